import { systemCalls } from '@guanlan/shared';
import type { System } from '@guanlan/shared';
import type { TestApp } from './test-app.js';

/**
 * A new organisation's root logged in to all three systems: the main session, and navy and OA
 * sessions through single sign-on from it.
 */
export async function loginAllSystems(t: TestApp) {
  const root = await t.loginAs();
  const tokens: Record<System, string> = { main: root.token, navy: '', oa: '' };
  for (const [system, call] of [
    ['navy', systemCalls.navySystemPage],
    ['oa', systemCalls.oaSystemPage],
  ] as const) {
    const { body } = await t.call(call, {}, { token: root.token });
    tokens[system] = (body.data as { accessToken: string }).accessToken;
  }
  return { root, tokens };
}
