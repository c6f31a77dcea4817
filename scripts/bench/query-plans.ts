/**
 * bench:plans — the analyses bench:query times, called in-process on the cached bench database
 * (SQLite under /tmp, or PostgreSQL with DATABASE_URL, see query-pg.ts), each BENCH_RUNS times
 * (default 7) after one warm-up; prints the median per analysis and, for the slowest ones, every
 * SQL statement it ran with its plan: EXPLAIN QUERY PLAN on SQLite, EXPLAIN (ANALYZE, BUFFERS)
 * on PostgreSQL. `--plans N` picks how many of the slowest get their plans (default 4), and
 * `--only a,b` restricts to some analyses. Guides the work on the queries; README.md keeps
 * the plans of the slowest calls.
 */
import type { CompiledQuery, Kysely, LogEvent } from 'kysely';
import { DAY_MS } from '@guanlan/shared';
import {
  articleList,
  carrierStatistics,
  carrierTrend,
  hotWords,
  mediaLeaders,
  opinionLeaders,
  newestArticles,
  regionDistribution,
  scopeTotals,
  sentimentByCarrier,
  sentimentDistribution,
  sentimentTrend,
  volumeTrend,
} from '../../apps/server/src/analysis/index.js';
import type { AnalysisDb, ArticleScope } from '../../apps/server/src/analysis/index.js';
import { dialectFor } from '../../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { DB } from '../../apps/server/src/db/schema.js';
import { HotTopicRepo } from '../../apps/server/src/modules/topical/hot-topic.repo.js';
import { copyToPostgres, openBenchDb } from './query-pg.js';
import { log, seededDb } from './query-setup.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PLANS = Number(arg('plans') ?? 4);
const ONLY = arg('only')?.split(',');

const info = await seededDb();
const busy = info.specials.reduce((a, b) => (b.hits30d > a.hits30d ? b : a));
const captured: CompiledQuery[] = [];
let capturing = false;
const database = openBenchDb((event: LogEvent) => {
  if (capturing && event.level === 'query') {
    captured.push(event.query);
  }
});
const db: Kysely<DB> = database.db;
await migrateToLatest(db);
if (database.engine === 'postgres') {
  await copyToPostgres(database);
}
const adb: AnalysisDb = { db, dialect: dialectFor(database.engine) };
const orgId = Number(
  (
    await db
      .selectFrom('rule_hit')
      .select('org_id')
      .where('rule_id', '=', busy.ruleId)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).org_id,
);
const endTime = info.seededAt;
const startTime = endTime - 30 * DAY_MS;
const one: ArticleScope = { orgId, startTime, endTime, ruleIds: [busy.ruleId], searchArea: 'all' };
const sites: ArticleScope = { orgId, startTime, endTime, sites: ['新京报', '新浪微博'] };
// The 30-day all-topics report's scope: every special's rule at once (全部专题: the
// organisation's any-hit rows stand for them), and the same rules read through the articles.
const allRules = info.specials.map((t) => t.ruleId);
const topics: ArticleScope = { ...one, ruleIds: allRules, allOfKind: 'special' };
const topicsByArticle: ArticleScope = { ...one, ruleIds: allRules };

type Run = () => Promise<unknown>;
const analyses: [string, Run][] = [
  ['carrierStatistics', () => carrierStatistics(adb, one)],
  ['trend', () => volumeTrend(adb, one)],
  ['emotionTrend', () => sentimentTrend(adb, one)],
  ['carrierTrend', () => carrierTrend(adb, one)],
  ['sentimentDistribution', () => sentimentDistribution(adb, one)],
  ['sentimentByCarrier', () => sentimentByCarrier(adb, one)],
  ['regionDistribution', () => regionDistribution(adb, one)],
  ['beijingDistribution', () => regionDistribution(adb, one, 'beijing')],
  ['hotWords', () => hotWords(adb, one)],
  ['mediaLeaders', () => mediaLeaders(adb, one)],
  ['opinionLeaders', () => opinionLeaders(adb, one)],
  ['listByTime', () => articleList(adb, one, { sort: 'timeDesc' })],
  ['listByTimeMerged', () => articleList(adb, one, { sort: 'timeDesc', mergeSimilar: true })],
  ['listBySimilar', () => articleList(adb, one, { sort: 'similarDesc' })],
  ['listBySimilarMerged', () => articleList(adb, one, { sort: 'similarDesc', mergeSimilar: true })],
  ['listByHot', () => articleList(adb, one, { sort: 'hotDesc' })],
  ['intensiveList', () => articleList(adb, sites, { sort: 'timeDesc' })],
  ['allTopicsCarrierStatistics', () => carrierStatistics(adb, topics)],
  ['allTopicsRegionDistribution', () => regionDistribution(adb, topics)],
  ['allTopicsMediaLeaders', () => mediaLeaders(adb, topics)],
  ['allTopicsTrend', () => volumeTrend(adb, topics)],
  ['allTopicsHotWords', () => hotWords(adb, topics, { size: 30 })],
  [
    'allTopicsNegatives',
    () =>
      articleList(
        adb,
        { ...topics, sentiments: ['negative'] },
        { pageSize: 10, sort: 'hotDesc', mergeSimilar: true },
      ),
  ],
  ['allTopicsByArticleCarriers', () => carrierStatistics(adb, topicsByArticle)],
  ['intensiveStatistics', () => carrierStatistics(adb, sites)],
  // 全部文章 without a search (bench:query's engineListAll): every visible article of the range.
  ['engineListAll', () => articleList(adb, { orgId, startTime, endTime })],
  // 全量数据统计 (the whole-organisation screen) over 30 days and over its default 24 hours,
  // and a screen's 舆情直播 over the busy special.
  ['allStatistics', () => scopeTotals(adb, { orgId, startTime, endTime }, endTime - DAY_MS)],
  [
    'allStatistics24h',
    () => scopeTotals(adb, { orgId, startTime: endTime - DAY_MS, endTime }, endTime - DAY_MS),
  ],
  ['screenLive', () => newestArticles(adb, one, { size: 20 })],
  // 热点话题's window facts over the last day (all data, and every special of the organisation).
  [
    'hotTopicWindowAll',
    () => new HotTopicRepo(adb).windowFacts({ orgId, startTime: endTime - DAY_MS, endTime }),
  ],
  [
    'hotTopicWindowOrg',
    () =>
      new HotTopicRepo(adb).windowFacts({
        orgId,
        startTime: endTime - DAY_MS,
        endTime,
        ruleIds: allRules,
        allOfKind: 'special',
      }),
  ],
  [
    'allTopicsKeywordList',
    () => articleList(adb, { ...topics, keyword: '经济' }, { sort: 'timeDesc' }),
  ],
  [
    'keywordList',
    () => articleList(adb, { ...one, ruleIds: undefined, keyword: '经济' }, { sort: 'timeDesc' }),
  ],
];

async function plan(q: CompiledQuery): Promise<string> {
  if (database.engine === 'sqlite') {
    const rows = await db
      .executeQuery<{ id: number; parent: number; detail: string }>({
        ...q,
        sql: `EXPLAIN QUERY PLAN ${q.sql}`,
      })
      .catch((err: unknown) => ({ rows: [{ id: 0, parent: 0, detail: String(err) }] }));
    const depth = new Map<number, number>([[0, 0]]);
    return rows.rows
      .map((r) => {
        const d = (depth.get(r.parent) ?? 0) + 1;
        depth.set(r.id, d);
        return `${'  '.repeat(d)}${r.detail}`;
      })
      .join('\n');
  }
  const rows = await db
    .executeQuery<{ 'QUERY PLAN': string }>({
      ...q,
      sql: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.sql}`,
    })
    .catch(() => undefined);
  return rows ? rows.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n') : '';
}

/** SQL with the parameters written in, for reading (not for running). */
function inline(q: CompiledQuery): string {
  let i = 0;
  const text = q.sql.replace(/\?|\$\d+/g, (m) => {
    const v = q.parameters[m === '?' ? i++ : Number(m.slice(1)) - 1];
    return typeof v === 'string' ? `'${v}'` : String(v);
  });
  return text.length > 1500 ? `${text.slice(0, 1500)} …` : text;
}

const results: { name: string; median: number; cpu: number; queries: CompiledQuery[] }[] = [];
for (const [name, run] of analyses) {
  if (ONLY && !ONLY.includes(name)) {
    continue;
  }
  await run();
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) {
    capturing = i === 0;
    captured.length = i === 0 ? 0 : captured.length;
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
    capturing = false;
  }
  const used = process.cpuUsage(cpu0);
  const cpu = Math.round((used.user + used.system) / RUNS / 100) / 10;
  times.sort((a, b) => a - b);
  const median = Math.round(times[times.length >> 1]! * 10) / 10;
  results.push({ name, median, cpu, queries: [...captured] });
  log(
    `${name.padEnd(24)} ${String(median).padStart(8)} ms  CPU ${String(cpu).padStart(7)} ms  (${captured.length} 条 SQL)`,
  );
}
const slowest = [...results].sort((a, b) => b.median - a.median).slice(0, PLANS);
for (const r of slowest) {
  log(`\n### ${r.name} — ${database.engine}, median ${r.median} ms`);
  for (const q of r.queries) {
    log(`\n${inline(q)}\n${await plan(q)}`);
  }
}
log(
  JSON.stringify({
    engine: database.engine,
    articles: info.articles,
    medianMs: Object.fromEntries(results.map((r) => [r.name, r.median])),
    cpuMs: Object.fromEntries(results.map((r) => [r.name, r.cpu])),
  }),
);
await database.close();
