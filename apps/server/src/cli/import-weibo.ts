import { importCedCascades, readCedCascades } from '../social/import/weibo-cascades.js';
import { openPipeline, runCli } from './cli-runtime.js';

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
  const ingest = await openPipeline({ analysisWorkers: true });
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
  await ingest.close();
  return 0;
}

runCli(() => main(process.argv.slice(2)));
