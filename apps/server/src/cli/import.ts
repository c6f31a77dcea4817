import { importFile } from '../ingest/import/import-file.js';
import { openPipeline, runCli } from './cli-runtime.js';

/** `npm run import -- FILE.jsonl|FILE.csv …`: imports article files through the pipeline. */
async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stdout.write(
      '用法: npm run import -- 文件.jsonl|文件.csv [更多文件]\n（CSV 首行为字段名：url,title,content,publishTime,siteName,carrier …）\n',
    );
    return 1;
  }
  const ingest = await openPipeline();
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
  await ingest.close();
  return failed ? 1 : 0;
}

runCli(() => main(process.argv.slice(2)));
