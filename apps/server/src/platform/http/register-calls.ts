import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ALL_CALLS,
  CODES,
  SESSION_COOKIES,
  SESSION_COOKIE_MAX_AGE_SEC,
  UE_TOKEN_COOKIE,
  envelope,
} from '@guanlan/shared';
import type { CallDef, System } from '@guanlan/shared';
import type { SessionService, SessionInfo } from '../session/session.service.js';
import { AppError } from './app-error.js';
import type { CallContext, HandlerMap } from './call-context.js';
import { FileResult, contentDisposition } from './file-result.js';
import { validationMessage } from './validation-message.js';
import { replyEnvelope } from './envelope-reply.js';
import { callRefusal, canSeeEventsOf, canSeeTopicsOf, exportLimitRefusal } from './permissions.js';
import type { AuditLog } from '../audit/audit-log.js';
import { withCallAudit } from '../audit/call-audit.js';

export interface BindDeps {
  sessions: SessionService;
  handlers: HandlerMap;
  validateOutput: boolean;
  secureCookies: boolean;
  /** Records every mutating call, export and download (日志审计). */
  audit?: AuditLog;
}

/** Sets a system's token cookie. Readable by the page: the client copies it into `authorization`. */
export function setSessionCookies(
  reply: FastifyReply,
  system: System,
  token: string,
  ueToken: string,
  secure: boolean,
): void {
  const options = {
    path: '/',
    maxAge: SESSION_COOKIE_MAX_AGE_SEC,
    sameSite: 'lax' as const,
    httpOnly: false,
    secure,
  };
  reply.setCookie(SESSION_COOKIES[system], token, options);
  reply.setCookie(UE_TOKEN_COOKIE, ueToken, options);
}

export function clearSessionCookie(reply: FastifyReply, system: System): void {
  reply.clearCookie(SESSION_COOKIES[system], { path: '/' });
}

/** The token a request presents: the `authorization` header, or the cookie for GET downloads. */
function presentedToken(request: FastifyRequest, call: CallDef): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    return header.replace(/^Bearer\s+/i, '').trim();
  }
  return call.method === 'GET' ? request.cookies[SESSION_COOKIES[call.system]] : undefined;
}

function rawInput(request: FastifyRequest, call: CallDef): unknown {
  if (call.style === 'json' && call.method === 'POST') {
    return request.body ?? {};
  }
  return request.query ?? {};
}

/**
 * Binds every registry call to a route. Order per request: session → module permission →
 * input validation → handler (or 功能尚未开放) → output contract → envelope or file.
 */
export function registerCalls(app: FastifyInstance, deps: BindDeps): void {
  for (const call of ALL_CALLS) {
    const handler = deps.handlers.get(call.path);
    app.route({
      method: call.method,
      url: call.path,
      ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      handler: withCallAudit(deps.audit, call, async (request, reply, seen) => {
        let session: SessionInfo | null = null;
        const device = headerValue(request, 'deviceinfo');
        if (call.auth !== 'public') {
          const token = presentedToken(request, call);
          if (token || call.auth === 'required') {
            const outcome = await deps.sessions.authenticate(call.system, token, {
              ip: request.ip,
              device,
            });
            if (outcome.kind === 'fail') {
              if (call.auth === 'required') {
                return envelope(outcome.key, null);
              }
            } else if (outcome.kind === 'refresh') {
              setSessionCookies(
                reply,
                call.system,
                outcome.accessToken,
                outcome.ueToken,
                deps.secureCookies,
              );
              return envelope('SESSION_REFRESHED', { accessToken: outcome.accessToken });
            } else {
              session = outcome.session;
            }
          }
        }
        seen.session = session;
        const refusal = session && callRefusal(session, call);
        if (refusal) {
          throw new AppError('FORBIDDEN', refusal);
        }
        const input = rawInput(request, call);
        const parsed = call.input.safeParse(input);
        if (!parsed.success) {
          throw new AppError('VALIDATION', validationMessage(parsed.error, input));
        }
        seen.input = parsed.data;
        if (session && !canSeeTopicsOf(session, parsed.data)) {
          throw new AppError('FORBIDDEN', '您的账号未获授权查看该专题，请联系主账号授权');
        }
        if (session && !canSeeEventsOf(session, parsed.data)) {
          throw new AppError('FORBIDDEN', '您的账号未获授权查看该事件，请联系主账号授权');
        }
        const overLimit = session && call.download && exportLimitRefusal(session, parsed.data);
        if (overLimit) {
          throw new AppError('FORBIDDEN', overLimit);
        }
        if (!handler) {
          return replyEnvelope(reply, 'NOT_OPEN', null, `「${call.title}」功能尚未开放，敬请期待`);
        }

        const ctx: CallContext = { session, ip: request.ip, device, request, reply };
        const result = await handler(parsed.data, ctx);
        if (result instanceof FileResult) {
          reply.header('content-type', result.contentType);
          reply.header('content-disposition', contentDisposition(result.fileName));
          return reply.send(result.body);
        }
        if (deps.validateOutput) {
          const checked = call.output.safeParse(result);
          if (!checked.success) {
            request.log.error({ path: call.path, issues: checked.error.issues }, 'output contract');
            throw new Error(`output of ${call.path} breaks its contract`);
          }
        }
        return call.bare ? result : envelope('SUCCESS', result ?? null);
      }),
    });
  }
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s ? s.slice(0, 32) : null;
}

export { CODES };
