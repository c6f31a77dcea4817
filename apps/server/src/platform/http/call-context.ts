import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef, CallOutput } from '@guanlan/shared';
import type { z } from 'zod';
import type { SessionInfo } from '../session/session.service.js';
import type { FileResult } from './file-result.js';

/** What every handler receives besides its validated input. */
export interface CallContext {
  /** Present for `required` calls, possibly for `optional`, never for `public`. */
  session: SessionInfo | null;
  ip: string;
  device: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A session-bearing context; `requireSession` narrows to it. */
export type AuthedContext = CallContext & { session: SessionInfo };

export type Handler<C extends CallDef = CallDef> = (
  input: z.output<C['input']>,
  ctx: CallContext,
) => Promise<z.input<C['output']> | FileResult> | z.input<C['output']> | FileResult;

export type GroupHandlers<G extends Record<string, CallDef>> = {
  [K in keyof G]?: Handler<G[K]>;
};

export type HandlerMap = Map<string, Handler>;

/** Binds handlers to a call group, keyed by path; typed so each handler matches its call. */
export function handlersFor<G extends Record<string, CallDef>>(
  group: G,
  handlers: GroupHandlers<G>,
): HandlerMap {
  const map: HandlerMap = new Map();
  for (const key of Object.keys(handlers) as (keyof G & string)[]) {
    const handler = handlers[key];
    const call = group[key];
    if (handler && call) {
      map.set(call.path, handler);
    }
  }
  return map;
}

/** Merges module handler maps, refusing a path bound twice. */
export function mergeHandlers(...maps: HandlerMap[]): HandlerMap {
  const all: HandlerMap = new Map();
  for (const map of maps) {
    for (const [path, handler] of map) {
      if (all.has(path)) {
        throw new Error(`handler bound twice: ${path}`);
      }
      all.set(path, handler);
    }
  }
  return all;
}

export type { CallOutput };
