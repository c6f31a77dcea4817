import { expect } from 'vitest';
import type { CallDef } from '@guanlan/shared';
import type { TestApp } from './test-app.js';

/**
 * Call helpers for a test app created in `beforeAll` (hence the getters): `call` answers a call's envelope as `token` (default: the first caller); `data` also asserts
 * code 200 (with the server's message on failure) and answers the data.
 */
export function callersFor(app: () => TestApp, defaultToken: () => string) {
  const call = async <T>(def: CallDef, input: Record<string, unknown> = {}, token?: string) =>
    (await app().call<T>(def, input, { token: token ?? defaultToken() })).body;
  const data = async <T>(def: CallDef, input: Record<string, unknown> = {}, token?: string) => {
    const body = await call<T>(def, input, token);
    expect(body.meta.code, body.meta.message).toBe(200);
    return body.data;
  };
  return { call, data };
}
