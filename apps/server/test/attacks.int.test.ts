import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleCalls,
  dataCenterCalls,
  dataSourceCalls,
  loginCalls,
  registerCalls,
  warningCalls,
} from '@guanlan/shared';
import { INGEST_PATH } from '../src/ingest/api/ingest-api.js';
import { NEGATIVE, data, firings, machineRule } from '../src/modules/warning/warning.fixture.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { ENGINES } from './helpers/test-db.js';
import { makeAccount, makeOrg, makeSource } from './helpers/factories.js';

interface LineAnswer {
  line: number;
  status: string;
  id?: number;
  reason?: string;
  notes?: string[];
}

/** A local HTTP server that counts every request: nothing may reach it. */
async function internalService() {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss></rss>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What an outside attack found (issue: faults and attacks), each kept fixed: another
 * organisation's ingest key cannot plant warnings, internal addresses cannot be fetched, hostile
 * ingest lines cannot break a batch, headers and statuses are right, and the proxy header is not
 * believed.
 */
describe.each(ENGINES)('attacks from outside (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let keyA = '';

  const ingest = async (key: string, lines: unknown[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: INGEST_PATH,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      payload: lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'),
    });
    await t.notify.runner.drain();
    return { status: res.statusCode, results: res.json<{ results: LineAnswer[] }>().results };
  };
  const newKey = async (token: string) =>
    (await data<{ apiKey: string }>(t, dataSourceCalls.saveApiKey, { name: '供应商' }, token))
      .apiKey;

  beforeAll(async () => {
    t = await createTestApp(engine);
    a = await t.loginAs();
    b = await t.loginAs();
    keyA = await newKey(a.token);
  }, 120_000);
  afterAll(() => t.close());

  it('keeps an organisation’s own ingested articles out of every other organisation: no warning, no hit, no view', async () => {
    const ruleB = await machineRule(t, b.token, {
      ruleName: '竞品负面',
      subjectWords: '观澜集团',
      warningLevel: 'red',
    });
    await machineRule(t, a.token, { ruleName: '自有线索', subjectWords: '观澜集团' });
    const planted = {
      url: 'https://fake.example.cn/plant-1.html',
      title: '观澜集团产品爆炸致多人受伤',
      content: `观澜集团产品爆炸致多人受伤。${NEGATIVE}`,
      publishTime: t.clock.now() - 60_000,
    };
    const { results } = await ingest(keyA, [planted]);
    expect(results[0]?.status).toBe('accepted');
    const id = results[0]!.id!;

    const owner = await t.db
      .selectFrom('article')
      .select('owner_org_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(owner.owner_org_id)).toBe(a.orgId);
    const hitOrgs = await t.db
      .selectFrom('rule_hit')
      .select('org_id')
      .where('article_id', '=', id)
      .execute();
    expect(hitOrgs.map((h) => Number(h.org_id))).toEqual([a.orgId]);
    expect(await firings(t, b.token, ruleB)).toMatchObject({ total: 0 });

    const detailB = await t.call(
      articleCalls.showArticleDetail,
      { articleId: id },
      { token: b.token },
    );
    expect(detailB.res.statusCode).toBe(404);
    expect(detailB.body.meta.code).toBe(4004);
    const favB = await t.call(
      articleCalls.saveFavoriteArticle,
      { articleIds: [id] },
      { token: b.token },
    );
    expect(favB.body.meta.code).toBe(4004);
    const window = {
      timeRange: 'custom',
      startTime: t.clock.now() - 86_400_000,
      endTime: t.clock.now(),
    };
    const searchB = await data<{ total: number }>(
      t,
      dataCenterCalls.cloudSearchArticle,
      { ...window, keyword: '观澜集团' },
      b.token,
    );
    expect(searchB.total).toBe(0);
    const searchA = await data<{ total: number }>(
      t,
      dataCenterCalls.cloudSearchArticle,
      { ...window, keyword: '观澜集团' },
      a.token,
    );
    expect(searchA.total).toBe(1);
  });

  it('lets a platform key feed the shared pool, and an owned copy never blocks the shared one', async () => {
    const platformOrg = await makeOrg(t.db, { name: '平台' });
    const admin = await makeAccount(t.db, { orgId: platformOrg.id, userName: `pf_${engine}` });
    await t.db
      .updateTable('account')
      .set({ is_platform_admin: 1 })
      .where('id', '=', admin.id)
      .execute();
    const login = await t.call(loginCalls.ajaxLogin, {
      userName: admin.userName,
      password: admin.password,
    });
    const platformKey = await newKey((login.body.data as { accessToken: string }).accessToken);
    const ruleB = await machineRule(t, b.token, { ruleName: '共享线索', subjectWords: '澜湾大桥' });
    const story = {
      url: 'https://news.example.cn/bridge.html',
      title: '澜湾大桥出现裂缝',
      content: `澜湾大桥出现裂缝。${NEGATIVE}`,
      publishTime: t.clock.now() - 60_000,
    };
    // A saw it first through its own key; the platform copy of the same URL still arrives.
    expect((await ingest(keyA, [story])).results[0]?.status).toBe('accepted');
    const shared = await ingest(platformKey, [story]);
    expect(shared.results[0]?.status).toBe('accepted');
    const row = await t.db
      .selectFrom('article')
      .select('owner_org_id')
      .where('id', '=', shared.results[0]!.id!)
      .executeTakeFirstOrThrow();
    expect(row.owner_org_id).toBeNull();
    expect((await firings(t, b.token, ruleB)).total).toBe(1);
  });

  it('never lets one bad character sink a batch: NUL stripped and said, good lines kept', async () => {
    const nul = '\u0000';
    const lines = [
      {
        url: 'https://vendor.example.cn/nul-1.html',
        title: `标题${nul}一`,
        html: `<p>正文${nul}内容</p>`,
        siteName: `站点${nul}`,
        author: { name: `作者${nul}`, id: `id${nul}1` },
        coverUrl: `https://img.example.cn/c${nul}.jpg`,
        parentUrl: `https://vendor.example.cn/p${nul}.html`,
      },
      { url: 'https://vendor.example.cn/nul-2.html', title: '正常的第二行' },
    ];
    const { status, results } = await ingest(keyA, lines);
    expect(status).toBe(202);
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    expect(results[0]?.notes).toContain('已去除控制字符（如 NUL）');
    const stored = await t.db
      .selectFrom('article')
      .select(['title', 'html', 'site_name', 'author_name'])
      .where('id', '=', results[0]!.id!)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('标题一');
    expect(JSON.stringify(stored)).not.toContain('\\u0000');
  });

  it('reads ISO 8601 times with a zone, notes future times and foreign link schemes, and explains wrong types in Chinese', async () => {
    const now = t.clock.now();
    const { results } = await ingest(keyA, [
      {
        url: 'https://v.example.cn/t1.html',
        title: '时区时间',
        publishTime: '2026-11-01T16:30:00Z',
      },
      {
        url: 'https://v.example.cn/t2.html',
        title: '未来时间',
        publishTime: now + 5 * 86_400_000,
        coverUrl: 'javascript:alert(1)',
        parentUrl: 'file:///etc/passwd',
      },
      { url: 'https://v.example.cn/t3.html', title: 12345 },
      { url: 'https://v.example.cn/t4.html', title: '错时间', publishTime: '昨天下午' },
    ]);
    expect(results.map((r) => r.status)).toEqual(['accepted', 'accepted', 'rejected', 'rejected']);
    const first = await t.db
      .selectFrom('article')
      .select('publish_time')
      .where('id', '=', results[0]!.id!)
      .executeTakeFirstOrThrow();
    expect(Number(first.publish_time)).toBe(Date.UTC(2026, 10, 1, 16, 30));
    expect(results[1]?.notes).toEqual([
      'coverUrl 不是 http(s) 地址，已忽略',
      'parentUrl 不是 http(s) 地址，已忽略',
      'publishTime 晚于当前时间，已改为接收时间',
    ]);
    const second = await t.db
      .selectFrom('article')
      .select(['cover_url', 'parent_url', 'publish_time'])
      .where('id', '=', results[1]!.id!)
      .executeTakeFirstOrThrow();
    expect(second.cover_url).toBeNull();
    expect(second.parent_url).toBeNull();
    expect(Number(second.publish_time)).toBeLessThanOrEqual(now);
    expect(results[2]?.reason).toBe('第3行：title 应为字符串');
    expect(results[3]?.reason).toMatch(/^第4行：publishTime 格式不正确/);
  });

  it('refuses internal addresses for sources and webhooks, at saving and at fetching', async () => {
    const internal = await internalService();
    try {
      const source = await t.call(
        dataSourceCalls.saveSource,
        { name: '内网', kind: 'rss', url: `${internal.origin}/rss`, carrier: 'news' },
        { token: a.token },
      );
      expect(source.body.meta.code).toBe(4000);
      expect(source.body.meta.message).toContain('不允许访问内网、本机或保留地址');
      const hook = await t.call(
        warningCalls.saveWarningNotice,
        { noticeName: '内网机器人', webhookUrl: `${internal.origin}/hook` },
        { token: a.token },
      );
      expect(hook.body.meta.code).toBe(4000);
      expect(hook.body.meta.message).toContain('Webhook 地址不可用');

      // A source that slipped in (an old row, or a name re-pointed inward) is refused on fetch.
      const sourceId = await makeSource(t.db, {
        orgId: a.orgId,
        name: '旧的内网源',
        url: `${internal.origin}/rss`,
      });
      await t.ingest.queue.enqueue('source:collect', { sourceId });
      await t.ingest.runner.drain();
      const after = await t.db
        .selectFrom('source')
        .select('last_error')
        .where('id', '=', sourceId)
        .executeTakeFirstOrThrow();
      expect(after.last_error).toContain('不允许访问内网、本机或保留地址');
      expect(internal.hits()).toBe(0);
    } finally {
      await internal.close();
    }
  });

  it('answers errors with the status of their code family and security headers on every response', async () => {
    const bad = await t.call(
      articleCalls.showArticleDetail,
      { articleId: 'x' },
      { token: a.token },
    );
    expect(bad.res.statusCode).toBe(400);
    const none = await t.call(articleCalls.showArticleDetail, { articleId: 1 });
    expect(none.res.statusCode).toBe(200);
    expect(none.body.meta.code).toBe(3001);
    for (const res of [bad.res, none.res, await t.app.inject({ method: 'GET', url: '/healthz' })]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('does not believe X-Forwarded-For: the throttle holds and the audit log keeps the real address', async () => {
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, { orgId: org.id, userName: `xff_${engine}` });
    t.clock.advance(16 * 60_000);
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const { body } = await t.call(
        loginCalls.ajaxLogin,
        { userName: `${acc.userName}${i % 3 === 0 ? '' : i}`, password: 'wrong-guess' },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
      codes.push(body.meta.code);
    }
    expect(codes.at(-1)).toBe(4029);
    const ips = await t.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', 'in', ['login_failed', 'login_throttled'])
      .where('created_at', '>=', t.clock.now() - 60_000)
      .execute();
    expect(new Set(ips.map((r) => r.ip))).toEqual(new Set(['127.0.0.1']));
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'login_throttled')
        .execute(),
    ).not.toHaveLength(0);
    t.clock.advance(16 * 60_000);
  });

  it('throttles and audits the public user-name checks', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const { body } = await t.call(registerCalls.getByUserNameYE, { userName: `probe${i}` });
      codes.push(body.meta.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([4029, 4029]);
    const ue = await t.call(registerCalls.checkUserLoginUE, { userName: 'probe-ue' });
    expect(ue.body.meta.code).toBe(4029);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'ip'])
      .where('action', 'in', ['name_check', 'name_check_throttled'])
      .execute();
    expect(rows.filter((r) => r.action === 'name_check')).toHaveLength(20);
    expect(rows.filter((r) => r.action === 'name_check_throttled').length).toBe(3);
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
    t.clock.advance(11 * 60_000);
  });
});

describe('behind a configured proxy, with HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      config: { trustProxy: ['127.0.0.1'], secureCookies: true },
    });
  });
  afterAll(() => t.close());

  it('takes the client address from the named proxy and marks cookies Secure with HSTS', async () => {
    const org = await makeOrg(t.db);
    const acc = await makeAccount(t.db, { orgId: org.id, userName: 'proxied' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/login/ajaxLogin?userName=${acc.userName}&password=${encodeURIComponent(acc.password)}`,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.json<{ meta: { code: number } }>().meta.code).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/AUTHENTICATE_TOKEN=[^;]+;.*Secure/);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('ip')
      .where('user_name', '=', 'proxied')
      .executeTakeFirstOrThrow();
    expect(audit.ip).toBe('203.0.113.7');
  });
});
