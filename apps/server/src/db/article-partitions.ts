import { sql, type Kysely } from 'kysely';
import { CN_OFFSET_MS, DAY_MS } from '@guanlan/shared';
import type { DB } from './schema.js';
import { MONTH_STORAGE, monthSuffix } from './migrations/helpers.js';

/**
 * The tables range-partitioned by the UTC month of `publish_time` (ms) on PostgreSQL, the
 * articles first: each month is one partition of each (`<table>_pYYYYMM`), created together
 * and dropped together. A table that grows with the articles joins with one line here (and a
 * migration that partitions it, see `partitionByPublishMonth`).
 */
export const MONTHLY_TABLES: readonly string[] = [
  'article',
  'rule_hit',
  'article_keyword',
  'article_region',
  'org_hit',
];

/**
 * The monthly tables this database has partitioned (a table of the list whose migration this
 * database has not run — or a build without it — has no `<table>_default` and is left alone).
 */
export async function partitioned(db: Kysely<DB>): Promise<string[]> {
  const r = await sql<{ t: string }>`SELECT t FROM unnest(${[...MONTHLY_TABLES]}::text[]) AS t
      WHERE to_regclass(t || '_default') IS NOT NULL`.execute(db);
  const present = new Set(r.rows.map((x) => x.t));
  return MONTHLY_TABLES.filter((t) => present.has(t));
}

/**
 * A month's partitions are created on demand before an insert needs them and ahead by the
 * maintenance timer; `<table>_default` only catches rows written around the writer (fixtures,
 * bulk loads) and is emptied into monthly partitions by every maintenance run, so retention
 * can always drop whole months.
 */
const known = new Set<string>();

/** First instant (ms, UTC) of the month containing `ms`, of the next month, and its suffix. */
export function monthBounds(ms: number): { suffix: string; from: number; to: number } {
  const d = new Date(ms);
  const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return { suffix: monthSuffix(from), from, to };
}

/** Makes sure every monthly table has a partition for the month of every given time. */
export async function ensureArticleMonths(db: Kysely<DB>, times: Iterable<number>): Promise<void> {
  const months = new Map<string, ReturnType<typeof monthBounds>>();
  for (const t of times) {
    const b = monthBounds(t);
    if (!known.has(b.suffix)) {
      months.set(b.suffix, b);
    }
  }
  for (const b of months.values()) {
    await createMonth(db, b);
    known.add(b.suffix);
  }
}

const lock = sql`SELECT pg_advisory_xact_lock(hashtext('article_partitions'))`;

async function exists(db: Kysely<DB>, name: string): Promise<boolean> {
  const r = await sql<{ t: string | null }>`SELECT to_regclass(${name})::text AS t`.execute(db);
  return Boolean(r.rows[0]?.t);
}

/**
 * Creates a month's partition of every monthly table, one table per transaction: a
 * transaction holding one table's partition locks never waits for another table's, so it
 * cannot deadlock with a query or writer that locks the tables in another order.
 */
async function createMonth(db: Kysely<DB>, b: ReturnType<typeof monthBounds>): Promise<void> {
  for (const parent of await partitioned(db)) {
    await db.transaction().execute(async (trx) => {
      // One creator at a time across processes; the second finds the partition there.
      await lock.execute(trx);
      const name = `${parent}_p${b.suffix}`;
      if (await exists(trx, name)) {
        return;
      }
      const table = sql.table(name);
      // LIKE does not copy storage options: each month takes the insert-driven autovacuum.
      await sql`CREATE TABLE ${table} (LIKE ${sql.table(parent)} INCLUDING DEFAULTS)
        ${MONTH_STORAGE}`.execute(trx);
      // Rows of this month already caught by the default partition move into it first, so
      // attaching finds the default partition free of the range.
      await sql`WITH moved AS (
          DELETE FROM ${sql.table(`${parent}_default`)}
          WHERE publish_time >= ${b.from} AND publish_time < ${b.to}
          RETURNING *)
        INSERT INTO ${table} SELECT * FROM moved`.execute(trx);
      await sql`ALTER TABLE ${sql.table(parent)} ATTACH PARTITION ${table}
        FOR VALUES FROM (${sql.lit(b.from)}) TO (${sql.lit(b.to)})`.execute(trx);
    });
  }
}

export interface ArticlePartition {
  name: string;
  from: number;
  to: number;
}

/** The monthly partitions of one table, oldest first (not its default partition). */
export async function listMonthlyPartitions(
  db: Kysely<DB>,
  parent: string,
): Promise<ArticlePartition[]> {
  const rows = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = ${parent}::regclass AND c.relname ~ ${`^${parent}_p[0-9]{6}$`}
      ORDER BY c.relname`.execute(db);
  return rows.rows.map((r) => {
    const ym = r.name.slice(-6);
    const y = Number(ym.slice(0, 4));
    const m = Number(ym.slice(4)) - 1;
    return { name: r.name, from: Date.UTC(y, m, 1), to: Date.UTC(y, m + 1, 1) };
  });
}

/** The monthly partitions of `article`, oldest first. */
export function listArticlePartitions(db: Kysely<DB>): Promise<ArticlePartition[]> {
  return listMonthlyPartitions(db, 'article');
}

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
}

/** Every monthly partition of every monthly table, by name. */
async function allPartitions(db: Kysely<DB>): Promise<ArticlePartition[]> {
  const tables = await partitioned(db);
  const lists = await Promise.all(tables.map((t) => listMonthlyPartitions(db, t)));
  return lists.flat();
}

/**
 * Creates the current and the next `aheadMonths` months, moves rows caught by the default
 * partitions into their months, and with `retentionMonths` drops every month that ended before
 * the first retained month (the current month and the `retentionMonths - 1` before it): the
 * partitions of every monthly table, the URL keys and the judgements of its articles.
 */
export async function maintainArticlePartitions(
  db: Kysely<DB>,
  now: number,
  opts: { retentionMonths: number | null; aheadMonths?: number },
): Promise<MaintenanceResult> {
  const before = new Set((await allPartitions(db)).map((p) => p.name));
  const d = new Date(now);
  const ahead = Array.from({ length: (opts.aheadMonths ?? 2) + 1 }, (_, i) =>
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i, 1),
  );
  const strayTimes: number[] = [];
  for (const parent of await partitioned(db)) {
    const stray = await sql<{ t: string }>`SELECT DISTINCT
        (date_trunc('month', to_timestamp(publish_time / 1000.0) AT TIME ZONE 'UTC'))::text AS t
        FROM ${sql.table(`${parent}_default`)}`.execute(db);
    strayTimes.push(...stray.rows.map((r) => Date.parse(`${r.t.replace(' ', 'T')}Z`)));
  }
  known.clear();
  await ensureArticleMonths(db, [...ahead, ...strayTimes]);
  const created = (await allPartitions(db)).map((p) => p.name).filter((n) => !before.has(n));
  const dropped: string[] = [];
  if (opts.retentionMonths !== null && opts.retentionMonths > 0) {
    const cutoff = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - opts.retentionMonths + 1, 1);
    await whileApplyingRetention(db, async () => {
      const months = new Map<string, ArticlePartition>();
      for (const p of await allPartitions(db)) {
        if (p.to <= cutoff) {
          months.set(p.name.slice(-6), p);
        }
      }
      for (const [suffix, p] of [...months].sort(([a], [b]) => a.localeCompare(b))) {
        dropped.push(...(await dropMonth(db, suffix, p)));
      }
    });
  }
  return { created, dropped };
}

/**
 * Runs `work` only in the one process applying the retention now: a session advisory lock
 * held on its own connection while the months are dropped on others. Each table's partition
 * goes in its own transaction (see `dropMonth`), so without it two processes could each drop
 * part of one month and each report a part (the multi-process test caught it); a process
 * that finds the lock taken skips, the holder drops whole months.
 */
async function whileApplyingRetention(db: Kysely<DB>, work: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    const got = await sql<{ ok: boolean }>`SELECT
        pg_try_advisory_lock(hashtext('article_retention')) AS ok`.execute(conn);
    if (!got.rows[0]?.ok) {
      return;
    }
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('article_retention'))`.execute(conn);
    }
  });
}

/**
 * How long dropping a partition waits for its table's lock. Detaching takes the parent's
 * ACCESS EXCLUSIVE lock and every later query of the table queues behind the wait, so the
 * wait is short and retried a few times (then the next maintenance tick tries again).
 */
const DROP_LOCK_TIMEOUT = '2s';
const DROP_TRIES = 5;
/** PostgreSQL lock_not_available: the lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Drops one month of every monthly table; answers the partitions dropped. The month's rows of
 * the unpartitioned tables go first, then each table's partition (facts first, articles last),
 * each in its own transaction: the old single transaction held one table's ACCESS EXCLUSIVE
 * lock while waiting for the next, and deadlocked with a report's query that had locked the
 * tables in the other order (the multi-process test caught it).
 */
async function dropMonth(db: Kysely<DB>, suffix: string, p: ArticlePartition): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    await lock.execute(trx);
    const articles = `article_p${suffix}`;
    if (await exists(trx, articles)) {
      // Judgements are not partitioned (few rows, read by organisation and article): the
      // month's go set-wise by its ids, before its articles go.
      await sql`DELETE FROM org_article_state
          WHERE article_id IN (SELECT id FROM ${sql.table(articles)})`.execute(trx);
    }
    await sql`DELETE FROM article_url
        WHERE publish_time >= ${p.from} AND publish_time < ${p.to}`.execute(trx);
    // The month's hourly counts (UTC months are whole hours) go with its articles.
    await sql`DELETE FROM article_hour WHERE hour >= ${p.from} AND hour < ${p.to}`.execute(trx);
  });
  const dropped: string[] = [];
  for (const parent of (await partitioned(db)).reverse()) {
    const name = `${parent}_p${suffix}`;
    if (await dropPartition(db, parent, name)) {
      dropped.push(name);
    }
  }
  await dropHitDays(db, p.to);
  known.delete(suffix);
  return dropped;
}

/**
 * Dropping a partition fires no trigger, so the per-rule day counts (rule_hit_day,
 * rule_hit_region_day) of the dropped hits go here: the days before the Shanghai day holding
 * `to`, and that day, which starts 8 hours before the month's end and runs on into the next
 * month, counted again from the hits left (migration 2026-11-30T0300).
 */
async function dropHitDays(db: Kysely<DB>, to: number): Promise<void> {
  const day = Math.floor((to + CN_OFFSET_MS) / DAY_MS);
  await sql`SELECT rule_hit_days_drop_before(${day}::bigint)`.execute(db);
}

/** Detaches and drops one partition; false when another process dropped it first. */
async function dropPartition(db: Kysely<DB>, parent: string, name: string): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lock.execute(trx);
        if (!(await exists(trx, name))) {
          return false;
        }
        await sql`SET LOCAL lock_timeout = ${sql.lit(DROP_LOCK_TIMEOUT)}`.execute(trx);
        await sql`ALTER TABLE ${sql.table(parent)} DETACH PARTITION ${sql.table(name)}`.execute(
          trx,
        );
        await sql`DROP TABLE ${sql.table(name)}`.execute(trx);
        return true;
      });
    } catch (err) {
      if ((err as { code?: unknown }).code !== LOCK_NOT_AVAILABLE || attempt >= DROP_TRIES) {
        throw err;
      }
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

const HOUR_MS = 3600_000;

/**
 * The scheduler of partition upkeep on PostgreSQL, in every API and worker process: at start
 * and hourly, creates the coming months, empties the default partitions and applies
 * RETENTION_MONTHS. Every process runs it rather than one elected process: a deployment may
 * run only workers (collection) or only API processes (ingest API), each writes articles and
 * needs its months; a tick that finds nothing to do is a few catalog reads, and the advisory
 * lock makes each change once whichever process gets there first.
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
