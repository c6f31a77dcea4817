import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helpers/test-db.js';
import { ArticleRepo } from '../modules/article/article.repo.js';
import { LISTS, analysisSuite, everyAnalysis } from './analysis-suite.fixture.js';
import { D0 } from './test-corpus.fixture.js';
import type { ArticleScope } from './scope.js';
import type { Table } from './table.js';

/**
 * A special's analyses read its stored hits, which carry the organisation's effective sentiment
 * (hit facts); the same scope spelled with the rule twice takes the article path (article LEFT
 * JOIN the organisation's judgements). Both must answer alike before and after 修改情感 and
 * 与我无关, and follow the judgement.
 */
describe.each(ENGINES)('organisation judgements in every analysis (%s)', (engine) => {
  const s = analysisSuite(engine);
  const everything = (scope: ArticleScope) => everyAnalysis(s.adb, scope);

  /** Both paths of the special A1 over the suite's window; they must agree. */
  async function both(extra: Partial<ArticleScope> = {}) {
    const rule = s.c.rules.A1;
    const hits = await everything(s.scopeA({ ruleIds: [rule], ...extra }));
    const articles = await everything(s.scopeA({ ruleIds: [rule, rule], ...extra }));
    expect(hits).toEqual(articles);
    return hits;
  }

  const row = (t: Table, key: string, value: string) => t.rows.find((r) => r[key] === value)!;
  const listIds = (t: Table) => t.rows.map((r) => Number(r.id));

  it('answers the same on the hit path and the article path, and follows 修改情感 and 与我无关', async () => {
    const before = await both();
    const { a1, a2, a3 } = s.c.ids;
    // A read mark alone (the dashboard's 已读) is no judgement: every analysis answers as before.
    await s.t.db
      .insertInto('org_article_state')
      .values({ org_id: s.c.orgA, article_id: a2, is_read: 1, is_deleted: 0, updated_at: D0 })
      .execute();
    expect(await both()).toEqual(before);
    // a1 (人民网, 张三, positive) becomes negative; a3 (新浪微博, 王五, 上海) is 与我无关.
    const repo = new ArticleRepo(s.t.db);
    await repo.judge(s.c.orgA, [a1], 'negative', D0);
    await repo.judge(s.c.orgA, [a3], 'irrelevant', D0);
    const after = await both();

    const dist = (t: Table) => t.rows.map((r) => r.count);
    const [pos, neu, neg] = dist(before.motionDistribution!) as number[];
    expect(dist(after.motionDistribution!)).toEqual([pos! - 1, neu, neg!]);
    const total = (t: Table) => row(t, 'carrier', 'total');
    expect(total(after.carrierStatistics!).total).toBe(
      Number(total(before.carrierStatistics!).total) - 1,
    );
    expect(total(after.carrierStatistics!).negative).toBe(
      total(before.carrierStatistics!).negative,
    );
    expect(row(after.mediaLeaders!, 'siteName', '人民网').negative).toBe(
      Number(row(before.mediaLeaders!, 'siteName', '人民网').negative) + 1,
    );
    expect(before.opinionLeaders!.rows.some((r) => r.author === '王五')).toBe(true);
    expect(after.opinionLeaders!.rows.some((r) => r.author === '王五')).toBe(false);
    expect(row(after.regionDistribution!, 'code', '310000').count).toBe(
      Number(row(before.regionDistribution!, 'code', '310000').count) - 1,
    );
    const counted = (t: Table) => t.rows.reduce((n, r) => n + Number(r.count), 0);
    expect(counted(after.countryDistribution!)).toBe(counted(before.countryDistribution!) - 1);
    // The language the hits carry: a3 (Chinese) leaves 中文.
    const language = (t: Table, name: string) => Number(row(t, 'name', name)?.count ?? 0);
    expect(language(after.languageDistribution!, '中文')).toBe(
      language(before.languageDistribution!, '中文') - 1,
    );
    const newest = after[`list ${JSON.stringify(LISTS[0])}`]!;
    expect(listIds(newest)).not.toContain(a3);
    expect(newest.rows.find((r) => r.id === a1)!.sentiment).toBe('negative');
    expect(after.trend!).not.toEqual(before.trend!);

    // Only this organisation's view changed: org B still sees a3, and a1 as its own override.
    const b = await everything({ ...s.scopeA({ orgId: s.c.orgB, ruleIds: [s.c.rules.B1] }) });
    expect(listIds(b[`list ${JSON.stringify(LISTS[0])}`]!)).toContain(a3);

    // Undoing 与我无关 with a sentiment brings the article back with that sentiment.
    await repo.judge(s.c.orgA, [a3], 'positive', D0);
    const back = await both();
    // a1 stays negative; a3 is back as positive.
    expect(dist(back.motionDistribution!)).toEqual([pos, neu, neg]);
    expect(listIds(back[`list ${JSON.stringify(LISTS[0])}`]!)).toContain(a3);
    expect(listIds(back[`list ${JSON.stringify(LISTS[0])}`]!)).toContain(a2);

    // The sentiment filter of a call follows too, on both paths.
    const negatives = await both({ sentiments: ['negative'] });
    expect(listIds(negatives[`list ${JSON.stringify(LISTS[0])}`]!)).toContain(a1);
    const deleted = await both({ sentiments: ['irrelevant'] });
    expect(listIds(deleted[`list ${JSON.stringify(LISTS[0])}`]!)).not.toContain(a3);
  });

  it('follows 修改情感 and 与我无关 over a hot topic’s clusters (the judgement looked up per article)', async () => {
    // Cluster a5 holds a5 (neutral) and a6 (positive), which org A marked 与我无关.
    const { a5, a6 } = s.c.ids;
    const topic = (orgId = s.c.orgA) => everything(s.scopeA({ orgId, clusterIds: [a5] }));
    const newest = (r: Record<string, Table>) => r[`list ${JSON.stringify(LISTS[0])}`]!;
    const sentiments = (t: Table) =>
      Object.fromEntries(t.rows.map((r) => [Number(r.id), String(r.sentiment)]));
    const before = await topic();
    expect(sentiments(newest(before))).toEqual({ [a5]: 'neutral' });
    // Org B judged neither: it sees both, as the model said.
    expect(sentiments(newest(await topic(s.c.orgB)))).toEqual({
      [a5]: 'neutral',
      [a6]: 'positive',
    });

    const repo = new ArticleRepo(s.t.db);
    await repo.judge(s.c.orgA, [a5], 'negative', D0);
    await repo.judge(s.c.orgA, [a6], 'positive', D0);
    const after = await topic();
    expect(sentiments(newest(after))).toEqual({ [a5]: 'negative', [a6]: 'positive' });
    const total = (t: Table) => row(t, 'carrier', 'total');
    expect(total(after.carrierStatistics!).total).toBe(
      Number(total(before.carrierStatistics!).total) + 1,
    );
    expect(total(after.carrierStatistics!).negative).toBe(1);
    expect(total(before.carrierStatistics!).negative).toBe(0);
    // Org B's view did not move.
    expect(sentiments(newest(await topic(s.c.orgB)))).toEqual({
      [a5]: 'neutral',
      [a6]: 'positive',
    });
  });
});
