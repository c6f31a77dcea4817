import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { dialectFor } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createIngest } from '../ingest/create-ingest.js';
import { systemClock } from '../platform/clock.js';
import { importCedCascades, readCedCascades } from '../social/import/weibo-cascades.js';

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/**
 * `npm run import:weibo -- FILE.jsonl.gz [--limit N] [--org ID]`: imports Weibo cascades in
 * the CED format (original post + author profile + parent-linked reposts) through the pipeline.
 * `--org` makes them that organisation's own data; without it they join the shared pool.
 */
async function main(args: string[]): Promise<number> {
  const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? Number(args[i + 1]) : undefined;
  };
  if (!file) {
    process.stdout.write(
      '用法: npm run import:weibo -- weibo_cascades.jsonl.gz [--limit 条数] [--org 单位ID]\n',
    );
    return 1;
  }
  const limit = flag('--limit') ?? Infinity;
  const org = flag('--org');
  const config = loadConfig();
  const database = createDb(config);
  await migrateToLatest(database.db);
  const ingest = createIngest({
    db: database.db,
    dialect: dialectFor(database.engine),
    clock: systemClock,
    log: quiet,
    analysisWorkers: config.analysisWorkers,
  });
  const s = await importCedCascades(
    ingest.pipeline,
    readCedCascades(file, (_c, i) => i < limit),
    {
      ownerOrgId: org ?? null,
      onCascade: (x) =>
        process.stdout.write(
          `\r微博 ${x.cascades} 条，帖子新增 ${x.accepted}，重复 ${x.duplicates}`,
        ),
    },
  );
  process.stdout.write(
    `\n完成：原微博 ${s.cascades} 条，帖子新增 ${s.accepted}，重复 ${s.duplicates}，拒绝 ${s.rejected}\n`,
  );
  await ingest.stop();
  await database.close();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
