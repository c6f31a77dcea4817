import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Ingest } from '../create-ingest.js';
import { generateDemoCorpus } from './demo-corpus.js';
import { loadConfig } from '../../config.js';
import { seedDemoMonitorCorpus } from '../../modules/monitor/index.js';
import { seedDemoMicroBlog } from '../../modules/micro-blog/seed-demo-micro-blog.js';

const SEED_KEY = 'demo_corpus_seeded';
export const DEMO_CORPUS_SIZE = 3000;
const BATCH = 250;

/**
 * On the first start of a fresh database, feeds a generated demo corpus (演示数据) through
 * the real pipeline so a new user sees a living system offline. Runs once; `npm run demo --
 * remove` deletes it again.
 */
export async function seedDemoCorpus(
  ingest: Ingest,
  db: Kysely<DB>,
  log: FastifyBaseLogger,
): Promise<void> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_KEY)
    .executeTakeFirst();
  if (done) {
    return;
  }
  const started = Date.now();
  const items = generateDemoCorpus({ count: DEMO_CORPUS_SIZE, now: Date.now() });
  let accepted = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const outcomes = await ingest.pipeline.ingest(items.slice(i, i + BATCH));
    accepted += outcomes.filter((o) => o.status === 'accepted').length;
  }
  // The monitoring family's demo (abroad news, short videos with covers and count snapshots).
  const mediaBase = loadConfig().mediaServiceBase;
  accepted += await seedDemoMonitorCorpus(db, (x) => ingest.pipeline.ingest(x), {
    now: Date.now(),
    mediaBase,
  });
  // 微博分析: generated cascades shaped like real Weibo ones, and finished analyses.
  accepted += await seedDemoMicroBlog(db, (x) => ingest.pipeline.ingest(x), Date.now());
  await db
    .insertInto('app_meta')
    .values({ key: SEED_KEY, value: String(Date.now()) })
    .execute();
  log.info(
    `已生成演示数据 ${accepted} 篇（耗时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
  );
}
