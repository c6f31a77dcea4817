import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loginCalls } from '@guanlan/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/create-db.js';
import type { PgPushBus } from '../src/notify/push/push-bus.js';
import { fixedClock } from '../src/platform/clock.js';
import {
  NEGATIVE,
  article,
  ingestAndNotify,
  machineRule,
} from '../src/modules/warning/warning.fixture.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { ENGINES, PG_URL, createTestDatabase } from './helpers/test-db.js';
import { T0 } from './helpers/factories.js';

const onPostgres = ENGINES.includes('postgres') ? describe : describe.skip;

/**
 * What a PostgreSQL restart does to our connections: the server ends every backend with 57P01
 * (admin shutdown). The shared server cannot really be restarted under a parallel suite, so the
 * test ends every backend of its own database the same way, while requests are running.
 */
async function restartBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) {
      throw new Error('timed out waiting');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

onPostgres('PostgreSQL restart and outage', () => {
  let t: TestApp;
  let dbName = '';

  beforeAll(async () => {
    t = await createTestApp('postgres');
    dbName = new URL(t.testDb.databaseUrl!).pathname.slice(1);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t.close());

  it('keeps serving through a restart under traffic, and live pushes resume', async () => {
    const who = await t.loginAs();
    const port = (t.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(who.token)}`);
    const messages: { type: string; title?: string }[] = [];
    ws.on('message', (d: Buffer) => messages.push(JSON.parse(d.toString()) as { type: string }));
    await waitFor(() => messages.some((m) => m.type === 'ready'));
    const bus = t.notify.bus as PgPushBus;
    await bus.listen();
    await machineRule(t, who.token, { ruleName: '重启前后', subjectWords: '水厂' });

    // Traffic keeps going while every connection is cut twice.
    const answers: number[] = [];
    let stop = false;
    const traffic = (async () => {
      while (!stop) {
        const { res } = await t.call(loginCalls.currentUser, {}, { token: who.token });
        answers.push(res.statusCode);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    expect(await restartBackends(dbName)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    await restartBackends(dbName);
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await traffic;

    // The process is alive, failures (if any) were 503 service-unavailable, never 500.
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const after = await t.call(loginCalls.currentUser, {}, { token: who.token });
    expect(after.res.statusCode).toBe(200);

    // A warning fired after the restart still reaches the open websocket.
    await waitFor(async () => {
      await ingestAndNotify(t, [article(t, '城东水厂停水检修', NEGATIVE)]);
      return messages.some((m) => m.type === 'warning');
    });
    expect(messages.find((m) => m.type === 'warning')?.title).toBe('城东水厂停水检修');
    ws.close();
  });

  it('answers 503 with 服务暂时不可用 while the database cannot be reached, for reads and logins', async () => {
    const testDb = await createTestDatabase('postgres');
    const unreachable = createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: testDb.dataDir,
    });
    const config = {
      ...loadConfig({ ...process.env, GUANLAN_NO_SEED: '1', LOG_LEVEL: 'silent' }),
      dataDir: testDb.dataDir,
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      analysisWorkers: 0,
    };
    const { app } = await buildApp({ config, database: unreachable, clock: fixedClock(T0) });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login/ajaxLogin?userName=admin&password=whatever1',
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        meta: { code: 5030, message: '服务暂时不可用，请稍后再试' },
        data: null,
      });
      const read = await app.inject({
        method: 'POST',
        url: '/api/login/currentUser',
        headers: { authorization: 'some-token' },
      });
      expect(read.statusCode).toBe(503);
    } finally {
      await app.close();
      await unreachable.close();
      await testDb.dispose();
    }
  });
});
