import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely, LogEvent } from 'kysely';
import { SESSION_COOKIES } from '@guanlan/shared';
import type { CallDef, Envelope, System } from '@guanlan/shared';
import { buildApp } from '../../src/app.js';
import type { Ingest } from '../../src/ingest/create-ingest.js';
import type { Notify } from '../../src/notify/create-notify.js';
import type { Reports } from '../../src/modules/briefing/index.js';
import { loadConfig } from '../../src/config.js';
import type { Config } from '../../src/config.js';
import type { Engine } from '../../src/db/create-db.js';
import type { DB } from '../../src/db/schema.js';
import { fixedClock } from '../../src/platform/clock.js';
import type { SmsProvider } from '../../src/platform/sms/sms-provider.js';
import { createTestDatabase } from './test-db.js';
import type { TestDatabase } from './test-db.js';
import { T0, makeAccount, makeOrg } from './factories.js';

export { T0 };

export interface TestApp {
  app: FastifyInstance;
  ingest: Ingest;
  notify: Notify;
  reports: Reports;
  db: Kysely<DB>;
  engine: Engine;
  clock: ReturnType<typeof fixedClock>;
  testDb: TestDatabase;
  /** Calls a registry entry the way the web client does (form → query string, JSON → body). */
  call<T = unknown>(
    def: CallDef,
    input?: Record<string, unknown>,
    opts?: { token?: string; headers?: Record<string, string> },
  ): Promise<{ body: Envelope<T>; res: LightMyRequestResponse }>;
  /** Creates an active organisation with a root account and logs it in. */
  loginAs(overrides?: { kind?: 'root' | 'ordinary' | 'sub'; permissions?: string[] }): Promise<{
    orgId: number;
    accountId: number;
    userName: string;
    token: string;
  }>;
  close(): Promise<void>;
}

/** Serialises input the way the web client does: repeated keys for arrays. */
export function toQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) {
      continue;
    }
    for (const v of Array.isArray(value) ? value : [value]) {
      params.append(key, String(v));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function createTestApp(
  engine: Engine,
  opts: {
    sms?: SmsProvider;
    validateOutput?: boolean;
    smtpUrl?: string;
    appBaseUrl?: string;
    /** Non-public addresses sources and webhooks may reach (e.g. a local test server). */
    outboundAllow?: string[];
    /** Further configuration (proxy trust, secure cookies …). */
    config?: Partial<Config>;
    /** Kysely's query log: every statement the app (and the test's `db`) runs. */
    log?: (event: LogEvent) => void;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(engine, opts.log ? { log: opts.log } : {});
  const config = {
    ...loadConfig({ ...process.env, GUANLAN_NO_SEED: '1', LOG_LEVEL: 'silent' }),
    dataDir: testDb.dataDir,
    databaseUrl: testDb.databaseUrl,
    validateOutput: opts.validateOutput ?? true,
    // Tests analyse on the calling thread: deterministic and no thread start-up per app.
    analysisWorkers: 0,
    ...(opts.smtpUrl
      ? { smtp: { url: opts.smtpUrl, from: '观澜舆情 <noreply@guanlan.test>' } }
      : {}),
    ...(opts.appBaseUrl ? { appBaseUrl: opts.appBaseUrl } : {}),
    ...(opts.outboundAllow ? { outboundAllow: opts.outboundAllow } : {}),
    ...opts.config,
  };
  const clock = fixedClock(T0);
  const { app, ingest, notify, reports } = await buildApp({
    config,
    database: testDb.database,
    clock,
    ...(opts.sms ? { sms: opts.sms } : {}),
  });
  const db = testDb.database.db;
  let counter = 0;

  const call: TestApp['call'] = async (def, input = {}, o = {}) => {
    const isJson = def.style === 'json' && def.method === 'POST';
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      deviceinfo: 'web',
      ...(o.token ? { authorization: o.token } : {}),
      ...o.headers,
    };
    const res = await app.inject({
      method: def.method,
      url: def.path + (isJson ? '' : toQuery(input)),
      headers,
      ...(isJson ? { payload: JSON.stringify(input) } : {}),
    });
    const body = String(res.headers['content-type'] ?? '').includes('json')
      ? res.json<Envelope<never>>()
      : ({ meta: { code: 200, message: '文件下载' }, data: res.rawPayload } as Envelope<never>);
    return { body, res };
  };

  return {
    app,
    ingest,
    notify,
    reports,
    db,
    engine,
    clock,
    testDb,
    call,
    async loginAs(overrides = {}) {
      counter += 1;
      const org = await makeOrg(db, { name: `测试单位${counter}` });
      const root = await makeAccount(db, { orgId: org.id, userName: `root${counter}_${engine}` });
      let account = root;
      if (overrides.kind && overrides.kind !== 'root') {
        account = await makeAccount(db, {
          orgId: org.id,
          userName: `${overrides.kind}${counter}_${engine}`,
          kind: overrides.kind,
          parentId: root.id,
          permissions: overrides.permissions ?? [],
        });
      }
      const res = await app.inject({
        method: 'POST',
        url: `/api/login/ajaxLogin${toQuery({ userName: account.userName, password: account.password })}`,
      });
      const body = res.json<Envelope<{ accessToken: string }>>();
      if (body.meta.code !== 200) {
        throw new Error(`login failed: ${body.meta.message}`);
      }
      return {
        orgId: org.id,
        accountId: account.id,
        userName: account.userName,
        token: body.data.accessToken,
      };
    },
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/** The cookie value a response set for a system, if any. */
export function cookieOf(res: LightMyRequestResponse, system: System): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIES[system])?.value;
}
