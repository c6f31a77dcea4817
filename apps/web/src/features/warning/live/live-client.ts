import { backoffDelay } from './backoff';
import { parseLiveMessage } from './live-message';
import type { LiveMessage, WarningPush } from './live-message';

/** The server closes with this code when the token is missing, expired or revoked. */
export const UNAUTHORISED_CLOSE = 4401;
/** A 'ping' text every 25 s keeps proxies from dropping an idle connection. */
export const PING_EVERY_MS = 25_000;

const OPEN = 1;

/** The part of the browser WebSocket the client uses (tests pass a fake). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LiveClientDeps {
  /** The address with the current session token; undefined while logged out. */
  address: () => string | undefined;
  createSocket: (url: string) => LiveSocket;
  onWarning: (push: WarningPush) => void;
  /** The server rotated the session past its half-life: store the new token. */
  onToken: (accessToken: string) => void;
  /** Closed with 4401: the client stops until the token changes. */
  onUnauthorised: () => void;
  /** 0..1, for the back-off jitter. */
  random?: () => number;
  timers?: LiveTimers;
}

const browserTimers: LiveTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as number),
};

/**
 * One live-push connection: connects, pings, reconnects with exponential back-off after a
 * drop, and gives up on 4401 until a new token appears (after the user logs in again).
 */
export class LiveClient {
  private socket: LiveSocket | undefined;
  private attempt = 0;
  private retryTimer: unknown;
  private pingTimer: unknown;
  private running = false;
  /** The address refused with 4401; the same address is not tried again. */
  private refused: string | undefined;
  private readonly timers: LiveTimers;
  private readonly random: () => number;

  constructor(private readonly deps: LiveClientDeps) {
    this.timers = deps.timers ?? browserTimers;
    this.random = deps.random ?? Math.random;
  }

  /** Opens the connection (once). */
  start(): void {
    this.running = true;
    this.connect();
  }

  /** Closes the connection and cancels every timer; nothing reconnects afterwards. */
  stop(): void {
    this.running = false;
    this.clearRetry();
    this.dropSocket();
  }

  /**
   * The tab became visible or the network came back: reconnect now instead of waiting for
   * the back-off, unless a connection is already up or pending.
   */
  wake(): void {
    if (!this.running || this.socket) {
      return;
    }
    this.clearRetry();
    this.connect();
  }

  /** Whether a socket is open or being opened. */
  get isConnected(): boolean {
    return this.socket !== undefined;
  }

  private connect(): void {
    if (!this.running || this.socket) {
      return;
    }
    const url = this.deps.address();
    if (url === undefined || url === this.refused) {
      return;
    }
    this.refused = undefined;
    const socket = this.deps.createSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.pingTimer = this.timers.setInterval(() => {
        if (socket.readyState === OPEN) {
          socket.send('ping');
        }
      }, PING_EVERY_MS);
    };
    socket.onmessage = (event) => this.receive(parseLiveMessage(event.data));
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) {
        return;
      }
      this.clearPing();
      this.socket = undefined;
      if (event.code === UNAUTHORISED_CLOSE) {
        this.refused = url;
        this.deps.onUnauthorised();
        return;
      }
      this.scheduleRetry();
    };
  }

  private receive(message: LiveMessage | undefined): void {
    switch (message?.type) {
      case 'ready':
        // Only a connection the server accepted resets the back-off.
        this.attempt = 0;
        return;
      case 'token':
        this.deps.onToken(message.accessToken);
        return;
      case 'warning':
        this.deps.onWarning(message);
        return;
      case 'pong':
      case undefined:
        return;
    }
  }

  private scheduleRetry(): void {
    if (!this.running) {
      return;
    }
    const delay = backoffDelay(this.attempt, this.random());
    this.attempt += 1;
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) {
      this.timers.clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
    }
  }

  private clearPing(): void {
    if (this.pingTimer !== undefined) {
      this.timers.clearInterval(this.pingTimer);
      this.pingTimer = undefined;
    }
  }

  private dropSocket(): void {
    this.clearPing();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'bye');
    }
  }
}
