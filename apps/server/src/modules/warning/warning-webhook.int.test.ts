import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import {
  NEGATIVE,
  article,
  firings,
  ingestAndNotify,
  machineRule,
  notice,
} from './warning.fixture.js';
import type { DeliveryItem, Login } from './warning.fixture.js';

interface Received {
  path: string;
  delivery: string;
  body: Record<string, unknown>;
  answered: number;
}

/** What each receiver path answers, by how many requests it has seen so far. */
const ANSWERS: Record<string, (n: number) => [number, unknown]> = {
  '/generic': () => [200, { ok: true }],
  '/wecom': () => [200, { errcode: 0, errmsg: 'ok' }],
  '/dingtalk': () => [200, { errcode: 0, errmsg: 'ok' }],
  '/feishu': () => [200, { code: 0, msg: 'success' }],
  // Fails twice (HTTP 500, then a robot error inside HTTP 200), then recovers.
  '/flaky': (n) =>
    n === 1
      ? [500, { message: 'busy' }]
      : n === 2
        ? [200, { errcode: 310000, errmsg: 'sign not match' }]
        : [200, { errcode: 0, errmsg: 'ok' }],
  '/down': () => [500, { message: 'down' }],
};

/**
 * Robot webhooks against a real local receiver: the generic JSON, 企业微信 (split to 4096
 * bytes), 钉钉 and 飞书 formats, retries with back-off, and the push log's account of them.
 */
describe.each(ENGINES)('warning webhooks (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let server: http.Server;
  let base = '';
  const received: Received[] = [];
  const seen = new Map<string, number>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        const n = (seen.get(path) ?? 0) + 1;
        seen.set(path, n);
        const [status, answer] = (ANSWERS[path] ?? (() => [404, {}]))(n);
        received.push({
          path,
          delivery: String(req.headers['x-guanlan-delivery'] ?? ''),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          answered: status,
        });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The robot receivers listen on 127.0.0.1: allowed explicitly.
    t = await createTestApp(engine, {
      appBaseUrl: 'https://yuqing.example.cn',
      outboundAllow: ['127.0.0.1'],
    });
    a = await t.loginAs();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const bodies = (path: string) => received.filter((r) => r.path === path).map((r) => r.body);

  it('pushes one volume firing of 20 long-titled articles to every robot in its format', async () => {
    const robot = (name: string, path: string, webhookType: string) =>
      notice(t, a.token, { noticeName: name, webhookUrl: `${base}${path}`, webhookType });
    const noticeIds = [
      await robot('通用接口', '/generic', 'generic'),
      await robot('企业微信群', '/wecom', 'wecom'),
      await robot('钉钉群', '/dingtalk', 'dingtalk'),
      await robot('飞书群', '/feishu', 'feishu'),
      await robot('时好时坏', '/flaky', 'dingtalk'),
      await robot('一直失败', '/down', 'generic'),
      await notice(t, a.token, { noticeName: '邮箱', email: 'ops@example.cn' }),
    ];
    const ruleId = await machineRule(t, a.token, {
      ruleName: '暴雨汛情',
      subjectWords: '暴雨',
      volumeCount: 20,
      volumeMinutes: 60,
      noticeIds,
      noticeWays: ['site', 'webhook', 'email'],
    });
    const titles = Array.from(
      { length: 20 },
      (_, i) =>
        `第${i + 1}号暴雨预警信号发布后城区多条道路严重积水交通中断，市民出行受阻，相关部门已紧急组织力量排涝抢险，请广大市民注意安全`,
    );
    await ingestAndNotify(
      t,
      titles.map((title, i) =>
        article(t, title, `${NEGATIVE}编号${i}。`, {
          url: `https://news.example.cn/rain-${i}.html`,
        }),
      ),
    );

    const generic = bodies('/generic');
    expect(generic).toHaveLength(1);
    expect(generic[0]).toMatchObject({
      event: 'warning',
      level: 'red',
      levelName: '红色预警',
      ruleName: '暴雨汛情',
      reason: '60 分钟内出现 20 篇符合条件的信息（阈值 20 篇）',
    });
    const items = generic[0]!.articles as { title: string; url: string; detailUrl: string }[];
    expect(items).toHaveLength(20);
    expect(items.map((i) => i.title).sort()).toEqual([...titles].sort());
    expect(items[0]!.detailUrl).toMatch(
      /^https:\/\/yuqing\.example\.cn\/articleDetails\?articleId=\d+/,
    );

    const wecom = bodies('/wecom') as { msgtype: string; markdown: { content: string } }[];
    expect(wecom.length).toBeGreaterThanOrEqual(2);
    for (const [i, w] of wecom.entries()) {
      expect(w.msgtype).toBe('markdown');
      expect(Buffer.byteLength(w.markdown.content, 'utf8')).toBeLessThanOrEqual(4096);
      if (i > 0) {
        expect(w.markdown.content.startsWith(`（续 ${i + 1}/${wecom.length}）`)).toBe(true);
      }
    }
    const allWecom = wecom.map((w) => w.markdown.content).join('\n');
    expect(allWecom).toContain('### 【红色预警】暴雨汛情');
    for (const title of titles) {
      expect(allWecom).toContain(title);
    }
    const chunks = received.filter((r) => r.path === '/wecom').map((r) => r.delivery);
    expect(chunks.map((d) => d.split('-')[1])).toEqual(wecom.map((_, i) => String(i + 1)));
    expect(new Set(chunks.map((d) => d.split('-')[0])).size).toBe(1);

    const ding = bodies('/dingtalk') as {
      msgtype: string;
      markdown: { title: string; text: string };
    }[];
    expect(ding).toHaveLength(1);
    expect(ding[0]!.msgtype).toBe('markdown');
    expect(ding[0]!.markdown.title.startsWith('【红色预警】暴雨汛情：')).toBe(true);
    expect(ding[0]!.markdown.text).toContain('https://news.example.cn/rain-0.html');

    const feishu = bodies('/feishu') as { msg_type: string; content: { text: string } }[];
    expect(feishu).toHaveLength(1);
    expect(feishu[0]!.msg_type).toBe('text');
    expect(feishu[0]!.content.text.startsWith('【观澜舆情 红色预警】暴雨汛情')).toBe(true);

    const deliveriesBy = async () => {
      const log = await firings(t, a.token, ruleId);
      expect(log.total).toBe(1);
      return new Map(log.list[0]!.deliveries.map((d) => [d.noticeName ?? d.channel, d]));
    };
    const pick = (d: DeliveryItem | undefined) => d && [d.statusName, d.attempts, d.detail];
    let log = await deliveriesBy();
    expect(pick(log.get('企业微信群'))).toEqual(['已发送', 1, null]);
    expect(pick(log.get('时好时坏'))).toEqual(['待发送', 1, 'Webhook 返回 HTTP 500']);
    expect(pick(log.get('一直失败'))).toEqual(['待发送', 1, 'Webhook 返回 HTTP 500']);
    // No SMTP configured: e-mail cannot succeed by retrying, so it fails at once.
    expect(pick(log.get('邮箱'))).toEqual([
      '发送失败',
      1,
      '未配置邮件服务（SMTP_URL），无法发送预警邮件',
    ]);
    expect(log.get('site')?.target).toBe('本单位全部账号');
    expect(log.get('企业微信群')?.target).toBe(`${base}/wecom`);

    // Back-off 2 s: the second try meets a robot error; 4 s later the third succeeds.
    t.clock.advance(2_000);
    await t.notify.runner.drain();
    log = await deliveriesBy();
    expect(pick(log.get('时好时坏'))).toEqual(['待发送', 2, '钉钉返回错误：sign not match']);
    t.clock.advance(4_000);
    await t.notify.runner.drain();
    log = await deliveriesBy();
    expect(pick(log.get('时好时坏'))).toEqual(['已发送', 3, null]);
    const flaky = received.filter((r) => r.path === '/flaky');
    expect(flaky.map((r) => r.answered)).toEqual([500, 200, 200]);
    expect(new Set(flaky.map((r) => r.delivery)).size).toBe(1);

    // The permanently failing one tries 6 times in all (back-off 2, 4, 8, 16, 32 s).
    for (const wait of [8_000, 16_000, 32_000]) {
      t.clock.advance(wait);
      await t.notify.runner.drain();
    }
    log = await deliveriesBy();
    expect(pick(log.get('一直失败'))).toEqual(['发送失败', 6, 'Webhook 返回 HTTP 500']);
    expect(received.filter((r) => r.path === '/down')).toHaveLength(6);
    t.clock.advance(3_600_000);
    await t.notify.runner.drain();
    expect(received.filter((r) => r.path === '/down')).toHaveLength(6);
    expect(received.filter((r) => r.path === '/generic')).toHaveLength(1);
  });
});
