/** A connected browser tab of one account. */
export interface PushSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** What goes to browsers: a JSON payload for some accounts of one organisation. */
export interface PushEvent {
  orgId: number;
  /** Absent = every connected account of the organisation. */
  accountIds?: number[];
  payload: { type: string } & Record<string, unknown>;
}

/**
 * The websocket connections of this process by organisation and account. Only a
 * connection's own organisation's events reach it (tenant isolation lives here).
 */
export class PushHub {
  private readonly byOrg = new Map<number, Map<PushSocket, number>>();
  private firstConnection: (() => void) | undefined;

  /** Called once, when the first socket connects (the PostgreSQL bus starts listening). */
  onFirstConnection(fn: () => void): void {
    this.firstConnection = fn;
  }

  add(socket: PushSocket, who: { orgId: number; accountId: number }): () => void {
    this.firstConnection?.();
    this.firstConnection = undefined;
    const sockets = this.byOrg.get(who.orgId) ?? new Map<PushSocket, number>();
    sockets.set(socket, who.accountId);
    this.byOrg.set(who.orgId, sockets);
    return () => {
      sockets.delete(socket);
      if (sockets.size === 0) {
        this.byOrg.delete(who.orgId);
      }
    };
  }

  /** Sends to the matching connections of this process; returns how many got it. */
  deliver(event: PushEvent): number {
    const sockets = this.byOrg.get(event.orgId);
    if (!sockets) {
      return 0;
    }
    const wanted = event.accountIds ? new Set(event.accountIds) : null;
    const data = JSON.stringify(event.payload);
    let n = 0;
    for (const [socket, accountId] of sockets) {
      if (wanted && !wanted.has(accountId)) {
        continue;
      }
      try {
        socket.send(data);
        n += 1;
      } catch {
        // A socket closing at this moment is dropped by its close handler.
      }
    }
    return n;
  }

  get connections(): number {
    let n = 0;
    for (const sockets of this.byOrg.values()) {
      n += sockets.size;
    }
    return n;
  }
}
