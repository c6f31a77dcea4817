import { sql } from 'kysely';
import type { Expression, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { Engine } from './create-db.js';
import type { DB, JobTable } from './schema.js';
import { transactionConnection } from './insert-rows.js';

/**
 * The only place where SQLite and PostgreSQL differ (STYLE rule 3): full-text index writes and
 * queries, the job-claim statement, and code-point ordering of text.
 */
export interface Dialect {
  engine: Engine;
  /** Writes the full-text tokens of articles (space-joined tokens from search/fts-tokens). */
  writeFts(
    trx: Kysely<DB> | Transaction<DB>,
    rows: { id: number; tokens: string }[],
  ): Promise<void>;
  /**
   * One bounded step of full-text index upkeep, run between write slices: on SQLite sets FTS5's
   * merge policy (once per database handle, see FTS_MERGE_POLICY) and merges at most `pages`
   * pages of segments. True when merge work remains.
   */
  mergeFtsStep(db: Kysely<DB>, pages: number): Promise<boolean>;
  /** A WHERE condition on `article.id` that holds when the article contains the token phrase. */
  ftsCondition(tokens: string[]): Expression<SqlBool>;
  /**
   * The text expression collated by code point, so ORDER BY on names and words gives the same
   * order on both engines (SQLite compares bytes; PostgreSQL follows the database's locale).
   */
  binaryText(expr: Expression<string | null>): Expression<string | null>;
  /** Claims one due job (queued and due, or running with an expired lease) for `worker`. */
  claimJob(
    db: Kysely<DB>,
    worker: string,
    kinds: readonly string[],
    now: number,
    leaseMs: number,
  ): Promise<Selectable<JobTable> | undefined>;
}

function claimSql(kinds: readonly string[], now: number, skipLocked: boolean) {
  const lock = skipLocked ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  return sql`SELECT id FROM job
    WHERE kind IN (${sql.join(kinds)})
      AND ((status = 'queued' AND run_at <= ${now}) OR (status = 'running' AND lease_until < ${now}))
    ORDER BY run_at, id LIMIT 1 ${lock}`;
}

async function claimWith(
  db: Kysely<DB>,
  worker: string,
  kinds: readonly string[],
  now: number,
  leaseMs: number,
  skipLocked: boolean,
) {
  if (kinds.length === 0) {
    return undefined;
  }
  const result = await sql<Selectable<JobTable>>`UPDATE job
    SET status = 'running', lease_until = ${now + leaseMs}, locked_by = ${worker},
        attempts = attempts + 1, updated_at = ${now}
    WHERE id = (${claimSql(kinds, now, skipLocked)})
    RETURNING *`.execute(db);
  return result.rows[0];
}

/** Quotes one token for an FTS5 phrase (tokens never contain spaces). */
function fts5Quote(token: string): string {
  return `"${token.replace(/"/g, '""')}"`;
}

/**
 * FTS5's merge policy for ingest (stored in the file's article_fts_config, set again at each
 * start). Each write slice adds one segment to level 0.
 * - automerge 0: no merge inside a write (one held the event loop 30–51 ms); the pipeline merges
 *   in bounded steps between slices instead (mergeFtsStep).
 * - usermerge 16: a step merges a level once it holds 16 segments, into one of the next level.
 *   Every level rewrites each posting once, so 16-way merges rewrite the index over about half
 *   as many levels as the default 4-way: `npm run bench:fts` (200,000 articles in 30-article
 *   slices) takes 11.9 s of merge steps instead of 19.2, for searches within 0.25 ms.
 * - crisismerge 64: the level size at which FTS5 merges inside a write anyway; above usermerge,
 *   so the bounded steps do the merging (at the default, 16, every level-0 merge would run
 *   inside a slice).
 */
const FTS_MERGE_POLICY = { automerge: 0, usermerge: 16, crisismerge: 64 } as const;

/** SQLite handles whose FTS5 merge policy is already set. */
const mergePolicySet = new WeakSet<Kysely<DB>>();

const sqlite: Dialect = {
  engine: 'sqlite',
  async mergeFtsStep(db, pages) {
    if (!mergePolicySet.has(db)) {
      mergePolicySet.add(db);
      for (const [option, value] of Object.entries(FTS_MERGE_POLICY)) {
        // FTS5 takes these as integer literals (a bound JavaScript number arrives as a real).
        await sql`INSERT INTO article_fts(article_fts, rank) VALUES (${option}, ${sql.lit(value)})`.execute(
          db,
        );
      }
    }
    const before = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db);
    await sql`INSERT INTO article_fts(article_fts, rank) VALUES ('merge', ${pages})`.execute(db);
    const after = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db);
    // FTS5: a 'merge' that changed fewer than two rows found nothing left to merge.
    return Number(after.rows[0]!.n) - Number(before.rows[0]!.n) >= 2;
  },
  async writeFts(trx, rows) {
    const file = transactionConnection(trx);
    if (file) {
      const insert = file.prepare('INSERT INTO article_fts(rowid, tokens) VALUES (?, ?)');
      for (const row of rows) {
        insert.run(row.id, row.tokens);
      }
      return;
    }
    for (const row of rows) {
      await sql`INSERT INTO article_fts(rowid, tokens) VALUES (${row.id}, ${row.tokens})`.execute(
        trx,
      );
    }
  },
  claimJob: (db, worker, kinds, now, leaseMs) => claimWith(db, worker, kinds, now, leaseMs, false),
  ftsCondition(tokens) {
    const phrase = tokens.map(fts5Quote).join(' ');
    return sql<SqlBool>`article.id IN (SELECT rowid FROM article_fts WHERE article_fts MATCH ${phrase})`;
  },
  binaryText: (expr) => expr,
};

/**
 * PostgreSQL's full-text vector of space-joined tokens (search/fts-tokens), for the `fts`
 * column: written with the row at ingest (article-writer), by writeFts elsewhere.
 */
export function pgFtsVector(tokens: string | Expression<string>) {
  return sql<string>`to_tsvector('simple', ${tokens})`;
}

const postgres: Dialect = {
  engine: 'postgres',
  // The GIN index keeps its own pending list; nothing to merge by hand.
  mergeFtsStep: () => Promise.resolve(false),
  async writeFts(trx, rows) {
    if (rows.length === 0) {
      return;
    }
    const ids = rows.map((r) => r.id);
    const texts = rows.map((r) => r.tokens);
    await sql`UPDATE article SET fts = ${pgFtsVector(sql.ref<string>('v.tokens'))}
      FROM unnest(${ids}::bigint[], ${texts}::text[]) AS v(id, tokens)
      WHERE article.id = v.id`.execute(trx);
  },
  // SKIP LOCKED lets many worker processes share the queue without blocking each other.
  claimJob: (db, worker, kinds, now, leaseMs) => claimWith(db, worker, kinds, now, leaseMs, true),
  ftsCondition(tokens) {
    // `<->` chains require each token to follow the previous one: substring semantics.
    return sql<SqlBool>`article.fts @@ phraseto_tsquery('simple', ${tokens.join(' ')})`;
  },
  binaryText: (expr) => sql<string | null>`${expr} COLLATE "C"`,
};

export function dialectFor(engine: Engine): Dialect {
  return engine === 'postgres' ? postgres : sqlite;
}
