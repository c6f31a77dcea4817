import { sql } from 'kysely';
import { hourCells, isHourScope } from './hour-counts.js';
import { scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/**
 * How many articles the scope holds (the organisation's deletions left out). Over all data the
 * hourly counts answer (hour-counts.ts): a list of every article of 30 days counted each one.
 */
export async function articleCount(adb: AnalysisDb, scope: ArticleScope): Promise<number> {
  if (isHourScope(scope)) {
    return (await hourCells(adb, scope, 'day')).reduce((n, c) => n + c.n, 0);
  }
  const row = await scopedFacts(adb, scope)
    .select(sql<number>`COUNT(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
