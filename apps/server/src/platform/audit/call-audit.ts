import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODES } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { AppError } from '../http/app-error.js';
import type { SessionInfo } from '../session/session.service.js';
import type { AuditLog } from './audit-log.js';

/** Verbs of call names that change something (the rest read). Logout is audited by auth itself. */
const MUTATING_VERBS = [
  'again',
  'bind',
  'cancel',
  'collect',
  'control',
  'delete',
  'expire',
  'generate',
  'join',
  'judge',
  'move',
  'read',
  'review',
  'save',
  'send',
  'sort',
  'unbind',
  'update',
  'upload',
];

/** Whether a call changes data (by the verb its SPEC name starts with). */
export function isMutatingCall(call: CallDef): boolean {
  const verb = /^[a-z]+/.exec(call.name)?.[0] ?? '';
  return MUTATING_VERBS.includes(verb);
}

/** Calls the audit log records: every mutating call, every export and download. */
export function isAuditedCall(call: CallDef): boolean {
  return call.download || isMutatingCall(call);
}

/** What the binder learned about one request before the handler ran. */
export interface CallSeen {
  session: SessionInfo | null;
  input: unknown;
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    return String(value);
  }
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'number')) {
    return value.join(',').slice(0, 50);
  }
  return null;
}

/** The id of the resource a call touched: `<resource>Id`, any `…Id`/`…Ids`, or `id`, in input then result. */
export function resourceIdOf(call: CallDef, ...sources: unknown[]): string | null {
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) {
      continue;
    }
    const record = source as Record<string, unknown>;
    const keys = [
      `${call.resource}Id`,
      ...Object.keys(record).filter((k) => /Ids?$/.test(k)),
      'id',
      'ids',
    ];
    for (const key of keys) {
      const text = idText(record[key]);
      if (text) {
        return text;
      }
    }
  }
  return null;
}

function codeOfResult(result: unknown): number {
  const meta = (result as { meta?: { code?: unknown } } | null)?.meta;
  return typeof meta?.code === 'number' ? meta.code : CODES.SUCCESS.code;
}

type Route = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Wraps one call's route so every audited call (mutations, exports, downloads) made with a
 * session leaves one audit row — who, organisation, IP, device, call title, resource and id,
 * outcome and business code — whatever the handler does or throws.
 */
export function withCallAudit(
  audit: AuditLog | undefined,
  call: CallDef,
  run: (request: FastifyRequest, reply: FastifyReply, seen: CallSeen) => Promise<unknown>,
): Route {
  if (!audit || !isAuditedCall(call)) {
    return (request, reply) => run(request, reply, { session: null, input: undefined });
  }
  return async (request, reply) => {
    const seen: CallSeen = { session: null, input: undefined };
    const write = (code: number, result: unknown, message: string | null) => {
      const { session } = seen;
      if (!session) {
        return Promise.resolve();
      }
      return audit.write({
        action: call.download ? 'export' : 'operation',
        orgId: session.orgId,
        accountId: session.accountId,
        userName: session.userName,
        system: call.system,
        ip: request.ip,
        device: deviceOf(request),
        title: call.title,
        callPath: call.path,
        resource: call.resource,
        resourceId: resourceIdOf(call, seen.input, request.query, resultData(result)),
        outcome: code === CODES.SUCCESS.code ? 'success' : 'failure',
        resultCode: code,
        detail: message,
      });
    };
    let result: unknown;
    try {
      result = await run(request, reply, seen);
    } catch (err) {
      const code = err instanceof AppError ? err.code : CODES.SERVER_ERROR.code;
      await write(code, null, err instanceof AppError ? err.message : null);
      throw err;
    }
    const code = codeOfResult(result);
    const message = code === CODES.SUCCESS.code ? null : messageOf(result);
    await write(code, result, message);
    return result;
  };
}

function resultData(result: unknown): unknown {
  return (result as { data?: unknown } | null)?.data;
}

function messageOf(result: unknown): string | null {
  const meta = (result as { meta?: { message?: unknown } } | null)?.meta;
  return typeof meta?.message === 'string' ? meta.message : null;
}

/** The `deviceInfo` header, else a short browser name from the user agent. */
function deviceOf(request: FastifyRequest): string | null {
  const header = request.headers.deviceinfo;
  const info = Array.isArray(header) ? header[0] : header;
  if (info) {
    return info.slice(0, 32);
  }
  const ua = request.headers['user-agent'] ?? '';
  return ua ? ua.slice(0, 32) : null;
}
