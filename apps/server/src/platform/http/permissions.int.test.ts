import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '@guanlan/shared';
import type { ModuleKey, System } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { SessionService } from '../session/session.service.js';

const CJK = /[\u4e00-\u9fff]/;
const GRANTED: ModuleKey[] = ['special', 'warning'];
const OPEN: ModuleKey[] = ['auth', 'common', 'message', 'account'];

describe.each(ENGINES)('sub-account module sweep (%s)', (engine) => {
  let t: TestApp;
  const tokens: Record<System, string> = { main: '', navy: '', oa: '' };

  beforeAll(async () => {
    t = await createTestApp(engine, { validateOutput: false });
    const sub = await t.loginAs({ kind: 'sub', permissions: GRANTED });
    tokens.main = sub.token;
    // Navy and OA sessions of the same sub account (it may not enter them by single sign-on).
    const sessions = new SessionService(t.db, t.clock, 86_400_000);
    for (const system of ['navy', 'oa'] as const) {
      const opened = await sessions.open({
        system,
        accountId: sub.accountId,
        orgId: sub.orgId,
        ip: '127.0.0.1',
        device: 'web',
      });
      tokens[system] = opened.token;
    }
  });
  afterAll(() => t.close());

  it('refuses every call of an ungranted module with 4003 and a Chinese message', async () => {
    const forbidden = ALL_CALLS.filter(
      (c) => c.auth === 'required' && !GRANTED.includes(c.module) && !OPEN.includes(c.module),
    );
    expect(forbidden.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const call of forbidden) {
      const { body } = await t.call(call, {}, { token: tokens[call.system] });
      if (body.meta.code !== 4003 || !CJK.test(body.meta.message)) {
        wrong.push(`${call.path} → ${body.meta.code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('lets the granted modules through', async () => {
    const allowed = ALL_CALLS.filter((c) => c.auth === 'required' && GRANTED.includes(c.module));
    const refused: string[] = [];
    for (const call of allowed) {
      const { body } = await t.call(call, {}, { token: tokens[call.system] });
      if (body.meta.code === 4003) {
        refused.push(call.path);
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
