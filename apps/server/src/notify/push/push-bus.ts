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

/** Back-off between LISTEN reconnect attempts: 0.5 s doubling up to 30 s. */
const RECONNECT_BASE_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: NOTIFY on publish; a dedicated connection LISTENs and feeds the local hub. Both
 * connect lazily (the first publish, or the first websocket of this process), so processes
 * that never push or hold no sockets keep no extra connections. The LISTEN connection is
 * re-opened with back-off whenever it breaks (a database restart ends it with 57P01), so
 * pushes resume by themselves.
 */
export class PgPushBus implements PushBus {
  private listener: pg.Client | undefined;
  private publisher: pg.Pool | undefined;
  private started = false;
  private connected = false;
  private waiters: (() => void)[] = [];
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly hub: PushHub,
    private readonly onError: (err: unknown) => void,
  ) {
    hub.onFirstConnection(() => void this.listen());
  }

  /** Starts listening (idempotent); resolves once this process receives pushes. */
  listen(): Promise<void> {
    if (this.closed || this.connected) {
      return Promise.resolve();
    }
    if (!this.started) {
      this.started = true;
      void this.open();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** How many times the LISTEN connection has been lost since it last worked (for tests). */
  get reconnectAttempts(): number {
    return this.attempt;
  }

  private async open(): Promise<void> {
    if (this.closed) {
      return;
    }
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
    client.on('error', (err) => this.drop(client, err));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      this.drop(client, err);
      return;
    }
    if (this.listener !== client) {
      return;
    }
    this.attempt = 0;
    this.connected = true;
    for (const resolve of this.waiters.splice(0)) {
      resolve();
    }
  }

  /** Forgets a broken LISTEN connection and schedules the next attempt. */
  private drop(client: pg.Client, err?: unknown): void {
    if (this.listener !== client) {
      return;
    }
    if (err !== undefined && !this.closed) {
      this.onError(err);
    }
    this.listener = undefined;
    this.connected = false;
    client.removeAllListeners();
    // A broken client may still emit errors while it closes; they must not end the process.
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) {
      return;
    }
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.open(), delay);
    this.retryTimer.unref();
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
    clearTimeout(this.retryTimer);
    for (const resolve of this.waiters.splice(0)) {
      resolve();
    }
    const listener = this.listener;
    this.listener = undefined;
    await Promise.allSettled([listener?.end(), this.publisher?.end()]);
  }
}
