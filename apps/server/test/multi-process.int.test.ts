import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sql } from 'kysely';
import {
  DAY_MS,
  briefingCalls,
  dataSourceCalls,
  loginCalls,
  specialCalls,
  warningCalls,
} from '@guanlan/shared';
import type { CallDef, Envelope } from '@guanlan/shared';
import { duePeriods } from '../src/modules/briefing/briefing-period.js';
import { makeAccount, makeOrg, TEST_PASSWORD } from './helpers/factories.js';
import { freePort, start, waitFor } from './helpers/processes.js';
import type { Proc } from './helpers/processes.js';
import { toQuery } from './helpers/test-app.js';
import { ENGINES, createTestDatabase } from './helpers/test-db.js';
import type { TestDatabase } from './helpers/test-db.js';
import { ensureArticleMonths, partitioned } from '../src/db/article-partitions.js';

const onPostgres = ENGINES.includes('postgres') ? describe : describe.skip;
const OLD_MONTH = Date.UTC(2020, 0, 15);
const NEGATIVE = '记者调查发现问题严重，消费者投诉不断，涉事企业被责令停业整顿，多人身体不适入院。';

/** A registry call over HTTP the way the web client makes it. */
async function call<T>(
  base: string,
  def: CallDef,
  input: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const isJson = def.style === 'json' && def.method === 'POST';
  const res = await fetch(base + def.path + (isJson ? '' : toQuery(input)), {
    method: def.method,
    headers: {
      'content-type': 'application/json',
      deviceinfo: 'web',
      ...(token ? { authorization: token } : {}),
    },
    ...(isJson ? { body: JSON.stringify(input) } : {}),
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.meta.code !== 200) {
    throw new Error(`${def.path} → ${body.meta.code} ${body.meta.message}`);
  }
  return body.data;
}

/**
 * Production mode on PostgreSQL: two API processes and two `npm run worker` processes on one
 * database, all claiming jobs and ticking the report schedule at once.
 */
onPostgres('several processes on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let api1: string;
  let api2: string;
  const procs: Proc[] = [];
  let orgId = 0;
  const hooks: string[] = [];
  let hookServer: http.Server;
  let hookUrl = '';
  const scheduleEnabledAt = Date.now() - 3 * DAY_MS - 3600_000;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    const db = testDb.database.db;
    orgId = (await makeOrg(db, { name: '多进程测试单位' })).id;
    await makeAccount(db, { orgId, userName: 'mp_root' });
    // A daily report scheduled since three days ago: every process ticks it when it starts.
    await db
      .insertInto('briefing_setting')
      .values({
        org_id: orgId,
        briefing_type: 'day',
        enabled: 1,
        generate_time: '00:05',
        template_id: null,
        special_ids: '[]',
        auto_send: 0,
        notice_ids: '[]',
        enabled_at: scheduleEnabledAt,
        updated_at: Date.now(),
      })
      .execute();
    hookServer = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        hooks.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;

    // A month long past any retention, with an article and its keyword.
    await ensureArticleMonths(db, [OLD_MONTH]);
    const old = await sql<{ id: string }>`INSERT INTO article (url, url_hash, title, content,
        summary, carrier, language, publish_time, crawl_time, sentiment, sentiment_score,
        simhash, keywords, entities)
      VALUES ('https://old.example.cn/1', 'old-1', '旧闻', '正文', '摘要', 'news', 'zh',
        ${OLD_MONTH}, ${OLD_MONTH}, 'neutral', 0, '0', '[]', '{}') RETURNING id`.execute(db);
    await db
      .insertInto('article_keyword')
      .values({
        article_id: Number(old.rows[0]!.id),
        word: '旧闻',
        weight: 1,
        publish_time: OLD_MONTH,
      })
      .execute();

    const url = testDb.databaseUrl!;
    const [p1, p2] = [await freePort(), await freePort()];
    // Only the workers have a retention: whatever drops the old month is a worker's upkeep.
    procs.push(
      start('main', { DATABASE_URL: url, PORT: String(p1) }),
      start('main', { DATABASE_URL: url, PORT: String(p2) }),
      start('worker', { DATABASE_URL: url, RETENTION_MONTHS: '24' }),
      start('worker', { DATABASE_URL: url, RETENTION_MONTHS: '24' }),
    );
    api1 = `http://127.0.0.1:${p1}`;
    api2 = `http://127.0.0.1:${p2}`;
    for (const base of [api1, api2]) {
      await waitFor(() =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      ).catch((err: unknown) => {
        throw new Error(`${String(err)}\n${procs.map((p) => p.output()).join('\n---\n')}`);
      });
    }
    await waitFor(() => procs.slice(2).every((p) => p.output().includes('任务进程已启动')));
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all(procs.map((p) => p.stop()));
    hookServer?.close();
    await testDb?.dispose();
    // Graceful shutdown: every process ends cleanly on SIGTERM.
    expect(codes).toEqual([0, 0, 0, 0]);
  }, 60_000);

  it('shares sessions, pushes warnings across processes and runs every job exactly once', async () => {
    const login = await call<{ accessToken: string }>(api1, loginCalls.ajaxLogin, {
      userName: 'mp_root',
      password: TEST_PASSWORD,
    });
    const token = login.accessToken;
    // A session made on API 1 works on API 2.
    const me = await call<{ userName: string }>(api2, loginCalls.currentUser, {}, token);
    expect(me.userName).toBe('mp_root');

    // A browser connected to API 1 …
    const ws = new WebSocket(`${api1.replace('http', 'ws')}/ws?token=${encodeURIComponent(token)}`);
    const pushed: { type: string; title?: string }[] = [];
    ws.on('message', (d: Buffer) => pushed.push(JSON.parse(d.toString()) as { type: string }));
    await waitFor(() => pushed.some((m) => m.type === 'ready'));

    // Topics (back-fills), a warning with a webhook receiver, reports — made on both APIs.
    const group = await call<{ groupId: number }>(
      api1,
      specialCalls.saveColumn,
      { columnName: '多进程' },
      token,
    );
    const specialIds: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const saved = await call<{ specialId: number }>(
        i % 2 ? api2 : api1,
        specialCalls.saveColumnSpecial,
        {
          groupId: group.groupId,
          specialName: `专题${i}`,
          ruleMode: 'simple',
          subjectWords: i % 2 ? '水厂' : '停水',
        },
        token,
      );
      specialIds.push(saved.specialId);
    }
    const { noticeId } = await call<{ noticeId: number }>(
      api2,
      warningCalls.saveWarningNotice,
      { noticeName: '值班机器人', webhookUrl: hookUrl, webhookType: 'generic' },
      token,
    );
    await call(
      api1,
      warningCalls.saveMachineWarningRule,
      {
        ruleName: '停水预警',
        subjectWords: '停水',
        warningLevel: 'red',
        noticeWays: ['site', 'webhook'],
        noticeIds: [noticeId],
      },
      token,
    );
    const { apiKey } = await call<{ apiKey: string }>(
      api2,
      dataSourceCalls.saveApiKey,
      { name: '多进程' },
      token,
    );

    // … receives the warning fired by articles ingested through API 2.
    const now = Date.now();
    const lines = Array.from({ length: 3 }, (_, i) =>
      JSON.stringify({
        url: `https://news.example.cn/mp-${now}-${i}.html`,
        title: `城东水厂停水第${i + 1}天`,
        content: `城东水厂停水。${NEGATIVE}`,
        publishTime: now - 60_000,
      }),
    ).join('\n');
    const ingested = await fetch(`${api2}/ingest/v1/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/x-ndjson' },
      body: lines,
    });
    expect(ingested.status).toBe(202);
    await waitFor(() => pushed.some((m) => m.type === 'warning'));
    expect(pushed.find((m) => m.type === 'warning')?.title).toMatch(/^城东水厂停水第\d天$/);
    ws.close();

    for (let i = 0; i < 4; i += 1) {
      await call(
        i % 2 ? api2 : api1,
        briefingCalls.saveBriefing,
        {
          briefingTitle: `多进程报告${i}`,
          briefingType: 'special',
          specialIds: [specialIds[i]],
          briefingStartTime: now - 7 * DAY_MS,
          briefingEndTime: now,
        },
        token,
      );
    }

    const db = testDb.database.db;
    const kinds = ['rule:backfill', 'briefing.generate', 'warning.evaluate', 'warning.deliver'];
    const jobs = await waitFor(async () => {
      const rows = await db
        .selectFrom('job')
        .select(['id', 'kind', 'status', 'attempts', 'locked_by', 'last_error'])
        .execute();
      const open = rows.filter((r) => r.status === 'queued' || r.status === 'running');
      const reports = await db
        .selectFrom('briefing')
        .select('status')
        .where('org_id', '=', orgId)
        .execute();
      const generating = reports.some((r) => r.status !== 'done' && r.status !== 'failed');
      return open.length === 0 && !generating && rows.length > 0 ? rows : undefined;
    }, 90_000);

    // Every job ran once: done at its first attempt, by one of the four processes.
    expect(kinds.filter((k) => !jobs.some((j) => j.kind === k))).toEqual([]);
    for (const kind of kinds) {
      const ofKind = jobs.filter((j) => j.kind === kind);
      // A failed attempt shows its error, so a flake says what went wrong.
      const seen = ofKind.map((j) => `${j.kind}:${j.status}:${j.attempts} ${j.last_error ?? ''}`);
      expect(seen.map((x) => x.trim())).toEqual(ofKind.map(() => `${kind}:done:1`));
    }
    expect(jobs.filter((j) => j.kind === 'rule:backfill')).toHaveLength(6);
    // The work really was shared: jobs were claimed by more than one process.
    const pids = new Set(jobs.map((j) => j.locked_by?.split('-')[0]));
    expect(pids.size).toBeGreaterThan(1);
    // The webhook got each firing once, however many processes could deliver it.
    const firings = await db
      .selectFrom('warning_firing')
      .select('id')
      .where('org_id', '=', orgId)
      .execute();
    expect(firings.length).toBeGreaterThan(0);
    expect(hooks).toHaveLength(firings.length);

    // Reports: the four asked for, and each scheduled day exactly once.
    const reports = await db
      .selectFrom('briefing')
      .select(['title', 'source', 'status', 'start_time', 'error_text'])
      .where('org_id', '=', orgId)
      .execute();
    expect(reports.filter((r) => r.source === 'manual')).toHaveLength(4);
    const scheduled = reports.filter((r) => r.source === 'auto').map((r) => r.start_time);
    const expected = duePeriods('day', '00:05', scheduleEnabledAt, Date.now()).map((p) => p.start);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect([...scheduled].sort()).toEqual([...expected].sort());
    expect(reports.filter((r) => r.status !== 'done').map((r) => [r.title, r.error_text])).toEqual(
      [],
    );
  }, 150_000);

  it('keeps the monthly partitions from the workers too, each change made once', async () => {
    const db = testDb.database.db;
    const gone = async () => {
      const r = await sql<{ t: string | null }>`SELECT to_regclass('article_p202001')::text AS t,
          to_regclass('article_keyword_p202001')::text AS k`.execute(db);
      return !r.rows[0]!.t;
    };
    await waitFor(gone);
    const kept = await sql<{ n: string }>`SELECT count(*) AS n FROM article_keyword
        WHERE publish_time < ${Date.UTC(2021, 0, 1)}`.execute(db);
    expect(Number(kept.rows[0]!.n)).toBe(0);
    // One worker dropped the month (logged once, after its last table went); the API
    // processes, without a retention, did not; the month's partitions of every monthly table
    // are gone.
    const lines = () =>
      procs.map((p) =>
        p
          .output()
          .split('\n')
          .filter((l) => l.includes('文章分区已维护')),
      );
    await waitFor(() => lines().flat().length > 0);
    const maintained = lines();
    expect(maintained.flat()).toHaveLength(1);
    expect(maintained[0]!.concat(maintained[1]!)).toEqual([]);
    for (const table of await partitioned(db)) {
      expect(maintained.flat()[0]).toContain(`${table}_p202001`);
    }
  });
});
