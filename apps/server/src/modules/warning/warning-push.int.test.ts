import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { EVALUATE_JOB, evaluateWarningsHandler } from '../../notify/evaluate-warnings.job.js';
import { PgPushBus } from '../../notify/push/push-bus.js';
import { DELIVER_JOB } from '../../notify/warning-firer.js';
import { JobRunner } from '../../platform/jobs/job-runner.js';
import { NEGATIVE, article, ingestAndNotify, machineRule, notice } from './warning.fixture.js';
import type { Login } from './warning.fixture.js';

/** A connected socket and everything it has received so far. */
interface Client {
  ws: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<number>;
}

function connect(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  const messages: Record<string, unknown>[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString()) as Record<string, unknown>;
      messages.push(msg);
      if (msg.type === 'ready') {
        resolve({ ws, messages, closed });
      }
    });
    ws.on('error', reject);
    void closed.then(() => resolve({ ws, messages, closed }));
  });
}

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) {
      throw new Error('timed out waiting');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Live pushes reach only the warning's organisation over a real websocket, and a firing's
 * deliveries are durable jobs from the moment it is stored: replays send nothing twice.
 */
describe.each(ENGINES)('warning push and durability (%s)', (engine) => {
  let t: TestApp;
  let a: Login;
  let b: Login;
  let wsBase = '';

  beforeAll(async () => {
    // The robots and the webhook receiver listen on 127.0.0.1: allowed explicitly.
    t = await createTestApp(engine, { outboundAllow: ['127.0.0.1'] });
    a = await t.loginAs();
    b = await t.loginAs();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  }, 120_000);
  afterAll(() => t.close());

  it('pushes a warning to its organisation’s sockets only, and closes a bad token with 4401', async () => {
    const sa = await connect(`${wsBase}?token=${encodeURIComponent(a.token)}`);
    const sb = await connect(`${wsBase}?token=${encodeURIComponent(b.token)}`);
    if (t.notify.bus instanceof PgPushBus) {
      await t.notify.bus.listen();
    }
    await machineRule(t, a.token, {
      ruleName: '危化品',
      subjectWords: '危化品',
      warningLevel: 'orange',
    });
    const [id] = await ingestAndNotify(t, [article(t, '危化品运输车侧翻致道路封闭', NEGATIVE)]);
    await waitFor(() => sa.messages.some((m) => m.type === 'warning'));
    expect(sa.messages.find((m) => m.type === 'warning')).toMatchObject({
      type: 'warning',
      level: 'orange',
      levelName: '橙色预警',
      ruleName: '危化品',
      title: '危化品运输车侧翻致道路封闭',
      articleId: id,
    });
    // B's socket is connected and hears nothing of A's warning.
    await new Promise((r) => setTimeout(r, 300));
    expect(sb.messages.map((m) => m.type)).toEqual(['ready']);

    const bad = await connect(`${wsBase}?token=not-a-real-token`);
    expect(await bad.closed).toBe(4401);
    expect(bad.messages).toEqual([]);
    sa.ws.close();
    sb.ws.close();
  });

  it('records in-app with the firing, queues external deliveries as jobs; draining twice sends once', async () => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        hits.push(String(req.headers['x-guanlan-delivery']));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const robot = await notice(t, b.token, { noticeName: '值班机器人', webhookUrl: url });
    await machineRule(t, b.token, {
      ruleName: '停电',
      subjectWords: '停电',
      noticeIds: [robot],
      noticeWays: ['site', 'webhook'],
    });

    await t.ingest.pipeline.ingest([article(t, '城北大面积停电居民生活受影响', NEGATIVE)]);
    const jobs = (kind: string) =>
      t.db.selectFrom('job').select(['payload', 'status']).where('kind', '=', kind).execute();
    const queued = (await jobs(EVALUATE_JOB)).filter((j) => j.status === 'queued');
    expect(queued).toHaveLength(1);

    // Evaluate only: the firing commits with one delivery row per recipient; the in-app one is
    // recorded right there (message-centre row), the webhook one waits as a queued job.
    const evaluator = new JobRunner(t.ingest.queue, t.app.log);
    evaluator.register(
      EVALUATE_JOB,
      evaluateWarningsHandler({ db: t.db, book: t.notify.book, firer: t.notify.firer }),
    );
    expect(await evaluator.drain()).toBe(1);
    const deliveries = await t.db
      .selectFrom('warning_delivery')
      .select(['id', 'channel', 'status'])
      .where('org_id', '=', b.orgId)
      .orderBy('id')
      .execute();
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['site', 'sent'],
      ['webhook', 'pending'],
    ]);
    const deliverJobs = (await jobs(DELIVER_JOB)).filter((j) => j.status === 'queued');
    expect(
      deliverJobs.map((j) => (JSON.parse(j.payload) as { deliveryId: number }).deliveryId),
    ).toEqual([Number(deliveries[1]!.id)]);
    expect(hits).toEqual([]);
    const inApp = () =>
      t.db.selectFrom('message').select('account_id').where('org_id', '=', b.orgId).execute();
    expect(await inApp()).toEqual([{ account_id: b.accountId }]);

    await t.notify.runner.drain();
    await t.notify.runner.drain();
    // A replayed delivery job (at-least-once) finds its delivery sent and sends nothing.
    for (const d of deliveries) {
      await t.ingest.queue.insert(t.db, DELIVER_JOB, { deliveryId: Number(d.id) });
    }
    await t.notify.runner.drain();
    expect(hits).toEqual([`${deliveries[1]!.id}-1`]);
    expect(await inApp()).toEqual([{ account_id: b.accountId }]);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
