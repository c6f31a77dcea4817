import type { Channel } from './channel.js';
import { robotAccepted, robotBodies, webhookTypeOf } from './robot-formats.js';
import type { WarningMessage } from './warning-message.js';

const TIMEOUT_MS = 10_000;

/**
 * Robot webhooks (generic JSON, 企业微信, 钉钉, 飞书). Each request carries an
 * `X-Guanlan-Delivery` id (delivery-chunk) so a receiver can drop a repeat after a crash.
 */
export class WebhookChannel implements Channel {
  /** `fetch` is the outbound policy's: a robot address may not point into our own network. */
  constructor(private readonly fetch: typeof globalThis.fetch) {}

  async send(target: string, m: WarningMessage, meta: { webhookType: string | null }) {
    const type = webhookTypeOf(target, meta.webhookType);
    const bodies = robotBodies(type, m);
    for (const [i, body] of bodies.entries()) {
      let res: Response;
      try {
        res = await this.fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'x-guanlan-delivery': `${m.deliveryId}-${i + 1}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        if (cause?.code === 'EOUTBOUND') {
          throw new Error(`Webhook ${cause.message ?? '地址不允许访问'}`);
        }
        const reason =
          err instanceof Error && err.name === 'TimeoutError' ? '请求超时' : '无法连接';
        throw new Error(`Webhook ${reason}：${target}`);
      }
      if (!res.ok) {
        throw new Error(`Webhook 返回 HTTP ${res.status}`);
      }
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      const problem = robotAccepted(type, json);
      if (problem) {
        throw new Error(problem);
      }
    }
  }
}
