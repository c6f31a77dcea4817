import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIES } from '@guanlan/shared';
import type { SessionService } from '../../platform/session/session.service.js';
import type { PushHub } from './push-hub.js';

const PING_EVERY_MS = 25_000;

/**
 * The websocket endpoint browsers keep open for live pushes (warnings, message counts). It
 * authenticates like a call: the main-system token from `?token=` or the session cookie; a
 * bad or missing token closes the socket with 4401 so the client stops retrying.
 */
export async function registerWebsocket(
  app: FastifyInstance,
  deps: { path: string; sessions: SessionService; hub: PushHub },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const path = deps.path.startsWith('/') ? deps.path : '/ws';
  app.get(path, { websocket: true }, async (socket, request) => {
    const query = request.query as Record<string, string | undefined>;
    let token = query.token ?? request.cookies[SESSION_COOKIES.main];
    const meta = { ip: request.ip, device: 'websocket' };
    let outcome = await deps.sessions.authenticate('main', token, meta);
    if (outcome.kind === 'refresh') {
      // Past half-life the session was rotated: hand the new token over and carry on with it.
      token = outcome.accessToken;
      socket.send(JSON.stringify({ type: 'token', accessToken: token }));
      outcome = await deps.sessions.authenticate('main', token, meta);
    }
    if (outcome.kind !== 'ok') {
      socket.close(4401, 'unauthorised');
      return;
    }
    const { orgId, accountId } = outcome.session;
    const remove = deps.hub.add(socket, { orgId, accountId });
    const ping = setInterval(() => socket.ping(), PING_EVERY_MS);
    socket.on('close', () => {
      clearInterval(ping);
      remove();
    });
    socket.on('message', (data: Buffer) => {
      if (data.toString() === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
    socket.send(JSON.stringify({ type: 'ready' }));
  });
}
