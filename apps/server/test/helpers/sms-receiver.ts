import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsProvider } from '../../src/platform/sms/sms-provider.js';

/** A local SMS gateway on 127.0.0.1 that records what the HTTP provider sends. */
export async function startSmsReceiver() {
  const messages: { phone: string; text: string; auth: string | undefined }[] = [];
  let failNext = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      const msg = JSON.parse(body) as { phone: string; text: string };
      messages.push({ ...msg, auth: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return {
    messages,
    provider: new HttpSmsProvider(url, 'gateway-secret'),
    failNextRequests(n: number) {
      failNext = n;
    },
    /** The six-digit code of the last message sent to `phone`. */
    lastCode(phone: string): string {
      const m = messages.filter((x) => x.phone === phone).at(-1);
      const code = m?.text.match(/\d{6}/)?.[0];
      if (!code) {
        throw new Error(`no code was sent to ${phone}`);
      }
      return code;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
