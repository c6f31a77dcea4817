/**
 * Calling registry entries the way the web client does (form → query string, JSON → body,
 * `authorization` header), over real HTTP (fetch) or Fastify's inject.
 */
import type { FastifyInstance } from 'fastify';
import type { CallDef, Envelope } from '@guanlan/shared';
import { toQuery } from '../../apps/server/test/helpers/test-app.js';

export type Caller = <T = unknown>(
  def: CallDef,
  input?: Record<string, unknown>,
) => Promise<Envelope<T>>;

/** One timed run of a call: resolves with a note on what it answered (e.g. 共 20 条). */
export type Run = () => Promise<string>;
/** bench:query's timer: warms up, times `run` and answers its result row. */
export type Measure<R> = (name: string, title: string, run: Run) => Promise<R>;
/** A run of one registry call with one input. */
export type CallRun = (def: CallDef, input: Record<string, unknown>) => Run;

function request(def: CallDef, input: Record<string, unknown>, token: string | undefined) {
  const isJson = def.style === 'json' && def.method === 'POST';
  return {
    url: def.path + (isJson ? '' : toQuery(input)),
    method: def.method,
    headers: {
      'content-type': 'application/json',
      deviceinfo: 'web',
      ...(token ? { authorization: token } : {}),
    },
    body: isJson ? JSON.stringify(input) : undefined,
  };
}

/** A caller over HTTP to `base` (e.g. http://127.0.0.1:8123). */
export function httpCaller(base: string, token?: string): Caller {
  return async <T>(def: CallDef, input: Record<string, unknown> = {}) => {
    const r = request(def, input, token);
    const res = await fetch(base + r.url, {
      method: r.method,
      headers: r.headers,
      ...(r.body === undefined ? {} : { body: r.body }),
    });
    return (await res.json()) as Envelope<T>;
  };
}

/** A caller through the app's inject (the full Fastify stack without a socket). */
export function injectCaller(app: FastifyInstance, token?: string): Caller {
  return async <T>(def: CallDef, input: Record<string, unknown> = {}) => {
    const r = request(def, input, token);
    const res = await app.inject({
      method: r.method,
      url: r.url,
      headers: r.headers,
      ...(r.body === undefined ? {} : { payload: r.body }),
    });
    return res.json<Envelope<T>>();
  };
}

/** Data of a successful envelope; throws with the server's message otherwise. */
export function dataOf<T>(env: Envelope<T>, what: string): T {
  if (env.meta.code !== 200) {
    throw new Error(`${what} 失败: ${env.meta.code} ${env.meta.message}`);
  }
  return env.data;
}
