import type { Nullable, SelectQueryBuilder } from 'kysely';
import type { DB, OrgArticleStateTable } from '../db/schema.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { keywordParts, scopedArticles, sentimentCondition } from './scope.js';
import type { AnalysisDb, ArticleScope, ScopeDB, ScopeTables } from './scope.js';

/** The facts of a scoped article every hit carries too (rule_hit is written with them). */
export interface ArticleFacts {
  id: number;
  publish_time: number;
  carrier: string;
  sentiment: string;
}

/** The tables a facts query sees: `article` (its facts only) and the organisation's `oas`. */
export type FactsDB = Omit<DB, 'article'> & {
  article: ArticleFacts;
  oas: Nullable<OrgArticleStateTable>;
};
export type FactsQuery = SelectQueryBuilder<FactsDB, ScopeTables, unknown>;

/**
 * True when every condition of the scope can be decided from one rule's hits and the
 * organisation's judgements alone: one rule (a special), and no keyword, region, source,
 * language, abroad or filter-box condition (those read the article itself). Several rules
 * need one row per article; PostgreSQL's semi-join over articles does that better than a
 * DISTINCT over the hits, so they take the article path.
 */
export function isHitScope(scope: ArticleScope): boolean {
  const e = scope.exclude;
  return (
    scope.ruleIds?.length === 1 &&
    !scope.regions?.length &&
    !scope.sourceIds?.length &&
    !scope.languages?.length &&
    scope.isAbroad === undefined &&
    !scope.countries?.length &&
    !scope.sites?.length &&
    !scope.authors?.length &&
    keywordParts(scope).length === 0 &&
    !e?.sites?.length &&
    !e?.authors?.length &&
    !(e?.words ?? []).some((w) => normaliseForMatch(w).trim())
  );
}

/**
 * The scope's articles as their facts (`article.id`, `publish_time`, `carrier`, `sentiment`)
 * LEFT JOIN the organisation's `oas`, for analyses that group by those alone. A scope of one
 * rule's hits reads them from rule_hit (one covering index range, one row per article) and
 * never touches the article row; any other scope is scopedArticles. Same rows either way.
 */
export function scopedFacts(adb: AnalysisDb, scope: ArticleScope): FactsQuery {
  if (!isHitScope(scope)) {
    return scopedArticles(adb, scope);
  }
  let hits = adb.db
    .selectFrom('rule_hit')
    .select([
      'rule_hit.article_id as id',
      'rule_hit.publish_time',
      'rule_hit.carrier',
      'rule_hit.sentiment',
    ])
    .where('rule_hit.org_id', '=', scope.orgId)
    .where('rule_hit.rule_id', '=', scope.ruleIds![0]!)
    .where('rule_hit.publish_time', '>=', scope.startTime)
    .where('rule_hit.publish_time', '<=', scope.endTime);
  if (scope.carriers?.length) {
    hits = hits.where('rule_hit.carrier', 'in', scope.carriers);
  }
  const query = adb.db
    .selectFrom(hits.as('article'))
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', scope.orgId),
    ) as unknown as SelectQueryBuilder<ScopeDB, ScopeTables, unknown>;
  return query.where((eb) => sentimentCondition(eb, scope));
}
