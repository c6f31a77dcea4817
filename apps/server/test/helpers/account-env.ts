import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../src/db/create-db.js';
import { callOk } from './call-ok.js';
import { startSmsReceiver } from './sms-receiver.js';
import { createTestApp, toQuery } from './test-app.js';
import type { TestApp } from './test-app.js';

export const CJK = /[\u4e00-\u9fff]/;
/** The password of every account the account suites create. */
export const PASSWORD = 'Secret123abc';

export interface Page<T> {
  list: T[];
  total: number;
}

/** What the account suites share, filled in by `beforeAll` (hence read through the object). */
export interface AccountEnv {
  t: TestApp;
  /** The root account of the organisation under test (quota: 2 ordinary, 14 sub accounts). */
  root: Awaited<ReturnType<TestApp['loginAs']>>;
  /** The root account of another organisation. */
  other: Awaited<ReturnType<TestApp['loginAs']>>;
  sms: Awaited<ReturnType<typeof startSmsReceiver>>;
}

/**
 * A test app for one engine with an SMS receiver and two organisations' roots logged in, closed
 * after the suite; with the helpers the account suites call.
 */
export function useAccountEnv(engine: Engine) {
  const env = {} as AccountEnv;
  /** A user name marked with the engine. */
  const u = (name: string) => `${name}_${engine}`;

  async function login(userName: string, password = PASSWORD): Promise<string> {
    const res = await env.t.app.inject({
      method: 'POST',
      url: `/api/login/ajaxLogin${toQuery({ userName, password })}`,
    });
    const body = res.json<{
      meta: { code: number; message: string };
      data: { accessToken: string };
    }>();
    if (body.meta.code !== 200) {
      throw new Error(`login ${userName}: ${body.meta.message}`);
    }
    return body.data.accessToken;
  }

  /** Calls `def` with `token` and expects code 200. */
  const ok = <T>(
    def: Parameters<TestApp['call']>[0],
    input: Record<string, unknown>,
    token: string,
  ) => callOk<T>(env.t, def, input, token);

  beforeAll(async () => {
    env.sms = await startSmsReceiver();
    env.t = await createTestApp(engine, { sms: env.sms.provider });
    env.root = await env.t.loginAs();
    env.other = await env.t.loginAs();
    await env.t.db
      .updateTable('organisation')
      .set({ max_ordinary_accounts: 2, max_sub_accounts: 14 })
      .where('id', '=', env.root.orgId)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await env.t.close();
    await env.sms.close();
  });

  return { env, u, login, ok };
}
