import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { HotListCollector, HOT_LIST_KIND } from './hot-list-collector.js';
import { HOT_LIST_FEEDS } from './hot-list-parsers.js';

const WEIBO = JSON.stringify({
  data: {
    realtime: [
      { word: '甲事件', num: 1200 },
      { word: '乙事件', num: 800 },
    ],
  },
});

describe.each(ENGINES)('hot-list collectors (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t.close());

  const sources = () =>
    t.db.selectFrom('source').selectAll().where('kind', '=', HOT_LIST_KIND).orderBy('id').execute();

  it('adds one source per platform and backs off visibly while offline', async () => {
    const offline = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
    const c = new HotListCollector(t.db, t.clock, { warn: () => undefined }, offline);
    await c.seed(t.clock.now() - 60_000);
    await c.seed(t.clock.now());
    expect((await sources()).map((s) => s.name)).toEqual(HOT_LIST_FEEDS.map((f) => f.name));
    expect(await c.runDue()).toEqual({ ok: 0, failed: HOT_LIST_FEEDS.length });
    const [weibo] = await sources();
    expect(weibo!.last_error).toContain('网络错误');
    expect(weibo!.consecutive_errors).toBe(1);
    expect(Number(weibo!.next_run_at)).toBe(t.clock.now() + 600_000);
    t.clock.advance(600_000);
    await c.runDue();
    const [again] = await sources();
    // The second failure in a row doubles the wait.
    expect(Number(again!.next_run_at)).toBe(t.clock.now() + 1_200_000);
  });

  it('stores a snapshot when a platform answers', async () => {
    const online = ((url: string) =>
      Promise.resolve(
        url.includes('weibo')
          ? new Response(WEIBO, { headers: { 'content-type': 'application/json' } })
          : new Response('{}', { headers: { 'content-type': 'application/json' } }),
      )) as unknown as typeof fetch;
    const c = new HotListCollector(t.db, t.clock, { warn: () => undefined }, online);
    t.clock.advance(6 * 3_600_000);
    expect(await c.runDue()).toEqual({ ok: 1, failed: HOT_LIST_FEEDS.length - 1 });
    const items = await t.db
      .selectFrom('hot_list_item')
      .select(['rank', 'title', 'heat'])
      .orderBy('rank')
      .execute();
    expect(items.map((i) => [i.rank, i.title, Number(i.heat)])).toEqual([
      [1, '甲事件', 1200],
      [2, '乙事件', 800],
    ]);
    const [weibo, baidu] = await sources();
    expect([weibo!.consecutive_errors, weibo!.last_success_at]).toEqual([0, t.clock.now()]);
    expect(baidu!.last_error).toContain('热榜为空');
  });
});
