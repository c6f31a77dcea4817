import type { TranslationProvider } from './translation-provider.js';
import { TranslationUnavailable } from './translation-provider.js';

/**
 * A LibreTranslate-style JSON API: `POST { q, source, target, format, api_key? }` answers
 * `{ translatedText }`. The key also goes out as a bearer token, which gateways in front of
 * other engines usually expect.
 */
export class HttpTranslationProvider implements TranslationProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 15_000,
  ) {}

  async translate(text: string, source: string, target: string): Promise<string> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) {
      headers.authorization = `Bearer ${this.token}`;
    }
    const body = {
      q: text,
      source,
      target,
      format: 'text',
      ...(this.token ? { api_key: this.token } : {}),
    };
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new TranslationUnavailable(`translation service unreachable: ${String(err)}`);
    }
    if (!res.ok) {
      throw new TranslationUnavailable(`translation service answered HTTP ${res.status}`);
    }
    let data: unknown;
    try {
      data = await res.json();
    } catch {
      throw new TranslationUnavailable('translation service answered invalid JSON');
    }
    const translated = (data as { translatedText?: unknown } | null)?.translatedText;
    if (typeof translated !== 'string') {
      throw new TranslationUnavailable('translation service answered without translatedText');
    }
    return translated;
  }
}
