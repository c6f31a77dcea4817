/**
 * bench:social — social analytics on generated data in a fresh SQLite database under /tmp.
 * Sections (each adds its figures to the one JSON line printed at the end):
 * - microBlog: a BENCH_CASCADE-node cascade (default 50,000 reposts, shaped like real Weibo
 *   cascades: see modules/micro-blog/demo-cascades.ts) ingested through the real pipeline, then
 *   one 微博传播分析 timed from saveMicroBlogAnalysis's service call to the finished job (find the
 *   post, read the tree, levels, key nodes, audience, trend, hot words). Target ≤ 10 s.
 * - group: a 100,000-message chat imported, its meet records and a 群组监测 set's analyses
 *   (scripts/bench/social-group.ts, on its own test app). `npm run bench:social -- group` runs
 *   one section.
 * Add a section: a function `(ctx) => Promise<Record<string, number>>` in SECTIONS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createDb } from '../../apps/server/src/db/create-db.js';
import type { Database } from '../../apps/server/src/db/create-db.js';
import { dialectFor } from '../../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createIngest } from '../../apps/server/src/ingest/create-ingest.js';
import type { Ingest } from '../../apps/server/src/ingest/create-ingest.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import { registerMicroBlogJobs } from '../../apps/server/src/modules/micro-blog/index.js';
import { MicroBlogService } from '../../apps/server/src/modules/micro-blog/micro-blog.service.js';
import { demoCascade } from '../../apps/server/src/modules/micro-blog/demo-cascades.js';
import { benchGroup } from './social-group.js';

const CASCADE = Number(process.env.BENCH_CASCADE ?? 50_000);

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

/** What every section gets: the database, the ingest pipeline and its job runner, an org. */
export interface BenchContext {
  database: Database;
  ingest: Ingest;
  orgId: number;
  log: (line: string) => void;
}

type Section = (ctx: BenchContext) => Promise<Record<string, number>>;

const log = (line: string) => process.stderr.write(`${line}\n`);

async function microBlog(ctx: BenchContext): Promise<Record<string, number>> {
  const { db } = ctx.database;
  const posts = demoCascade({
    seed: 5,
    size: CASCADE,
    start: Date.now() - 3 * 86_400_000,
    prefix: 'Bench',
    author: {
      uid: 'bench',
      name: '压测原微博',
      gender: 'f',
      location: '北京',
      followers: 5_000_000,
    },
    text: '压测：一条被大量转发的微博，看传播层级、关键节点与评论热词。',
  });
  const t0 = performance.now();
  for (let i = 0; i < posts.length; i += 1000) {
    await ctx.ingest.pipeline.ingest(posts.slice(i, i + 1000));
    if ((i / 1000) % 10 === 0) {
      ctx.log(`  已入库 ${Math.min(posts.length, i + 1000)} / ${posts.length}`);
    }
  }
  const ingestMs = Math.round(performance.now() - t0);
  ctx.log(`微博：${posts.length} 条入库 ${(ingestMs / 1000).toFixed(1)} s`);

  registerMicroBlogJobs(ctx.ingest.runner, db, systemClock);
  const svc = new MicroBlogService(db, ctx.ingest.queue, systemClock);
  const t1 = performance.now();
  const id = await svc.create(ctx.orgId, null, { microBlogUrl: 'Bench0' });
  await ctx.ingest.runner.drain();
  const analyseMs = Math.round(performance.now() - t1);
  const info = await svc.info(ctx.orgId, id);
  if (info.status !== 'done') {
    throw new Error(`分析未完成：${info.reason ?? info.status}`);
  }
  ctx.log(
    `微博传播分析：${info.coverage?.seen ?? 0} 个节点，最大深度 ${info.maxDepth}，用时 ${(analyseMs / 1000).toFixed(2)} s（目标 ≤ 10 s）`,
  );
  return {
    microBlogNodes: info.coverage?.seen ?? 0,
    microBlogMaxDepth: info.maxDepth ?? 0,
    microBlogIngestMs: ingestMs,
    microBlogAnalyseMs: analyseMs,
  };
}

const SECTIONS: Record<string, Section> = { microBlog, group: (ctx) => benchGroup(ctx.log) };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guanlan-bench-social-'));
const database = createDb({ dataDir: dir });
await migrateToLatest(database.db);
const ingest = createIngest({
  db: database.db,
  dialect: dialectFor(database.engine),
  clock: systemClock,
  log: silent,
});
const org = await database.db
  .insertInto('organisation')
  .values({
    name: '压测单位',
    status: 'active',
    edition: 'government',
    contact_name: '压测',
    contact_phone: null,
    email: null,
    industry: null,
    region: null,
    remark: null,
    is_demo: 0,
    require_phone_bind: 0,
    max_ordinary_accounts: 5,
    max_sub_accounts: 50,
    created_at: Date.now(),
    approved_at: Date.now(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const figures: Record<string, number> = {};
try {
  const only = process.argv.slice(2);
  for (const [name, run] of Object.entries(SECTIONS)) {
    if (only.length === 0 || only.includes(name)) {
      Object.assign(figures, await run({ database, ingest, orgId: Number(org.id), log }));
    }
  }
} finally {
  await ingest.stop();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(figures)}\n`);
