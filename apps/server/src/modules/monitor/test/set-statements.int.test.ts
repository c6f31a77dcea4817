import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abroadCalls, filterBoxCalls, shortVideoCalls, specialCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { createTestApp } from '../../../../test/helpers/test-app.js';
import type { TestApp } from '../../../../test/helpers/test-app.js';
import { ENGINES } from '../../../../test/helpers/test-db.js';
import { seedMonitorCorpus } from './monitor-corpus.fixture.js';

interface Page {
  list: { title: string; siteName: string }[];
  total: number;
}

/**
 * Statements per HTTP call of a set's analysis (issue 18): on PostgreSQL each is a round trip
 * with its own parse and plan, so the session, the set with the filter boxes, then the
 * analysis — a look-up more fails here.
 */
describe.each(ENGINES)('statements per set analysis call (%s)', (engine) => {
  let t: TestApp;
  let a: Awaited<ReturnType<TestApp['loginAs']>>;
  let b: Awaited<ReturnType<TestApp['loginAs']>>;
  let seen: string[] = [];
  const ids: Record<string, number> = {};

  const call = <T>(def: CallDef, input: Record<string, unknown>, token = a.token) =>
    t.call<T>(def, input, { token });
  /** The call's answer and the statements it ran. */
  const counted = async <T>(def: CallDef, input: Record<string, unknown>) => {
    seen = [];
    const r = await call<T>(def, input);
    const statements = seen;
    seen = [];
    expect(r.body.meta).toMatchObject({ code: 200 });
    return { data: r.body.data, statements };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { log: (e) => seen.push(e.query.sql) });
    a = await t.loginAs();
    b = await t.loginAs();
    await seedMonitorCorpus(t);
    const g = await call<{ groupId: number }>(abroadCalls.saveAbroadGroup, { groupName: '经贸' });
    const s = await call<{ setId: number }>(abroadCalls.saveAbroadSet, {
      groupId: g.body.data.groupId,
      setName: '贸易',
      subjectWords: 'trade 貿易',
    });
    ids.abroad = s.body.data.setId;
    const vg = await call<{ groupId: number }>(shortVideoCalls.saveShortVideoGroup, {
      groupName: '视频',
    });
    const v = await call<{ setId: number }>(shortVideoCalls.saveShortVideoSet, {
      groupId: vg.body.data.groupId,
      setName: '贸易',
      subjectWords: '贸易',
    });
    ids.video = v.body.data.setId;
    const col = await call<{ groupId: number }>(specialCalls.saveColumn, { columnName: '经贸' });
    const sp = await call<{ specialId: number }>(specialCalls.saveColumnSpecial, {
      groupId: col.body.data.groupId,
      specialName: '贸易',
      ruleMode: 'simple',
      subjectWords: '贸易',
    });
    ids.special = sp.body.data.specialId;
    await t.ingest.runner.drain();
  }, 120_000);
  afterAll(() => t.close());

  it('a list reads the session, the set with its filter boxes, then its page and counts', async () => {
    const { data, statements } = await counted<Page>(abroadCalls.findAbroadArticle, {
      setId: ids.abroad,
    });
    expect(data.list.map((x) => x.siteName)).toEqual(['US Daily', 'Tokyo Shimbun']);
    expect(data.total).toBe(2);
    // PostgreSQL: page ids, then the rows beside one statement counting total and clusters;
    // SQLite: page ids and total, rows, cluster sizes (each microseconds in process).
    expect(statements).toHaveLength(engine === 'postgres' ? 5 : 6);
    expect(statements.filter((q) => q.includes('filter_box'))).toHaveLength(1);
  });

  it('statistics read the session, the set with its filter boxes, then one analysis', async () => {
    for (const [def, setId] of [
      [abroadCalls.findAbroadCarrierDataStatistics, ids.abroad],
      [shortVideoCalls.findShortVideoCarrierDataStatistics, ids.video],
    ] as const) {
      const { statements } = await counted(def, { setId });
      expect(statements).toHaveLength(3);
    }
    // A special, and 全部专题 (every special's rule with the filter boxes, one statement too).
    for (const input of [{ specialId: ids.special }, {}]) {
      const { statements } = await counted(specialCalls.findSpecialCarrierDataStatistics, input);
      expect(statements).toHaveLength(3);
    }
  });

  it('the folded look-up keeps filter boxes, 全部 and organisation isolation', async () => {
    const box = await call(filterBoxCalls.saveFilterBox, {
      filterType: 'site',
      content: 'Tokyo Shimbun',
    });
    expect(box.body.meta.code).toBe(200);
    const one = await counted<Page>(abroadCalls.findAbroadArticle, { setId: ids.abroad });
    expect(one.data.list.map((x) => x.siteName)).toEqual(['US Daily']);
    expect(one.data.total).toBe(1);
    // A special's own filter box narrows that special, not 全部专题 (the organisation's boxes).
    const list = (input: Record<string, unknown>) =>
      counted<Page>(specialCalls.findSpecialArticleSingleOrAll, input);
    const before = (await list({ specialId: ids.special })).data.list.map((x) => x.siteName);
    expect(before.length).toBeGreaterThan(1);
    const own = await call(filterBoxCalls.saveFilterBox, {
      filterType: 'site',
      content: before[0],
      specialId: ids.special,
    });
    expect(own.body.meta.code).toBe(200);
    const single = (await list({ specialId: ids.special })).data.list.map((x) => x.siteName);
    expect(single).toEqual(before.filter((x) => x !== before[0]));
    const all = (await list({})).data.list.map((x) => x.siteName);
    expect(all).toEqual(before);
    // Another organisation's set is not found, and its filter boxes never reach ours.
    const other = await call(abroadCalls.findAbroadArticle, { setId: ids.abroad }, b.token);
    expect(other.body.meta.message).toBe('境外监测方案不存在或已被删除');
    const empty = await call<Page>(specialCalls.findSpecialArticleSingleOrAll, {}, b.token);
    expect(empty.body.data.total).toBe(0);
  });
});
