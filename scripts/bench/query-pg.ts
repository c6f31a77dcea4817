/**
 * The bench database of bench:query and bench:plans on either engine: the cached SQLite file
 * under /tmp, or, with DATABASE_URL, a PostgreSQL database holding the same rows.
 */
import { sql } from 'kysely';
import type { LogEvent } from 'kysely';
import { createDb } from '../../apps/server/src/db/create-db.js';
import type { Database } from '../../apps/server/src/db/create-db.js';
import { ensureArticleMonths } from '../../apps/server/src/db/article-partitions.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { dir } from './query-setup.js';

/** Opens the bench database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openBenchDb(log?: (event: LogEvent) => void): Database {
  return createDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: dir,
    ...(log ? { log } : {}),
  });
}

/** The tables bench:plans reads, by article (PostgreSQL's full-text column stays empty). */
const BY_ARTICLE = [
  ['article', 'id'],
  ['article_region', 'article_id'],
  ['article_keyword', 'article_id'],
  ['rule_hit', 'article_id'],
  ['org_hit', 'article_id'],
  ['org_article_state', 'article_id'],
] as const;
const IDS = 400;

/**
 * Fills the PostgreSQL database of DATABASE_URL (migrated, empty) with the rows of the cached
 * SQLite bench database, once: the same articles, regions, keywords, hits and
 * judgements on both engines. The full-text index is not rebuilt (no keyword plans on PG).
 */
export async function copyToPostgres(target: Database): Promise<void> {
  const present = await target.db
    .selectFrom('article')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(present.n) > 0) {
    return;
  }
  const source = createDb({ dataDir: dir });
  // A cache seeded before the latest migrations (e.g. keywords without publish_time) first.
  await migrateToLatest(source.db);
  const t0 = performance.now();
  const max = await source.db
    .selectFrom('article')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirstOrThrow();
  // The monthly partitions of every month the corpus spans, before its rows arrive (else
  // they would land in the default partition), and their URL keys.
  const span = await source.db
    .selectFrom('article')
    .select((eb) => [eb.fn.min('publish_time').as('lo'), eb.fn.max('publish_time').as('hi')])
    .executeTakeFirstOrThrow();
  const months: number[] = [];
  for (let t = Number(span.lo); t <= Number(span.hi) + 31 * 86_400_000; t += 28 * 86_400_000) {
    months.push(Math.min(t, Number(span.hi)));
  }
  await ensureArticleMonths(target.db, months);
  for (let lo = 1; lo <= Number(max.m); lo += IDS) {
    for (const [table, key] of BY_ARTICLE) {
      const rows = await source.db
        .selectFrom(table)
        .selectAll()
        .where(key, '>=', lo)
        .where(key, '<', lo + IDS)
        .execute();
      if (rows.length > 0) {
        await target.db.insertInto(table).values(rows).execute();
      }
    }
    if ((lo - 1) % 20_000 === 0) {
      process.stdout.write(
        `  已复制到 ${lo} 号文章（${Math.round((performance.now() - t0) / 1000)} 秒）\n`,
      );
    }
  }
  await sql`INSERT INTO article_url (url_hash, publish_time, article_id)
      SELECT url_hash, publish_time, id FROM article ON CONFLICT DO NOTHING`.execute(target.db);
  await sql`VACUUM ANALYZE`.execute(target.db);
  await source.close();
}
