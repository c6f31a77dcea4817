import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.js';

/**
 * Monthly range partitions of `article` on PostgreSQL (UTC months of `publish_time`, ms).
 * A partition is created on demand before an insert needs it and ahead by the maintenance
 * timer; `article_default` only catches rows written around the writer (fixtures, bulk
 * loads) and is emptied into monthly partitions by every maintenance run, so retention can
 * always drop whole months.
 */
const known = new Set<string>();

/** First instant (ms, UTC) of the month containing `ms`, and of the next month. */
export function monthBounds(ms: number): { name: string; from: number; to: number } {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const from = Date.UTC(y, m, 1);
  const to = Date.UTC(y, m + 1, 1);
  return { name: `article_p${y}${String(m + 1).padStart(2, '0')}`, from, to };
}

/** Makes sure a partition exists for the month of every given publish time. */
export async function ensureArticleMonths(db: Kysely<DB>, times: Iterable<number>): Promise<void> {
  const months = new Map<string, ReturnType<typeof monthBounds>>();
  for (const t of times) {
    const b = monthBounds(t);
    if (!known.has(b.name)) {
      months.set(b.name, b);
    }
  }
  for (const b of months.values()) {
    await createMonth(db, b);
    known.add(b.name);
  }
}

async function createMonth(db: Kysely<DB>, b: ReturnType<typeof monthBounds>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One creator at a time across processes; the second finds the partition there.
    await sql`SELECT pg_advisory_xact_lock(hashtext('article_partitions'))`.execute(trx);
    const exists = await sql<{
      t: string | null;
    }>`SELECT to_regclass(${b.name})::text AS t`.execute(trx);
    if (exists.rows[0]?.t) {
      return;
    }
    const table = sql.table(b.name);
    // The insert-driven autovacuum settings of 2026-11-26T0700 (index-only scans of the
    // covering indexes need a current visibility map): LIKE does not copy storage options.
    await sql`CREATE TABLE ${table} (LIKE article INCLUDING DEFAULTS) WITH (
        autovacuum_vacuum_insert_scale_factor = 0.01,
        autovacuum_vacuum_insert_threshold = 2000,
        autovacuum_analyze_scale_factor = 0.02)`.execute(trx);
    // Rows of this month already caught by the default partition move into it first, so
    // attaching finds the default partition free of the range.
    await sql`WITH moved AS (
        DELETE FROM article_default WHERE publish_time >= ${b.from} AND publish_time < ${b.to}
        RETURNING *)
      INSERT INTO ${table} SELECT * FROM moved`.execute(trx);
    await sql`ALTER TABLE article ATTACH PARTITION ${table}
      FOR VALUES FROM (${sql.lit(b.from)}) TO (${sql.lit(b.to)})`.execute(trx);
  });
}

export interface ArticlePartition {
  name: string;
  from: number;
  to: number;
}

/** The monthly partitions, oldest first (the default partition is not listed). */
export async function listArticlePartitions(db: Kysely<DB>): Promise<ArticlePartition[]> {
  const rows = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'article'::regclass AND c.relname ~ '^article_p[0-9]{6}$'
      ORDER BY c.relname`.execute(db);
  return rows.rows.map((r) => {
    const y = Number(r.name.slice(9, 13));
    const m = Number(r.name.slice(13, 15)) - 1;
    return { name: r.name, from: Date.UTC(y, m, 1), to: Date.UTC(y, m + 1, 1) };
  });
}

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
}

/**
 * Creates the current and the next `aheadMonths` partitions, moves rows caught by the
 * default partition into their months, and with `retentionMonths` drops every monthly
 * partition that ended before the first retained month (the current month and the
 * `retentionMonths - 1` before it), with the hits, keywords, regions and URL keys of its
 * articles.
 */
export async function maintainArticlePartitions(
  db: Kysely<DB>,
  now: number,
  opts: { retentionMonths: number | null; aheadMonths?: number },
): Promise<MaintenanceResult> {
  const before = new Set((await listArticlePartitions(db)).map((p) => p.name));
  const d = new Date(now);
  const ahead = Array.from({ length: (opts.aheadMonths ?? 2) + 1 }, (_, i) =>
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i, 1),
  );
  const stray = await sql<{ t: string }>`SELECT DISTINCT
      (date_trunc('month', to_timestamp(publish_time / 1000.0) AT TIME ZONE 'UTC'))::text AS t
      FROM article_default`.execute(db);
  const strayTimes = stray.rows.map((r) => Date.parse(`${r.t.replace(' ', 'T')}Z`));
  known.clear();
  await ensureArticleMonths(db, [...ahead, ...strayTimes]);
  const created = (await listArticlePartitions(db))
    .map((p) => p.name)
    .filter((n) => !before.has(n));
  const dropped: string[] = [];
  if (opts.retentionMonths !== null && opts.retentionMonths > 0) {
    const cutoff = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - opts.retentionMonths + 1, 1);
    for (const p of await listArticlePartitions(db)) {
      if (p.to <= cutoff) {
        await dropMonth(db, p);
        dropped.push(p.name);
      }
    }
  }
  return { created, dropped };
}

async function dropMonth(db: Kysely<DB>, p: ArticlePartition): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('article_partitions'))`.execute(trx);
    const exists = await sql<{
      t: string | null;
    }>`SELECT to_regclass(${p.name})::text AS t`.execute(trx);
    if (!exists.rows[0]?.t) {
      return; // another process dropped it first
    }
    const table = sql.table(p.name);
    // The satellites are not partitioned yet: their rows go set-wise by the month's ids
    // (hits and URL keys by their own publish_time range), then the month goes whole.
    await sql`DELETE FROM rule_hit WHERE publish_time >= ${p.from} AND publish_time < ${p.to}`.execute(
      trx,
    );
    await sql`DELETE FROM article_url WHERE publish_time >= ${p.from} AND publish_time < ${p.to}`.execute(
      trx,
    );
    await sql`DELETE FROM article_keyword WHERE article_id IN (SELECT id FROM ${table})`.execute(
      trx,
    );
    await sql`DELETE FROM article_region WHERE article_id IN (SELECT id FROM ${table})`.execute(
      trx,
    );
    await sql`ALTER TABLE article DETACH PARTITION ${table}`.execute(trx);
    await sql`DROP TABLE ${table}`.execute(trx);
  });
  known.delete(p.name);
}

const HOUR_MS = 3600_000;

/**
 * The scheduler of partition upkeep in an API process on PostgreSQL: at start and hourly,
 * creates the coming months, empties the default partition and applies RETENTION_MONTHS.
 * Several processes may run it; the advisory lock makes each change once.
 */
export class PartitionMaintenance {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => number,
    private readonly retentionMonths: number | null,
    private readonly log: { info(o: object, m: string): void; warn(o: object, m: string): void },
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), HOUR_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  tick(): Promise<void> {
    this.running ??= maintainArticlePartitions(this.db, this.now(), {
      retentionMonths: this.retentionMonths,
    })
      .then((r) => {
        if (r.created.length > 0 || r.dropped.length > 0) {
          this.log.info(r, '文章分区已维护');
        }
      })
      .catch((err: unknown) => this.log.warn({ err }, '文章分区维护失败'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
