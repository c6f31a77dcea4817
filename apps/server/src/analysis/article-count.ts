import { sql } from 'kysely';
import { scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/** How many articles the scope holds (the organisation's deletions left out). */
export async function articleCount(adb: AnalysisDb, scope: ArticleScope): Promise<number> {
  const row = await scopedFacts(adb, scope)
    .select(sql<number>`COUNT(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
