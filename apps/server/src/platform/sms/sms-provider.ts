import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message. External SMS gateways cannot be reached from every machine. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/** Default: writes the message to the server log, so a self-hosted trial works offline. */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  send(phone: string, text: string): Promise<void> {
    this.log.info({ sms: { phone, text } }, `[短信] ${phone}: ${text}`);
    return Promise.resolve();
  }
}

/** POSTs `{ phone, text }` as JSON to a gateway URL (with an optional bearer token). */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5000,
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) {
      headers.authorization = `Bearer ${this.token}`;
    }
    const res = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) {
      throw new Error(`SMS gateway answered HTTP ${res.status}`);
    }
  }
}

/** The configured provider: the HTTP gateway when SMS_PROVIDER=http and a URL is set. */
export function createSmsProvider(
  config: {
    sms: { provider: 'log' | 'http'; httpUrl: string | undefined; httpToken: string | undefined };
  },
  log: FastifyBaseLogger,
): SmsProvider {
  return config.sms.provider === 'http' && config.sms.httpUrl
    ? new HttpSmsProvider(config.sms.httpUrl, config.sms.httpToken)
    : new LogSmsProvider(log);
}
