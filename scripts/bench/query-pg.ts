/**
 * The bench database of bench:query and bench:plans on either engine: the cached SQLite file
 * under /tmp, or, with DATABASE_URL, a PostgreSQL database holding the same rows.
 */
import { sql } from 'kysely';
import type { LogEvent } from 'kysely';
import { createDb } from '../../apps/server/src/db/create-db.js';
import type { Database } from '../../apps/server/src/db/create-db.js';
import { ensureArticleMonths } from '../../apps/server/src/db/article-partitions.js';
import { pgFtsVector } from '../../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { normaliseForMatch } from '../../apps/server/src/nlp/normalise.js';
import { ftsTokens } from '../../apps/server/src/search/fts-tokens.js';
import { dir } from './query-setup.js';

/** Opens the bench database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openBenchDb(log?: (event: LogEvent) => void): Database {
  return createDb({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: dir,
    ...(log ? { log } : {}),
  });
}

/** The tables bench:plans reads, by article (the full-text column is filled from the text). */
const BY_ARTICLE = [
  ['article', 'id'],
  ['article_region', 'article_id'],
  ['article_keyword', 'article_id'],
  ['rule_hit', 'article_id'],
  ['org_hit', 'article_id'],
  ['org_article_state', 'article_id'],
] as const;
const IDS = 400;

/** Tables never copied row by row: the articles' (above, by id range), derived or bookkeeping. */
const NOT_SETUP = new Set<string>([
  ...BY_ARTICLE.map(([t]) => t),
  'article_url',
  'kysely_migration',
  'kysely_migration_lock',
]);
const ROWS = 500;

/**
 * Everything else the bench logs in with and queries — the organisation, its users and roles,
 * the column, specials and their rules, monitoring sets made by earlier runs — copied from the
 * SQLite file with the same ids (tables present on both engines, foreign keys unchecked during
 * the copy, rows a migration already wrote kept).
 */
async function copySetup(source: Database, target: Database): Promise<string[]> {
  const { rows: lite } = await sql<{ name: string }>`SELECT name FROM sqlite_master
      WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE '%VIRTUAL TABLE%'`.execute(
    source.db,
  );
  const { rows: pg } = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition`.execute(
    target.db,
  );
  const onPg = new Set(pg.map((r) => r.name));
  const tables = lite.map((r) => r.name).filter((t) => onPg.has(t) && !NOT_SETUP.has(t));
  await target.db.connection().execute(async (conn) => {
    await sql`SET session_replication_role = replica`.execute(conn);
    for (const table of tables) {
      const { rows: cols } = await sql<{ column_name: string }>`SELECT column_name
          FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}`.execute(conn);
      const keep = new Set(cols.map((c) => c.column_name));
      const { rows } = await sql<
        Record<string, unknown>
      >`SELECT * FROM ${sql.table(table)}`.execute(source.db);
      for (let i = 0; i < rows.length; i += ROWS) {
        const chunk = rows
          .slice(i, i + ROWS)
          .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
        await sql`INSERT INTO ${sql.table(table)} ${sql.raw(
          `(${Object.keys(chunk[0]!)
            .map((k) => `"${k}"`)
            .join(', ')})`,
        )} VALUES ${sql.join(
          chunk.map((r) => sql`(${sql.join(Object.values(r))})`),
        )} ON CONFLICT DO NOTHING`.execute(conn);
      }
    }
    await sql`SET session_replication_role = DEFAULT`.execute(conn);
  });
  return tables;
}

/** Moves every id sequence past the copied ids (the server inserts sets, rules, articles). */
async function resetSequences(target: Database): Promise<void> {
  // Parent tables only: a monthly partition shares its parent's sequence.
  const { rows: tables } = await sql<{ tbl: string }>`SELECT c.relname AS tbl
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'id' AND NOT a.attisdropped
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition`.execute(
    target.db,
  );
  const seqs: { tbl: string; seq: string }[] = [];
  for (const { tbl } of tables) {
    const { rows } = await sql<{
      seq: string | null;
    }>`SELECT pg_get_serial_sequence(quote_ident(${tbl}), 'id') AS seq`.execute(target.db);
    if (rows[0]?.seq) {
      seqs.push({ tbl, seq: rows[0].seq });
    }
  }
  for (const { tbl, seq } of seqs) {
    await sql`SELECT setval(${seq}, GREATEST((SELECT MAX(id) FROM ${sql.table(tbl)}), 1))`.execute(
      target.db,
    );
  }
}

/** An article row with its full-text column, as the pipeline would have written it. */
function withFts<R extends object>(row: R): R {
  const r = row as R & { title: string; content: string };
  const tokens = ftsTokens(`${normaliseForMatch(r.title)} ${normaliseForMatch(r.content)}`);
  return { ...row, fts: pgFtsVector(tokens.join(' ')) };
}

/**
 * Fills the PostgreSQL database of DATABASE_URL (migrated, empty) with the rows of the cached
 * SQLite bench database, once: the same organisation, specials and rules (copySetup), articles,
 * regions, keywords, hits and judgements on both engines. SQLite's full-text index keeps no
 * text (contentless FTS5), so PostgreSQL's full-text column is written from each article's title
 * and body with the pipeline's own tokens (article-analyser: normaliseForMatch, ftsTokens), and
 * the keyword searches answer the same on both engines.
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
  const setup = await copySetup(source, target);
  process.stdout.write(`  已复制 ${setup.length} 张设置表：${setup.join(', ')}\n`);
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
  // The full-text index is built once after the copy: inserting a million articles' bigrams
  // into a growing GIN index one by one slowed the copy from ~570 to ~200 articles/s.
  await sql`DROP INDEX IF EXISTS article_fts_idx`.execute(target.db);
  for (let lo = 1; lo <= Number(max.m); lo += IDS) {
    for (const [table, key] of BY_ARTICLE) {
      const rows = await source.db
        .selectFrom(table)
        .selectAll()
        .where(key, '>=', lo)
        .where(key, '<', lo + IDS)
        .execute();
      if (rows.length > 0) {
        await target.db
          .insertInto(table)
          .values(table === 'article' ? rows.map(withFts) : rows)
          .execute();
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
  await resetSequences(target);
  const built = performance.now();
  // One transaction, so the memory setting applies to the connection that builds the index.
  await target.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL maintenance_work_mem = '512MB'`.execute(trx);
    await sql`CREATE INDEX article_fts_idx ON article USING GIN (fts)`.execute(trx);
  });
  process.stdout.write(
    `  全文索引已重建（${Math.round((performance.now() - built) / 1000)} 秒）\n`,
  );
  await sql`VACUUM ANALYZE`.execute(target.db);
  await source.close();
}
