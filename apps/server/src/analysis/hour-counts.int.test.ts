import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';

const MINUTE_MS = 60_000;
import { ENGINES } from '../../test/helpers/test-db.js';
import { ensureArticleMonths } from '../db/article-partitions.js';
import { recountArticleHours } from '../ingest/persist/article-hours.js';
import { deleteArticles } from '../ingest/persist/delete-articles.js';
import { ArticleRepo } from '../modules/article/article.repo.js';
import { DashboardRepo } from '../modules/dashboard/dashboard.repo.js';
import { END, START, analysisSuite, everyAnalysis } from './analysis-suite.fixture.js';
import { isHourScope } from './hour-counts.js';
import { scopeTotals } from './scope-totals.js';
import type { ArticleScope } from './scope.js';
import { D0, SPECS } from './test-corpus.fixture.js';

/** A filter-box word no article holds: the same scope, counted over its articles instead. */
const overArticles = (scope: ArticleScope): ArticleScope => ({
  ...scope,
  exclude: { ...scope.exclude, words: ['绝不出现的词语'] },
});

const at = (key: string) => SPECS.find((s) => s.key === key)!.time;

/**
 * Scopes over all data (no rule) count from the hourly counts (article_hour) for the whole hours
 * of their range, corrected by the organisation's judgements, and from the articles for the part
 * hours at either end. Every analysis and the screen totals must answer exactly as the article
 * path does, before and after 修改情感 and 与我无关, with sentiment and carrier filters, for the
 * organisation's own articles and its chat messages.
 */
describe.each(ENGINES)('all-data counts from the hourly counts (%s)', (engine) => {
  const s = analysisSuite(engine);
  const today = D0 + DAY_MS;
  const ranges = () => [
    { startTime: START, endTime: END },
    // Part hours at both ends: 01:20 on the first day to 05:30 on the third.
    { startTime: at('a3') - 10 * MINUTE_MS, endTime: at('a7') + 30 * MINUTE_MS },
    // Within one hour.
    { startTime: at('a3') - 20 * MINUTE_MS, endTime: at('a3') + 20 * MINUTE_MS },
    // From a whole hour to the middle of one.
    { startTime: D0, endTime: at('a6') + 1 },
  ];

  /**
   * Both paths over every range. The newest crawl is compared only where nothing of the range is
   * judged or filtered by sentiment: over all data it counts every collected article.
   */
  async function same(extra: Partial<ArticleScope> = {}, latest = false) {
    for (const range of ranges()) {
      const scope = s.scopeA({ ...range, ...extra });
      expect(isHourScope(scope)).toBe(true);
      expect(isHourScope(overArticles(scope))).toBe(false);
      const [hours, articles] = await Promise.all([
        everyAnalysis(s.adb, scope),
        everyAnalysis(s.adb, overArticles(scope)),
      ]);
      expect(hours).toEqual(articles);
      const { latestCrawl: newest, ...totals } = await scopeTotals(s.adb, scope, today);
      const { latestCrawl: exact, ...expected } = await scopeTotals(
        s.adb,
        overArticles(scope),
        today,
      );
      expect(totals).toEqual(expected);
      if (latest) {
        expect(newest).toBe(exact);
      }
    }
  }

  it('answers as the article path, and follows the organisation’s judgements', async () => {
    // An article of organisation B's own source and a chat message of organisation A.
    const base = await s.t.db
      .selectFrom('article')
      .selectAll()
      .where('id', '=', s.c.ids.a5)
      .executeTakeFirstOrThrow();
    const { id, ...row } = base;
    expect(id).toBe(s.c.ids.a5);
    await s.t.db
      .insertInto('article')
      .values([
        { ...row, url: 'https://b.example/own', url_hash: 'own-b', owner_org_id: s.c.orgB },
        {
          ...row,
          url: 'https://a.example/chat',
          url_hash: 'chat-a',
          carrier: 'chat',
          owner_org_id: s.c.orgA,
          publish_time: at('a5') + 5 * MINUTE_MS,
        },
      ])
      .execute();
    await recountArticleHours(s.t.db);

    await same({}, true);
    await same({ carriers: ['news'] }, true);
    const totals = () => scopeTotals(s.adb, s.scopeA(), today);
    const before = await totals();
    // Less than an hour around a judged article: one part hour, counted from the articles
    // (on PostgreSQL with each article's judgement looked up by its key).
    const near = (key: 'a1' | 'a3') =>
      scopeTotals(
        s.adb,
        s.scopeA({ startTime: at(key) - 10 * MINUTE_MS, endTime: at(key) + 10 * MINUTE_MS }),
        today,
      );
    const [nearA1, nearA3] = [await near('a1'), await near('a3')];
    const repo = new ArticleRepo(s.t.db);
    await repo.judge(s.c.orgA, [s.c.ids.a1], 'negative', D0);
    await repo.judge(s.c.orgA, [s.c.ids.a3], 'irrelevant', D0);
    await same();
    expect((await near('a1')).negative).toBe(nearA1.negative + 1);
    expect((await near('a3')).total).toBe(nearA3.total - 1);
    const after = await totals();
    // a1 (positive) is now negative; a3 (negative) is 与我无关 and leaves the counts.
    expect(after.total).toBe(before.total - 1);
    expect(after.negative).toBe(before.negative);
    await same({ sentiments: ['negative'] });
    await same({ sentiments: ['irrelevant'] });
    await same({ carriers: ['news', 'microBlog'] });
    await same({ chats: true });
    await same({ orgId: s.c.orgB });
    // The filter boxes' sites and authors (人民网 holds a1, a2, a7; 王五 wrote a3).
    await same({ exclude: { sites: ['人民网'], authors: ['王五'] } });
    await same({ exclude: { sites: ['人民网'] }, sentiments: ['negative'] });
    const boxed = await scopeTotals(s.adb, s.scopeA({ exclude: { sites: ['人民网'] } }), today);
    expect(boxed.total).toBeLessThan(after.total);
    expect(isHourScope(s.scopeA({ exclude: { words: ['医院'] } }))).toBe(false);
    expect((await scopeTotals(s.adb, s.scopeA({ chats: true }), today)).total).toBe(
      after.total + 1,
    );
  });

  it('keeps the judged hours equal to the judgements through every writer', async () => {
    /** org_judged_hour, and the same recounted from the judgements and their articles. */
    const both = async () => {
      const stored = await s.t.db
        .selectFrom('org_judged_hour')
        .select(['org_id', 'hour', 'carrier', 'model', 'judged', 'n'])
        .execute();
      const rows = await s.t.db
        .selectFrom('org_article_state as oas')
        .innerJoin('article', 'article.id', 'oas.article_id')
        .select([
          'oas.org_id',
          'oas.sentiment',
          'oas.is_deleted',
          'article.publish_time',
          'article.carrier',
          'article.sentiment as model',
          'article.owner_org_id',
        ])
        .execute();
      const counted = new Map<string, number>();
      for (const r of rows) {
        const own = r.owner_org_id === null || Number(r.owner_org_id) === Number(r.org_id);
        if (!own || (Number(r.is_deleted) !== 1 && r.sentiment === null)) {
          continue;
        }
        const judged = Number(r.is_deleted) === 1 ? 'irrelevant' : (r.sentiment ?? r.model);
        const hour = Math.floor(Number(r.publish_time) / HOUR_MS) * HOUR_MS;
        const k = [r.org_id, hour, r.carrier, r.model, judged].join('/');
        counted.set(k, (counted.get(k) ?? 0) + 1);
      }
      const storedMap = new Map(
        stored
          .filter((r) => Number(r.n) !== 0)
          .map((r) => [[r.org_id, r.hour, r.carrier, r.model, r.judged].join('/'), Number(r.n)]),
      );
      expect(storedMap).toEqual(counted);
      return counted.size;
    };
    const seeded = await both();
    expect(seeded).toBeGreaterThan(0);
    const repo = new ArticleRepo(s.t.db);
    const { a1, a2, a3, a4 } = s.c.ids;
    await repo.judge(s.c.orgA, [a1, a2], 'neutral', D0);
    await repo.judge(s.c.orgA, [a2, a3], 'irrelevant', D0);
    await repo.judge(s.c.orgB, [a1], 'positive', D0);
    expect(await both()).toBeGreaterThan(seeded);
    // A read mark is no judgement; on a judged article it keeps the judgement.
    await new DashboardRepo(s.adb).markRead(s.c.orgA, [a1, a4], D0);
    await both();
    // Deleting an article takes its judgements out.
    await s.t.db.transaction().execute((trx) => deleteArticles(trx, [a2]));
    await both();
  });

  it('counts the sites of the range, whatever sites other months hold', async () => {
    const { id, ...row } = await s.t.db
      .selectFrom('article')
      .selectAll()
      .where('id', '=', s.c.ids.a5)
      .executeTakeFirstOrThrow();
    expect(id).toBe(s.c.ids.a5);
    // October, before the range's first hour.
    const october = s.scopeA({ startTime: Date.UTC(2026, 9, 1), endTime: START - 1 });
    const before = await scopeTotals(s.adb, s.scopeA(), today);
    const octoberBefore = await scopeTotals(s.adb, october, today);
    // Sites seen only in September, October before the range, and December (PostgreSQL's
    // partitions of other months than the range's), and one September site back in the range.
    const rows = [
      ['九月网', Date.UTC(2026, 8, 12)],
      ['十月网', Date.UTC(2026, 9, 10)],
      ['十二月网', Date.UTC(2026, 11, 3)],
      ['九月网', at('a5') + MINUTE_MS],
    ] as const;
    if (engine === 'postgres') {
      await ensureArticleMonths(
        s.t.db,
        rows.map(([, time]) => time),
      );
    }
    await s.t.db
      .insertInto('article')
      .values(
        rows.map(([site, time], i) => ({
          ...row,
          url: `https://months.example/${i}`,
          url_hash: `months-${i}`,
          site_name: site,
          publish_time: time,
          cluster_id: null,
        })),
      )
      .execute();
    await recountArticleHours(s.t.db);
    const after = await scopeTotals(s.adb, s.scopeA(), today);
    expect(after.sites).toBe(before.sites + 1);
    expect(after.total).toBe(before.total + 1);
    // Over October alone, 十月网 is one more site.
    expect((await scopeTotals(s.adb, october, today)).sites).toBe(octoberBefore.sites + 1);
    await same();
  });

  it('reads the hourly counts for the whole hours of the range', async () => {
    const scope = s.scopeA({ startTime: at('a3') - 10 * MINUTE_MS, endTime: END });
    const whole = await scopeTotals(s.adb, scope, today);
    // Without the hour rows only the part hour at the start (a3's) is left.
    await s.t.db
      .deleteFrom('article_hour')
      .where('hour', '>=', at('a3') + HOUR_MS)
      .execute();
    const partOnly = await scopeTotals(s.adb, scope, today);
    expect(partOnly.total).toBeLessThan(whole.total);
    await recountArticleHours(s.t.db);
    expect(await scopeTotals(s.adb, scope, today)).toEqual(whole);
  });
});
