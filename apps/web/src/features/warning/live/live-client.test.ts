import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from './live-client';
import type { LiveSocket } from './live-client';
import type { WarningPush } from './live-message';

class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: 'ready' });
  }
  receive(payload: unknown): void {
    this.onmessage?.({ data: JSON.stringify(payload) });
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup(token: { value: string | undefined } = { value: 'tok-1' }) {
  const sockets: FakeSocket[] = [];
  const warnings: WarningPush[] = [];
  const tokens: string[] = [];
  const unauthorised = vi.fn();
  const client = new LiveClient({
    address: () => (token.value ? `ws://h/ws?token=${token.value}` : undefined),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onWarning: (push) => warnings.push(push),
    onToken: (t) => tokens.push(t),
    onUnauthorised: unauthorised,
    random: () => 0.5,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) {
      throw new Error('no socket');
    }
    return socket;
  };
  return { client, sockets, warnings, tokens, unauthorised, token, last };
}

describe('LiveClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects with the token and hands over warnings and rotated tokens', () => {
    const t = setup();
    t.client.start();
    expect(t.sockets.map((s) => s.url)).toEqual(['ws://h/ws?token=tok-1']);
    t.last().open();
    t.last().receive({ type: 'token', accessToken: 'tok-2' });
    t.last().receive({ type: 'warning', firingId: 3, level: 'red', articleIds: [9] });
    expect(t.tokens).toEqual(['tok-2']);
    expect(t.warnings.map((w) => [w.firingId, w.level])).toEqual([[3, 'red']]);
  });

  it("sends 'ping' every 25 s while open and stops after a drop", () => {
    const t = setup();
    t.client.start();
    t.last().open();
    vi.advanceTimersByTime(24_999);
    expect(t.last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(25_000);
    expect(t.last().sent).toEqual(['ping', 'ping']);
    const first = t.last();
    first.drop();
    vi.advanceTimersByTime(60_000);
    expect(first.sent).toEqual(['ping', 'ping']);
  });

  it('reconnects after 1, 2, 4, 8, 16, 30, 30 s while the server stays away', () => {
    const t = setup();
    t.client.start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const before = t.sockets.length;
      t.last().drop();
      let waited = 0;
      while (t.sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('starts the back-off over once the server accepts a connection', () => {
    const t = setup();
    t.client.start();
    t.last().drop();
    vi.advanceTimersByTime(1000);
    t.last().drop();
    vi.advanceTimersByTime(2000);
    expect(t.sockets).toHaveLength(3);
    t.last().open();
    t.last().drop();
    vi.advanceTimersByTime(999);
    expect(t.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(4);
  });

  it('stops on 4401 and tries again only with a new token', () => {
    const t = setup();
    t.client.start();
    t.last().drop(4401);
    expect(t.unauthorised).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    t.client.wake();
    expect(t.sockets).toHaveLength(1);
    t.token.value = 'tok-new';
    t.client.wake();
    expect(t.sockets.map((s) => s.url)).toEqual([
      'ws://h/ws?token=tok-1',
      'ws://h/ws?token=tok-new',
    ]);
  });

  it('reconnects at once when woken during the back-off, and not twice', () => {
    const t = setup();
    t.client.start();
    t.last().open();
    t.last().drop();
    t.client.wake();
    t.client.wake();
    expect(t.sockets).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(2);
  });

  it('does not connect while logged out, and closes for good on stop', () => {
    const t = setup({ value: undefined });
    t.client.start();
    expect(t.sockets).toHaveLength(0);
    t.token.value = 'tok-1';
    t.client.wake();
    t.last().open();
    t.client.stop();
    expect(t.last().closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    t.client.wake();
    expect(t.sockets).toHaveLength(1);
  });
});
