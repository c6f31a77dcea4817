import { removeDemoArticles } from '../ingest/demo/remove-demo.js';
import { openDatabase, runCli } from './cli-runtime.js';

/** `npm run demo -- status|remove`: shows or deletes the generated demo corpus (演示数据). */
async function main(command: string | undefined): Promise<number> {
  const { database } = await openDatabase();
  try {
    if (command === 'remove') {
      const n = await removeDemoArticles(database.db);
      process.stdout.write(`已删除演示数据 ${n} 篇\n`);
      return 0;
    }
    const row = await database.db
      .selectFrom('article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_demo', '=', 1)
      .executeTakeFirstOrThrow();
    process.stdout.write(`演示数据 ${Number(row.n)} 篇（删除：npm run demo -- remove）\n`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv[2]));
