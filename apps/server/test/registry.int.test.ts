import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '@guanlan/shared';
import type { CallDef, System } from '@guanlan/shared';
import { z } from 'zod';
import { createTestApp } from './helpers/test-app.js';
import { loginAllSystems } from './helpers/system-tokens.js';
import type { TestApp } from './helpers/test-app.js';
import { ENGINES } from './helpers/test-db.js';

const CJK = /[\u4e00-\u9fff]/;
const isClientError = (code: number) => code >= 4000 && code < 5000;

/** Calls that work without a session. Anything else public is a security defect. */
const PUBLIC_CALLS = new Set([
  '/api/login/ajaxLogin',
  '/api/login/tokenLogin',
  '/api/login/sendPhoneCodeByLogin',
  '/api/register/register',
  '/api/register/registerYE',
  '/api/register/registerYEToPomp',
  '/api/register/getByUserNameYE',
  '/api/register/sendPhoneCodeByReg',
  '/api/register/sendPhoneCodeByForget',
  '/api/register/validatePhoneCodeByForget',
  '/api/register/registerLogin',
  '/api/register/checkUserLoginUE',
  '/navy/login/ajaxLogin',
  '/opinionOA/report/login',
  '/api/article/showArticleDetailExternal',
  // A big screen opened by its read-only share link (token, expiry, revocable).
  '/api/app/bigScreen/findSharedBigScreen',
  '/config.json',
]);

function fieldsOf(call: CallDef): string[] {
  const schema = call.input;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Bad versions of a call's input, one field at a time: oversized, wrong type, nonsense. */
function badInputs(call: CallDef): Record<string, unknown>[] {
  const huge = '舆'.repeat(6000);
  const variants: Record<string, unknown>[] = [];
  for (const field of fieldsOf(call).slice(0, 12)) {
    variants.push({ [field]: huge });
    variants.push({ [field]: call.style === 'json' ? { nested: [1, 2] } : '%%%非法%%%' });
    variants.push({ [field]: '-99999999999999999999' });
  }
  return variants;
}

describe.each(ENGINES)('registry sweep (%s)', (engine) => {
  let t: TestApp;
  const tokens: Record<System, string> = { main: '', navy: '', oa: '' };

  /** A fresh session for each of the three systems (navy and OA through single sign-on). */
  async function loginAll() {
    Object.assign(tokens, (await loginAllSystems(t)).tokens);
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { validateOutput: false });
    await loginAll();
  });
  afterAll(() => t.close());

  it('declares public only the login, register, external-share and start-up calls', () => {
    const publicNow = ALL_CALLS.filter((c) => c.auth === 'public').map((c) => c.path);
    expect(publicNow.filter((p) => !PUBLIC_CALLS.has(p))).toEqual([]);
  });

  it('answers every login-only call without a session with 3001 and a Chinese message', async () => {
    const failures: string[] = [];
    for (const call of ALL_CALLS.filter((c) => c.auth === 'required')) {
      const { body, res } = await t.call(call, {});
      if (res.statusCode !== 200 || body.meta.code !== 3001 || !CJK.test(body.meta.message)) {
        failures.push(`${call.path} → HTTP ${res.statusCode} code ${body.meta.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a forged token with 3002 on every login-only call', async () => {
    const failures: string[] = [];
    for (const call of ALL_CALLS.filter((c) => c.auth === 'required')) {
      const { body } = await t.call(call, {}, { token: 'forged-token-forged-token' });
      if (body.meta.code !== 3002) {
        failures.push(`${call.path} → ${body.meta.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to malformed, wrong-type or oversized input, always a Chinese message', async () => {
    const failures: string[] = [];
    let rejected = 0;
    for (const call of ALL_CALLS) {
      const inputs = badInputs(call);
      let callRejected = inputs.length === 0;
      for (const input of inputs) {
        const { body, res } = await t.call(call, input, { token: tokens[call.system] });
        const code = body.meta.code;
        if (res.statusCode >= 500 || code >= 5000 || !CJK.test(body.meta.message)) {
          failures.push(
            `${call.path} ${JSON.stringify(input).slice(0, 60)} → ${res.statusCode}/${code}`,
          );
        }
        if (isClientError(code) && code !== 4100) {
          callRejected = true;
        }
        if (call.path.endsWith('logout') && code === 200) {
          await loginAll();
        }
      }
      if (!callRejected) {
        failures.push(`${call.path}: no bad input was rejected with a 4xxx code`);
      } else {
        rejected += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(rejected).toBe(ALL_CALLS.length);
  }, 180_000);

  it('rejects a malformed JSON body and a non-object body on every JSON call with 4000', async () => {
    const failures: string[] = [];
    for (const call of ALL_CALLS.filter((c) => c.style === 'json')) {
      for (const payload of ['{"broken":', '[1,2,3]', '"text"']) {
        const res = await t.app.inject({
          method: 'POST',
          url: call.path,
          headers: { 'content-type': 'application/json', authorization: tokens[call.system] },
          payload,
        });
        const code = res.json<{ meta: { code: number } }>().meta.code;
        if (code !== 4000 && !(call.auth === 'required' && code === 3001)) {
          failures.push(`${call.path} ${payload} → ${code}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('rejects an oversized body with 4013 and keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/registerYEToPomp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ remark: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.json<{ meta: { code: number } }>().meta.code).toBe(4013);
    expect(res.statusCode).toBe(413);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('answers an undeclared API path with a business code, not a 404 page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/special/noSuchCall' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ meta: { code: number; message: string } }>().meta).toMatchObject({
      code: 4040,
    });
  });
});
