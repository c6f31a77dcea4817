import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { dialectFor } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createIngest } from '../ingest/create-ingest.js';
import { importFile } from '../ingest/import/import-file.js';
import { systemClock } from '../platform/clock.js';

const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/** `npm run import -- FILE.jsonl|FILE.csv …`: imports article files through the pipeline. */
async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stdout.write(
      '用法: npm run import -- 文件.jsonl|文件.csv [更多文件]\n（CSV 首行为字段名：url,title,content,publishTime,siteName,carrier …）\n',
    );
    return 1;
  }
  const config = loadConfig();
  const database = createDb(config);
  await migrateToLatest(database.db);
  const ingest = createIngest({
    db: database.db,
    dialect: dialectFor(database.engine),
    clock: systemClock,
    log: quiet,
  });
  let failed = false;
  for (const file of files) {
    try {
      const s = await importFile(ingest.pipeline, file, (done, total) =>
        process.stdout.write(`\r${file}: ${done}/${total}`),
      );
      process.stdout.write(
        `\n${file}: 共 ${s.lines} 条，新增 ${s.accepted}，重复 ${s.duplicates}，拒绝 ${s.rejected}\n`,
      );
      for (const r of s.reasons.slice(0, 10)) {
        process.stdout.write(`  - ${r}\n`);
      }
    } catch (err) {
      failed = true;
      process.stdout.write(
        `${file}: 导入失败：${err instanceof Error ? err.message : String(err)}\n`,
      );
    }
  }
  await ingest.stop();
  await database.close();
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
