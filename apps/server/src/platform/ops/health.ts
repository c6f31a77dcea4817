import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Engine } from '../../db/create-db.js';

/** What GET /healthz answers: 200 when this process can serve, 503 when it cannot. */
export interface HealthReport {
  ok: boolean;
  engine: Engine;
  /** `ok`, or why the database did not answer (within {@link PROBE_TIMEOUT_MS}). */
  database: 'ok' | 'unreachable';
  /** Jobs waiting (due now or later) and running, over every process of the deployment. */
  queue: { queued: number; running: number } | null;
  /** This process stops taking work (SIGTERM received). */
  draining: boolean;
  pid: number;
  uptimeSeconds: number;
  rssMb: number;
}

const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`数据库 ${ms} ms 内无应答`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Probes the database (one cheap query) and reads the job queue's depth. */
export async function healthReport(
  db: Kysely<DB>,
  engine: Engine,
  draining: boolean,
): Promise<HealthReport> {
  let database: HealthReport['database'] = 'ok';
  let queue: HealthReport['queue'] = null;
  try {
    const rows = await withTimeout(
      db
        .selectFrom('job')
        .select(['status', sql<number>`count(*)`.as('n')])
        .where('status', 'in', ['queued', 'running'])
        .groupBy('status')
        .execute(),
      PROBE_TIMEOUT_MS,
    );
    const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    queue = { queued: count('queued'), running: count('running') };
  } catch {
    database = 'unreachable';
  }
  return {
    ok: database === 'ok' && !draining,
    engine,
    database,
    queue,
    draining,
    pid: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
    rssMb: Math.round(process.memoryUsage.rss() / 1048576),
  };
}
