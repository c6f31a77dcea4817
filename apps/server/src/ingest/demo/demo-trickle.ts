import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { IngestPipeline } from '../pipeline.js';
import { generateDemoCorpus } from './demo-corpus.js';

const EVERY_MS = 3 * 60_000;

interface TrickleDeps {
  db: Kysely<DB>;
  pipeline: IngestPipeline;
  clock: Clock;
}

/** One round: adds 1–4 fresh demo articles if demo data is present; returns how many. */
export async function trickleOnce(deps: TrickleDeps): Promise<number> {
  const demo = await deps.db
    .selectFrom('article')
    .select('id')
    .where('is_demo', '=', 1)
    .limit(1)
    .executeTakeFirst();
  if (!demo) {
    return 0;
  }
  const now = deps.clock.now();
  const items = generateDemoCorpus({
    count: 1 + (now % 4),
    now,
    days: 0.002,
    seed: now,
    idPrefix: `live${now}-`,
  });
  const outcomes = await deps.pipeline.ingest(items);
  return outcomes.filter((o) => o.status === 'accepted').length;
}

/**
 * Keeps a demo installation alive offline: while demo articles are present, a few new ones
 * (演示数据) arrive every three minutes, so trends and warnings move as they would live.
 * Stops on its own once the demo data is removed.
 */
export function startDemoTrickle(deps: TrickleDeps & { log: FastifyBaseLogger }): () => void {
  const timer = setInterval(() => {
    trickleOnce(deps).catch((err: unknown) => deps.log.warn({ err }, '演示数据更新失败'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
