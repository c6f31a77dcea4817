import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { RawArticle } from '../src/ingest/raw-article.js';
import { dialectFor } from '../src/db/dialect.js';
import {
  MONTHLY_TABLES,
  ensureArticleMonths,
  listArticlePartitions,
  listMonthlyPartitions,
  maintainArticlePartitions,
  partitioned,
} from '../src/db/article-partitions.js';
import { scopedArticles } from '../src/analysis/scope.js';
import { publishTimesOf } from '../src/db/article-months.js';
import { ArticleRepo } from '../src/modules/article/article.repo.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { ENGINES } from './helpers/test-db.js';
import { makeOrg } from './helpers/factories.js';
import { realNews } from './helpers/news-corpus.js';
import { areaCountsOf, dayCountsOf, siteCountsOf } from './helpers/hit-days.js';

const JUNE = Date.UTC(2026, 5, 1);
const JULY = Date.UTC(2026, 6, 1);
const AUGUST = Date.UTC(2026, 7, 1);
const SEPTEMBER = Date.UTC(2026, 8, 1);
const DAY = 86_400_000;

/** 60 real news articles per month, June to August 2026, spread over each month's days. */
function threeMonths(): RawArticle[] {
  return realNews(180).map((a, i) => ({
    ...a,
    publishTime: [JUNE, JULY, AUGUST][Math.floor(i / 60)]! + (i % 60) * 12 * 3600_000,
  }));
}

describe.runIf(ENGINES.includes('postgres'))('monthly article partitions (postgres)', () => {
  let t: TestApp;
  let orgId: number;
  const news = threeMonths();

  const count = async (table: string, from: number, to: number) => {
    const r = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}
        WHERE publish_time >= ${from} AND publish_time < ${to}`.execute(t.db);
    return Number(r.rows[0]!.n);
  };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    orgId = (await makeOrg(t.db)).id;
    await t.db
      .insertInto('monitor_rule')
      .values({
        org_id: orgId,
        kind: 'special',
        owner_id: null,
        name: '新闻',
        definition: JSON.stringify({ mode: 'advanced', expression: '中国|记者|发展|经济' }),
        area: 'all',
        filters: '{}',
        enabled: 1,
        version: 1,
        backfill_job_id: null,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();
    t.ingest.rules.invalidate();
  }, 120_000);
  afterAll(() => t.close());

  it('creates a partition for each month an ingest needs and keeps it idempotent on URL', async () => {
    const first = await t.ingest.pipeline.ingest(news);
    expect(first.filter((o) => o.status === 'accepted')).toHaveLength(180);
    const names = (await listArticlePartitions(t.db)).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['article_p202606', 'article_p202607', 'article_p202608']),
    );
    for (const [name, from, to] of [
      ['article_p202606', JUNE, JULY],
      ['article_p202607', JULY, AUGUST],
      ['article_p202608', AUGUST, SEPTEMBER],
    ] as const) {
      expect(await count(name, from, to)).toBe(60);
    }
    // Each month keeps the insert-driven autovacuum the unpartitioned table had.
    const opts = await sql<{ o: string[] | null }>`SELECT reloptions AS o FROM pg_class
        WHERE relname = 'article_p202606'`.execute(t.db);
    expect(opts.rows[0]!.o).toContain('autovacuum_vacuum_insert_scale_factor=0.01');
    // The same URLs again — also one re-crawled with another publish time (another month):
    // every one a duplicate, nothing stored twice.
    const again = await t.ingest.pipeline.ingest([
      ...news.slice(0, 20),
      { ...news[0]!, publishTime: SEPTEMBER + DAY },
    ]);
    expect(again.every((o) => o.status === 'duplicate')).toBe(true);
    expect(await count('article', 0, Number.MAX_SAFE_INTEGER)).toBe(180);
    expect(await count('rule_hit', JUNE, SEPTEMBER)).toBeGreaterThan(0);
    // Hits, keywords and regions live in their article's month, with its publish time.
    for (const table of ['rule_hit', 'article_keyword', 'article_region']) {
      expect(await count(`${table}_p202607`, JULY, AUGUST)).toBeGreaterThan(0);
      expect(await count(`${table}_p202607`, 0, Number.MAX_SAFE_INTEGER)).toBe(
        await count(table, JULY, AUGUST),
      );
      const off = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} f
          JOIN article a ON a.id = f.article_id WHERE a.publish_time <> f.publish_time`.execute(
        t.db,
      );
      expect(Number(off.rows[0]!.n)).toBe(0);
      expect(await count(`${table}_default`, 0, Number.MAX_SAFE_INTEGER)).toBe(0);
    }
  });

  it('finds an article by id in its month only', async () => {
    const row = await t.db
      .selectFrom('article')
      .select(['id', 'title', 'publish_time'])
      .where('publish_time', '>=', JULY)
      .where('publish_time', '<', AUGUST)
      .limit(1)
      .executeTakeFirstOrThrow();
    const times = await publishTimesOf(t.db, [row.id]);
    expect(times).toEqual([Number(row.publish_time)]);
    const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (COSTS OFF) SELECT * FROM article
        WHERE id = ${row.id} AND publish_time IN (${sql.join(times!)})`.execute(t.db);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('article_p202607');
    expect(text).not.toMatch(/article_p2026(06|08|09)|article_default/);
    const found = await new ArticleRepo(t.db).find(orgId, row.id);
    expect(found?.title).toBe(row.title);
    // An id without a key row (written around the writer, or none) reads every month.
    expect(await publishTimesOf(t.db, [row.id, 99_999_999])).toBeNull();
    expect(await new ArticleRepo(t.db).find(orgId, 99_999_999)).toBeUndefined();
  });

  it('reads only the matching partitions for a time-bounded analysis', async () => {
    const adb = { db: t.db, dialect: dialectFor('postgres') };
    const query = scopedArticles(adb, {
      orgId,
      startTime: JULY + 5 * DAY,
      endTime: JULY + 20 * DAY,
    })
      .select(sql<number>`count(*)`.as('n'))
      .compile();
    const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (COSTS OFF) ${query.sql}`, [...query.parameters]),
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('article_p202607');
    expect(text).not.toMatch(/article_p2026(06|08|09|10|11|12)|article_default/);
    // A region filter reads the regions of the same month only.
    const byRegion = scopedArticles(adb, {
      orgId,
      startTime: JULY + 5 * DAY,
      endTime: JULY + 20 * DAY,
      regions: ['110000'],
    })
      .select(sql<number>`count(*)`.as('n'))
      .compile();
    const regionPlan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (COSTS OFF) ${byRegion.sql}`, [...byRegion.parameters]),
    );
    const regionText = regionPlan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(regionText).toContain('article_region_p202607');
    expect(regionText).not.toMatch(/_p2026(06|08|09|10|11|12)|_default/);
    const n = await t.db.executeQuery<{ n: string }>(query);
    expect(Number(n.rows[0]!.n)).toBe(await count('article', JULY + 5 * DAY, JULY + 20 * DAY + 1));
  });

  it('empties the default partition and drops exactly the months past retention', async () => {
    // A row written around the writer (a bulk load) for a month without a partition lands in
    // the default partition; upkeep gives it its month.
    const stray = {
      ...(await t.db
        .selectFrom('article')
        .selectAll()
        .where('publish_time', '>=', AUGUST)
        .limit(1)
        .executeTakeFirstOrThrow()),
    };
    await t.db
      .insertInto('article')
      .values({
        ...stray,
        id: stray.id + 100_000,
        url_hash: 'stray-2025',
        publish_time: Date.UTC(2025, 0, 9),
      })
      .execute();
    expect(await count('article_default', 0, Number.MAX_SAFE_INTEGER)).toBe(1);

    // A July article published at 04:00 on 1 August Shanghai time: its hits share a Shanghai
    // day with August's, whose stored day counts must lose it when July goes.
    const lastJuly = realNews(400)
      .slice(180)
      .find((a) => /中国|记者|发展|经济/.test(`${a.title}${a.content ?? ''}`))!;
    const late = await t.ingest.pipeline.ingest([
      { ...lastJuly, publishTime: AUGUST - 4 * 3600_000 },
    ]);
    expect(late[0]!.status).toBe('accepted');
    const lateHits = await count('rule_hit', AUGUST - 4 * 3600_000, AUGUST);
    expect(lateHits).toBeGreaterThan(0);
    const shared = Math.floor((AUGUST + 8 * 3600_000) / DAY);
    const sharedDay = async () =>
      (await dayCountsOf(t.db)).stored.filter((d) => d.day === shared).reduce((n, d) => n + d.n, 0);
    const sharedBefore = await sharedDay();
    const augustHits = await count('rule_hit', AUGUST, SEPTEMBER);
    // A judgement of a June article (not partitioned) goes with its month; August's stays.
    const [june, august] = await Promise.all(
      [JUNE, AUGUST].map((from) =>
        t.db
          .selectFrom('article')
          .select('id')
          .where('publish_time', '>=', from)
          .where('publish_time', '<', from + 28 * DAY)
          .limit(1)
          .executeTakeFirstOrThrow(),
      ),
    );
    await t.db
      .insertInto('org_article_state')
      .values(
        [june!.id, august!.id].map((id) => ({
          org_id: orgId,
          article_id: id,
          sentiment: 'negative',
          is_deleted: 0,
          is_read: 1,
          updated_at: t.clock.now(),
        })),
      )
      .execute();
    // September 15th with two months kept: August and September stay, July and older go.
    const result = await maintainArticlePartitions(t.db, SEPTEMBER + 14 * DAY, {
      retentionMonths: 2,
    });
    expect(result.created).toContain('article_p202501');
    const tables = await partitioned(t.db);
    expect(tables).toEqual(
      expect.arrayContaining(['article', 'rule_hit', 'article_keyword', 'article_region']),
    );
    expect(MONTHLY_TABLES).toEqual(expect.arrayContaining(tables));
    // Each month of every monthly table goes whole: articles, hits, keywords, regions.
    expect(result.dropped.sort()).toEqual(
      ['202501', '202606', '202607'].flatMap((m) => tables.map((t) => `${t}_p${m}`)).sort(),
    );
    expect(await count('article_default', 0, Number.MAX_SAFE_INTEGER)).toBe(0);
    const left = (await listArticlePartitions(t.db)).map((p) => p.name);
    expect(left).toEqual(
      expect.arrayContaining([
        'article_p202608',
        'article_p202609',
        'article_p202610',
        'article_p202611',
      ]),
    );
    expect(left.filter((n) => n < 'article_p202608')).toEqual([]);

    expect(await count('article', 0, AUGUST)).toBe(0);
    expect(await count('article', AUGUST, SEPTEMBER)).toBe(60);
    expect(await count('rule_hit', 0, AUGUST)).toBe(0);
    expect(await count('rule_hit', AUGUST, SEPTEMBER)).toBe(augustHits);
    // The per-rule day counts lost the dropped hits, the shared day's July part too.
    const days = await dayCountsOf(t.db);
    expect(days.stored).toEqual(days.counted);
    const areas = await areaCountsOf(t.db);
    expect(areas.stored).toEqual(areas.counted);
    const sites = await siteCountsOf(t.db);
    expect(sites.stored).toEqual(sites.counted);
    expect(sites.stored.some((d) => d.day < shared)).toBe(false);
    expect(await sharedDay()).toBe(
      sharedBefore - (await count('rule_hit', AUGUST - 4 * 3600_000, AUGUST)) - lateHits,
    );
    expect(days.stored.some((d) => d.day < shared)).toBe(false);
    const orphans = await sql<{ n: string }>`SELECT count(*) AS n FROM article_keyword k
        WHERE NOT EXISTS (SELECT 1 FROM article a WHERE a.id = k.article_id)`.execute(t.db);
    expect(Number(orphans.rows[0]!.n)).toBe(0);
    const judged = await t.db.selectFrom('org_article_state').select('article_id').execute();
    expect(judged.map((r) => Number(r.article_id))).toEqual([Number(august!.id)]);
    // The hourly counts of the dropped months go too; August's still count its 60 articles.
    const hours = await t.db.selectFrom('article_hour').select(['hour', 'n']).execute();
    expect(hours.filter((h) => Number(h.hour) < AUGUST)).toEqual([]);
    const inAugust = hours.filter((h) => Number(h.hour) >= AUGUST && Number(h.hour) < SEPTEMBER);
    expect(inAugust.reduce((n, h) => n + Number(h.n), 0)).toBe(60);

    // A dropped month's URL may come again (stored anew); a kept month's is still a duplicate.
    const back = await t.ingest.pipeline.ingest([news[0]!, news[150]!]);
    expect(back.map((o) => o.status)).toEqual(['accepted', 'duplicate']);
  });

  it('drops a month while a report holds the articles and then reads their regions', async () => {
    // A report's query locks the articles first and the regions after; retention detaches the
    // regions before the articles. One transaction for the whole month deadlocked the two.
    const before = await count('article_region', AUGUST, SEPTEMBER);
    expect(before).toBeGreaterThan(0);
    let dropping: Promise<{ dropped: string[] }> | undefined;
    const regions = await t.db.transaction().execute(async (report) => {
      await sql`SELECT count(*) FROM article WHERE publish_time >= ${AUGUST}`.execute(report);
      dropping = maintainArticlePartitions(t.db, SEPTEMBER + 40 * DAY, { retentionMonths: 2 });
      // Retention reaches the articles and waits for the report's lock on them.
      for (let i = 0; i < 200; i += 1) {
        const waiting = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks
            WHERE relation = 'article'::regclass AND NOT granted`.execute(t.db);
        if (Number(waiting.rows[0]!.n) > 0) {
          break;
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      const r = await sql<{ n: string }>`SELECT count(*) AS n FROM article_region
          WHERE publish_time >= ${AUGUST}`.execute(report);
      return Number(r.rows[0]!.n);
    });
    // June (stored again by the last test) goes first and waited for the report: the report
    // read August's regions whole, and retention then dropped both months of every table.
    expect(regions).toBe(before);
    const { dropped } = await dropping!;
    const tables = await partitioned(t.db);
    expect(dropped.sort()).toEqual(
      ['202606', '202608'].flatMap((m) => tables.map((x) => `${x}_p${m}`)).sort(),
    );
    expect(await count('article', AUGUST, SEPTEMBER)).toBe(0);
  });
  it('drops a month whole in one of two upkeeps running at once', async () => {
    // Two processes' hourly upkeep at the same moment: one drops the month of every table
    // and reports it, the other leaves it (the multi-process test saw each drop a part).
    await ensureArticleMonths(t.db, [Date.UTC(2024, 2, 10)]);
    const now = SEPTEMBER + 70 * DAY;
    const results = await Promise.all(
      [1, 2].map(() => maintainArticlePartitions(t.db, now, { retentionMonths: 2 })),
    );
    const tables = await partitioned(t.db);
    const reports = results.map((r) => r.dropped.filter((n) => n.endsWith('_p202403')).sort());
    expect(reports.filter((r) => r.length > 0)).toEqual([tables.map((x) => `${x}_p202403`).sort()]);
    expect(await listMonthlyPartitions(t.db, 'rule_hit')).not.toContainEqual(
      expect.objectContaining({ name: 'rule_hit_p202403' }),
    );
  });
});
