import { expect } from 'vitest';
import type { CallDef } from '@guanlan/shared';
import type { TestApp } from './test-app.js';

/** Calls `def` with a system token and expects code 200 (the message names the call if not). */
export async function callOk<T>(
  t: TestApp,
  def: CallDef,
  input: Record<string, unknown>,
  token: string,
): Promise<T> {
  const { body } = await t.call<T>(def, input, { token });
  expect(body.meta, `${def.path} ${body.meta.message}`).toMatchObject({ code: 200 });
  return body.data;
}
