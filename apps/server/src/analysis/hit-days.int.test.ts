import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@guanlan/shared';
import { ENGINES } from '../../test/helpers/test-db.js';
import { areaCountsOf, dayCountsOf, siteCountsOf } from '../../test/helpers/hit-days.js';
import { factsOfStored, insertStoredHits } from '../ingest/persist/hit-facts.js';
import { insertHits } from '../ingest/persist/hit-rows.js';
import { removeArticleHits, removeRuleHits } from '../ingest/persist/org-hits.js';
import { ArticleRepo } from '../modules/article/article.repo.js';
import { analysisSuite } from './analysis-suite.fixture.js';
import { hitCells } from './hit-cells.js';
import { mediaLeaders } from './media-leaders.js';
import { regionDistribution } from './region-distribution.js';
import type { ArticleScope } from './scope.js';
import { PROVINCE_BITS } from '../nlp/region-bits.js';
import { D0 } from './test-corpus.fixture.js';

/**
 * The per-rule day counts (rule_hit_day, PostgreSQL) are kept by a trigger on rule_hit, so every
 * writer of hits — the back-fill's inserts, the ingest's multi-row inserts, 修改情感 and 与我无关, the
 * removal of an article's or a rule's hits — leaves them equal to the hits grouped by day, rule,
 * carrier and sentiment; and a range's whole days are counted from them.
 */
describe.runIf(ENGINES.includes('postgres'))('per-rule day counts (postgres)', () => {
  const s = analysisSuite('postgres');

  /** Both tables equal to the hits; answers the day counts. */
  async function expectTrue() {
    const { stored, counted } = await dayCountsOf(s.t.db);
    expect(stored).toEqual(counted);
    const areas = await areaCountsOf(s.t.db);
    expect(areas.stored).toEqual(areas.counted);
    expect(areas.stored.length).toBeGreaterThan(0);
    const sites = await siteCountsOf(s.t.db);
    expect(sites.stored).toEqual(sites.counted);
    expect(sites.stored.length).toBeGreaterThan(0);
    return stored;
  }

  it('follow every write of the hits', async () => {
    const { A1, A2, B1 } = s.c.rules;
    const { a1, a2, a3, a5 } = s.c.ids;
    const seeded = await expectTrue();
    expect(seeded.length).toBeGreaterThan(3);
    // A hit already stored is skipped, and not counted twice.
    expect(await insertStoredHits(s.t.db, { ruleId: A1, orgId: s.c.orgA }, [a1, a2])).toBe(0);
    expect(await expectTrue()).toEqual(seeded);
    // The ingest's own insert.
    await s.t.db.transaction().execute(async (trx) => {
      const facts = await factsOfStored(trx, s.c.orgB, Object.values(s.c.ids));
      await insertHits(
        trx,
        [...facts.values()].map((f) => ({
          facts: f,
          hits: [{ ruleId: B1, orgId: s.c.orgB, kind: 'special' }],
        })),
      );
    });
    const ingested = await expectTrue();
    expect(ingested).not.toEqual(seeded);
    // Judgements rewrite the hits' sentiment; the counts move with them.
    const repo = new ArticleRepo(s.t.db);
    await repo.judge(s.c.orgA, [a1, a2], 'positive', 0);
    await repo.judge(s.c.orgA, [a3], 'irrelevant', 0);
    const judged = await expectTrue();
    expect(judged).not.toEqual(ingested);
    await repo.judge(s.c.orgA, [a1], 'negative', 0);
    await expectTrue();
    // An article's hits, then a rule's, go.
    await removeArticleHits(s.t.db, [a5]);
    await expectTrue();
    await removeRuleHits(s.t.db, s.c.orgA, A2);
    const left = await expectTrue();
    expect(left.some((d) => d.rule_id === A2)).toBe(false);
    expect(left.some((d) => d.rule_id === A1)).toBe(true);
  });

  it('count a range’s whole days, and its part days from the hits', async () => {
    const rule = s.c.rules.A1;
    const day = Math.floor((D0 + 8 * 3600_000) / DAY_MS);
    const dayStart = day * DAY_MS - 8 * 3600_000;
    const scope = (startTime: number, endTime: number) =>
      s.scopeA({ ruleIds: [rule], startTime, endTime });
    const total = async (startTime: number, endTime: number) =>
      (await hitCells(s.adb, scope(startTime, endTime), 'range')).reduce((n, c) => n + c.n, 0);
    const whole = await total(dayStart, dayStart + 2 * DAY_MS - 1);
    const parts = await total(dayStart + 1, dayStart + 2 * DAY_MS - 2);
    expect(whole).toBeGreaterThan(0);
    // One more stored hit on a whole day shows in the range that covers the day whole, and not
    // in the one that cuts it (that one seeks the hits).
    const row = await s.t.db
      .selectFrom('rule_hit_day')
      .selectAll()
      .where('rule_id', '=', rule)
      .where('day', '>=', day)
      .where('day', '<=', day + 1)
      .where('sentiment', '<>', 'irrelevant')
      .executeTakeFirstOrThrow();
    const bump = (by: number) =>
      s.t.db
        .updateTable('rule_hit_day')
        .set({ n: Number(row.n) + by })
        .where('day', '=', row.day)
        .where('rule_id', '=', rule)
        .where('carrier', '=', row.carrier)
        .where('sentiment', '=', row.sentiment)
        .execute();
    await bump(1);
    try {
      expect(await total(dayStart, dayStart + 2 * DAY_MS - 1)).toBe(whole + 1);
      expect(await total(dayStart + 1, dayStart + 2 * DAY_MS - 2)).toBe(parts);
    } finally {
      await bump(0);
    }
  });

  it('draw the region map’s whole days from the per-area counts', async () => {
    const rule = s.c.rules.A1;
    const start = s.scopeA().startTime;
    const end = s.scopeA().endTime;
    const area = await s.t.db
      .selectFrom('rule_hit_region_day')
      .selectAll()
      .where('rule_id', '=', rule)
      .where('map', '=', 'province')
      .where('sentiment', '<>', 'irrelevant')
      .orderBy('day')
      .executeTakeFirstOrThrow();
    const dayStart = Number(area.day) * DAY_MS - 8 * 3600_000;
    const scope = { ruleIds: [rule], startTime: Math.min(start, dayStart), endTime: end };
    const count = async (extra: Partial<ArticleScope>) => {
      const t = await regionDistribution(s.adb, s.scopeA({ ...scope, ...extra }));
      return Number(t.rows.find((r) => r.code === PROVINCE_BITS[Number(area.bit)])!.count);
    };
    const before = await count({});
    const cut = await count({ startTime: dayStart + 1 });
    expect(before).toBeGreaterThan(0);
    const set = (n: number) =>
      s.t.db
        .updateTable('rule_hit_region_day')
        .set({ n })
        .where('day', '=', area.day)
        .where('rule_id', '=', rule)
        .where('map', '=', 'province')
        .where('carrier', '=', area.carrier)
        .where('sentiment', '=', area.sentiment)
        .where('bit', '=', area.bit)
        .execute();
    await set(Number(area.n) + 5);
    try {
      expect(await count({})).toBe(before + 5);
      // A range that cuts the day counts that day from its hits.
      expect(await count({ startTime: dayStart + 1 })).toBe(cut);
    } finally {
      await set(Number(area.n));
    }
  });

  it('rank the media by the per-site counts of whole days', async () => {
    const rule = s.c.rules.A1;
    const start = s.scopeA().startTime;
    const end = s.scopeA().endTime;
    const site = await s.t.db
      .selectFrom('rule_hit_site_day')
      .selectAll()
      .where('rule_id', '=', rule)
      .where('sentiment', '=', 'negative')
      .orderBy('day')
      .executeTakeFirstOrThrow();
    const dayStart = Number(site.day) * DAY_MS - 8 * 3600_000;
    const scope = { ruleIds: [rule], startTime: Math.min(start, dayStart), endTime: end };
    const rowOf = async (extra: Partial<ArticleScope>) => {
      const t = await mediaLeaders(s.adb, s.scopeA({ ...scope, ...extra }), { size: 100 });
      const r = t.rows.find((x) => x.siteName === site.site_name)!;
      return { count: Number(r.count), negative: Number(r.negative) };
    };
    const before = await rowOf({});
    const cut = await rowOf({ startTime: dayStart + 1 });
    expect(before.negative).toBeGreaterThan(0);
    const set = (n: number) =>
      s.t.db
        .updateTable('rule_hit_site_day')
        .set({ n })
        .where('day', '=', site.day)
        .where('rule_id', '=', rule)
        .where('site_name', '=', site.site_name)
        .where('carrier', '=', site.carrier)
        .where('sentiment', '=', site.sentiment)
        .execute();
    await set(Number(site.n) + 7);
    try {
      expect(await rowOf({})).toEqual({
        count: before.count + 7,
        negative: before.negative + 7,
      });
      // A range that cuts the day counts that day from its hits.
      expect(await rowOf({ startTime: dayStart + 1 })).toEqual(cut);
    } finally {
      await set(Number(site.n));
    }
  });
});
