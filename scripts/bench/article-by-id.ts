/**
 * Article lookups by id on the PostgreSQL bench database (DATABASE_URL, filled by bench:plans or
 * bench:query): the article page's query for `BENCH_RUNS` (default 300) random ids, alternately
 * by id alone (every monthly partition's key index is probed) and through the id → month key
 * (`publishTimesOf`, then the month named in the query). Prints median and p95 wall ms per
 * lookup, the database's planning and execution ms (EXPLAIN ANALYZE of one id), the partitions
 * each plan reads, and the client process's CPU ms per lookup.
 */
import { sql } from 'kysely';
import { ArticleRepo } from '../../apps/server/src/modules/article/article.repo.js';
import { publishTimesOf } from '../../apps/server/src/db/article-months.js';
import { openBenchDb } from './query-pg.js';
import { log } from './query-setup.js';

if (!process.env.DATABASE_URL) {
  throw new Error('需要 DATABASE_URL（PostgreSQL 测试库）');
}
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const database = openBenchDb();
const db = database.db;
const repo = new ArticleRepo(db);
const span = await db
  .selectFrom('article_url')
  .select((eb) => [eb.fn.min('article_id').as('lo'), eb.fn.max('article_id').as('hi')])
  .executeTakeFirstOrThrow();
const lo = Number(span.lo);
const hi = Number(span.hi);
const ids = Array.from({ length: RUNS }, () => lo + Math.floor(Math.random() * (hi - lo + 1)));

/** The page's query by id alone: what ArticleRepo.find ran before the month lookup. */
const byIdOnly = (id: number) =>
  db
    .selectFrom('article')
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', 1),
    )
    .selectAll('article')
    .select(['oas.sentiment as org_sentiment', 'oas.is_deleted as org_deleted'])
    .where('article.id', '=', id)
    .executeTakeFirst();

const walls: Record<'idOnly' | 'byMonth', number[]> = { idOnly: [], byMonth: [] };
const cpu = { idOnly: 0, byMonth: 0 };
for (const [i, id] of ids.entries()) {
  for (const kind of i % 2 ? (['idOnly', 'byMonth'] as const) : (['byMonth', 'idOnly'] as const)) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const row = kind === 'idOnly' ? await byIdOnly(id) : await repo.find(null, id);
    walls[kind].push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu[kind] += (c.user + c.system) / 1000;
    if (!row) {
      throw new Error(`文章 ${String(id)} 未找到`);
    }
  }
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length * p) / 100)]!;
const explain = async (q: ReturnType<typeof sql>) => {
  const r = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, COSTS OFF) ${q}`.execute(db);
  const text = r.rows.map((x) => x['QUERY PLAN']).join('\n');
  const parts = new Set(text.match(/article_p\d{6}/g) ?? []).size;
  const num = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
  return {
    partitions: parts,
    planningMs: num(/Planning Time: ([\d.]+)/),
    executionMs: num(/Execution Time: ([\d.]+)/),
  };
};
const id = ids[0]!;
const times = (await publishTimesOf(db, [id]))!;
const partitions = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_inherits
    WHERE inhparent = 'article'::regclass`.execute(db);
log(
  JSON.stringify({
    lookups: RUNS,
    articlePartitions: Number(partitions.rows[0]!.n),
    idOnly: {
      medianMs: +pct(walls.idOnly, 50).toFixed(2),
      p95Ms: +pct(walls.idOnly, 95).toFixed(2),
      clientCpuMs: +(cpu.idOnly / RUNS).toFixed(3),
      ...(await explain(sql`SELECT * FROM article WHERE id = ${id}`)),
    },
    byMonth: {
      medianMs: +pct(walls.byMonth, 50).toFixed(2),
      p95Ms: +pct(walls.byMonth, 95).toFixed(2),
      clientCpuMs: +(cpu.byMonth / RUNS).toFixed(3),
      ...(await explain(
        sql`SELECT * FROM article WHERE id = ${id} AND publish_time IN (${sql.join(times)})`,
      )),
    },
  }),
);
await database.close();
