import { sql } from 'kysely';
import type { Expression, Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { Engine } from './create-db.js';
import type { DB, JobTable } from './schema.js';

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

const sqlite: Dialect = {
  engine: 'sqlite',
  async writeFts(trx, rows) {
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

const postgres: Dialect = {
  engine: 'postgres',
  async writeFts(trx, rows) {
    if (rows.length === 0) {
      return;
    }
    const ids = rows.map((r) => r.id);
    const texts = rows.map((r) => r.tokens);
    await sql`UPDATE article SET fts = to_tsvector('simple', v.tokens)
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
