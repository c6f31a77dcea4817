import pg from 'pg';
import type { PushEvent, PushHub } from './push-hub.js';

/**
 * Carries push events to every process that holds websocket connections. In the embedded
 * default there is one process; with PostgreSQL, deliveries may run in `npm run worker`
 * processes while browsers are connected to API processes, so events travel by
 * LISTEN/NOTIFY.
 */
export interface PushBus {
  publish(event: PushEvent): Promise<void>;
  close(): Promise<void>;
}

/** One process: straight to the hub. */
export class LocalPushBus implements PushBus {
  constructor(private readonly hub: PushHub) {}

  publish(event: PushEvent): Promise<void> {
    this.hub.deliver(event);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

const CHANNEL = 'guanlan_push';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD = 7900;

/**
 * PostgreSQL: NOTIFY on publish; a dedicated connection LISTENs and feeds the local hub. Both
 * connect lazily (the first publish, or the first websocket of this process), so processes
 * that never push or hold no sockets keep no extra connections.
 */
export class PgPushBus implements PushBus {
  private listener: pg.Client | undefined;
  private publisher: pg.Pool | undefined;
  private ready: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly hub: PushHub,
    private readonly onError: (err: unknown) => void,
  ) {
    hub.onFirstConnection(() => void this.listen().catch(onError));
  }

  /** Starts listening (idempotent); resolves once this process receives pushes. */
  listen(): Promise<void> {
    if (this.closed) {
      return Promise.resolve();
    }
    if (!this.ready) {
      const client = new pg.Client({ connectionString: this.url });
      this.listener = client;
      client.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) {
          return;
        }
        try {
          this.hub.deliver(JSON.parse(msg.payload) as PushEvent);
        } catch (err) {
          this.onError(err);
        }
      });
      client.on('error', this.onError);
      this.ready = client.connect().then(async () => {
        await client.query(`LISTEN ${CHANNEL}`);
      });
    }
    return this.ready;
  }

  async publish(event: PushEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
      throw new Error('推送内容过长');
    }
    if (!this.publisher) {
      this.publisher = new pg.Pool({ connectionString: this.url, max: 2 });
      this.publisher.on('error', this.onError);
    }
    await this.publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([this.listener?.end(), this.publisher?.end()]);
  }
}
