import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helpers/test-db.js';
import { insertStoredHits } from '../ingest/persist/hit-facts.js';
import { removeRuleHits } from '../ingest/persist/org-hits.js';
import { ArticleRepo } from '../modules/article/article.repo.js';
import { analysisSuite, everyAnalysis, listKey } from './analysis-suite.fixture.js';
import { isHitScope } from './scope-facts.js';
import type { ArticleScope } from './scope.js';
import type { Table } from './table.js';
import { D0 } from './test-corpus.fixture.js';

/**
 * 全部专题 (every special of the organisation) reads the organisation's any-hit rows (org_hit:
 * one per article, with the facts its hits carry); the same rules without the marker take the
 * article path (article LEFT JOIN the organisation's judgements). Both must answer alike through
 * 修改情感, 与我无关 and a rule's hits cleared and written again (back-fill), and follow them.
 */
describe.each(ENGINES)('all-topics analyses on the any-hit rows (%s)', (engine) => {
  const s = analysisSuite(engine);

  const allTopics = (extra: Partial<ArticleScope> = {}) =>
    s.scopeA({ ruleIds: [s.c.rules.A1, s.c.rules.A2], allOfKind: 'special', ...extra });

  /** Every analysis and list over 全部专题 on both paths; they must agree. */
  async function both(extra: Partial<ArticleScope> = {}) {
    const anyHits = await everyAnalysis(s.adb, allTopics(extra));
    const articles = await everyAnalysis(s.adb, { ...allTopics(extra), allOfKind: undefined });
    expect(anyHits).toEqual(articles);
    return anyHits;
  }

  const newest = (t: Record<string, Table>) => t[listKey(0)]!;
  const ids = (t: Record<string, Table>) => newest(t).rows.map((r) => Number(r.id));
  const sentimentOf = (t: Record<string, Table>, id: number) =>
    newest(t).rows.find((r) => r.id === id)?.sentiment;
  const dist = (t: Record<string, Table>) => t.motionDistribution!.rows.map((r) => r.count);
  const site = (t: Record<string, Table>, name: string) =>
    t.mediaLeaders!.rows.find((r) => r.siteName === name);

  it('takes the any-hit rows only for every rule of a kind, several rules at once', () => {
    expect(isHitScope(allTopics())).toBe(true);
    expect(isHitScope({ ...allTopics(), allOfKind: undefined })).toBe(false);
    expect(isHitScope(allTopics({ keyword: '医院' }))).toBe(false);
  });

  it('answers like the article path and follows 修改情感, 与我无关 and a back-fill', async () => {
    const { a1, a2, a3, a5, a6, a7, a8 } = s.c.ids;
    const before = await both();
    // a3 is hit by both specials and counts once; a6 was marked 与我无关 at seed.
    expect(ids(before).filter((id) => id === a3)).toHaveLength(1);
    expect(ids(before)).not.toContain(a6);

    // a5 (新华网, neutral, hit by A2 only) becomes negative; a3 (both specials) is 与我无关.
    const repo = new ArticleRepo(s.t.db);
    await repo.judge(s.c.orgA, [a5], 'negative', D0);
    await repo.judge(s.c.orgA, [a3], 'irrelevant', D0);
    const after = await both();
    const [pos, neu, neg] = dist(before) as number[];
    expect(dist(after)).toEqual([pos, neu! - 1, neg]);
    expect(ids(after)).not.toContain(a3);
    expect(sentimentOf(after, a5)).toBe('negative');
    expect(site(after, '新华网')!.negative).toBe(Number(site(before, '新华网')!.negative) + 1);
    // The single special follows the same judgements (its own hit facts).
    const single = await everyAnalysis(s.adb, s.scopeA({ ruleIds: [s.c.rules.A2] }));
    expect(ids(single)).not.toContain(a3);
    expect(sentimentOf(single, a5)).toBe('negative');

    // Undoing 与我无关 with a sentiment brings a3 back once, with that sentiment.
    await repo.judge(s.c.orgA, [a3], 'positive', D0);
    const back = await both();
    expect(ids(back).filter((id) => id === a3)).toHaveLength(1);
    expect(sentimentOf(back, a3)).toBe('positive');
    // The call's own filters, on both paths.
    await both({ sentiments: ['negative'] });
    await both({ sentiments: ['irrelevant'] });
    await both({ carriers: ['news', 'microBlog'] });
    // A hot topic's clusters among the hits (热点话题 over 本单位): a1's cluster holds a2 and a7.
    const topic = await both({ clusterIds: [a1] });
    expect(ids(topic).sort()).toEqual([a1, a2, a7].sort());
    // An article stored without a cluster is its own: a5 found by its id on both paths.
    await s.t.db.updateTable('article').set({ cluster_id: null }).where('id', '=', a5).execute();
    expect(ids(await both({ clusterIds: [a5, a1] })).sort()).toEqual([a1, a2, a5, a7].sort());
    await s.t.db.updateTable('article').set({ cluster_id: a5 }).where('id', '=', a5).execute();

    // A2's hits cleared (a rule edited, before its back-fill): a3 stays (A1 hits it), a5 and
    // a8 (A2 only) leave; written again, they return with the organisation's judgement.
    await removeRuleHits(s.t.db, s.c.orgA, s.c.rules.A2);
    const cleared = await both();
    expect(ids(cleared)).toContain(a3);
    expect(ids(cleared)).not.toContain(a5);
    expect(ids(cleared)).not.toContain(a8);
    await insertStoredHits(s.t.db, { ruleId: s.c.rules.A2, orgId: s.c.orgA }, [a3, a5, a6, a8]);
    const refilled = await both();
    expect(refilled).toEqual(back);
    expect(sentimentOf(refilled, a5)).toBe('negative');
  });
});
