import { sql } from 'kysely';
import { HOUR_MS } from '@guanlan/shared';
import type { SqlBool } from 'kysely';
import type { AnalysisDb, ArticleScope, ScopedQuery } from './scope.js';

/**
 * The organisation's rows of org_article_state that change what an analysis sees: 修改情感 and
 * 与我无关. Most rows are read marks only (41,850 of 49,907 in the 1 M bench); joining them
 * changed no answer but made PostgreSQL hash every one of them in each parallel worker. SQLite
 * probes the row by its key per article, and the extra test only slowed that (by a third).
 */
export const JUDGED = sql<SqlBool>`(oas.is_deleted = 1 OR oas.sentiment IS NOT NULL)`;

/**
 * `article` LEFT JOIN the organisation's `oas`. On PostgreSQL a scope of clusters (a hot topic:
 * hundreds of articles) looks each article's judgement up by the key instead: the plain join
 * was hashed over every judgement of the organisation (a sequential scan of 49,907 rows for 574
 * articles in the 1 M bench, 10–14 ms; 5–7 ms by the key), a cost that grows with the
 * organisation's judgements rather than with the topic. `LIMIT 1` (the key allows one row
 * anyway) keeps the planner from flattening the lookup back into that join. A range shorter
 * than an hour (the part hours at the ends of an all-data count, hourCounts) is looked up the
 * same way: its few hundred articles hashed every judgement too (2.3 ms of a 3.4 ms edge at 1 M
 * articles). Large scopes keep the hash join, which is the cheaper plan for them.
 */
export function judgedJoin(
  adb: AnalysisDb,
  scope: ArticleScope,
  readMarks: boolean,
): ScopedQuery<unknown> {
  const { orgId } = scope;
  const postgres = adb.dialect.engine === 'postgres';
  const few = Boolean(scope.clusterIds?.length) || scope.endTime - scope.startTime < HOUR_MS;
  if (postgres && !readMarks && few) {
    return adb.db.selectFrom('article').leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('org_article_state as oas')
          .selectAll('oas')
          .whereRef('oas.article_id', '=', 'article.id')
          .where('oas.org_id', '=', orgId)
          .where(JUDGED)
          .limit(1)
          .as('oas'),
      (join) => join.onTrue(),
    );
  }
  return adb.db.selectFrom('article').leftJoin('org_article_state as oas', (join) => {
    const own = join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId);
    return postgres && !readMarks ? own.on(JUDGED) : own;
  });
}
