import { sql } from 'kysely';
import { CN_OFFSET_MS, DAY_MS } from '@guanlan/shared';
import type { Nullable, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DB, OrgArticleStateTable } from '../db/schema.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { effectiveSentiment, engagement, scopedArticles } from './scope.js';
import { keywordParts } from './scope-keyword.js';
import type { AnalysisDb, ArticleScope, ScopeTables } from './scope.js';

/** The facts of a scoped article every hit carries too (rule_hit is written with them). */
export interface ArticleFacts {
  id: number;
  publish_time: number;
  carrier: string;
  sentiment: string;
  site_name: string | null;
  author_name: string | null;
  author_followers: number | null;
  language: string;
}

/** The tables a facts query sees: `article` (its facts only) and the organisation's `oas`. */
export type FactsDB = Omit<DB, 'article'> & {
  article: ArticleFacts;
  oas: Nullable<OrgArticleStateTable>;
};
export type FactsQuery = SelectQueryBuilder<FactsDB, ScopeTables, unknown>;

/** Expressions over a facts query's `article` that differ between the two paths. */
export interface FactColumns {
  /** The organisation's effective sentiment (`irrelevant` for 与我无关). */
  sentiment: RawBuilder<string>;
  /** forwards + comments + likes. */
  engagement: RawBuilder<number>;
  /** The similar cluster: COALESCE(cluster_id, id). */
  cluster: RawBuilder<number>;
  /** True on the hit path: `article.region_mask` and `article.district_mask` exist. */
  hits: boolean;
}

const HIT_COLUMNS: FactColumns = {
  sentiment: sql<string>`article.sentiment`,
  engagement: sql<number>`article.engagement`,
  cluster: sql<number>`article.cluster_key`,
  hits: true,
};
const ARTICLE_COLUMNS: FactColumns = {
  sentiment: effectiveSentiment,
  engagement,
  cluster: sql<number>`COALESCE(article.cluster_id, article.id)`,
  hits: false,
};

/** The expressions for the query scopedFacts(adb, scope) builds. */
export function factColumns(scope: ArticleScope): FactColumns {
  return isHitScope(scope) ? HIT_COLUMNS : ARTICLE_COLUMNS;
}

/**
 * A hit's Shanghai day number, `(publish_time + 8 h) / 1 day`: the first column of the cell
 * index (migration 2026-11-30T0200), spelled exactly as there so both engines match the
 * expression to the index. Literals, not parameters, for the same reason.
 */
export const HIT_DAY = sql<number>`(h.publish_time + ${sql.lit(CN_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

/**
 * The kind whose any-hit rows (org_hit) answer the scope's rules: set when the scope reads every
 * rule of the kind (全部专题) and there is more than one (one rule reads its own hits).
 */
export function anyHitKind(scope: ArticleScope): string | undefined {
  return (scope.ruleIds?.length ?? 0) > 1 ? scope.allOfKind : undefined;
}

/**
 * True when no condition of the scope reads the article row itself: no keyword, region, source,
 * language, abroad, country, site, author or filter-box condition. (Time, carriers, sentiments
 * and clusters are kept in the hit facts; the hourly counts keep time, carriers and sentiments.)
 */
export function readsFactsOnly(scope: ArticleScope): boolean {
  const e = scope.exclude;
  return (
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
 * True when every condition of the scope can be decided from stored hit facts alone: one rule's
 * hits (a special) or the organisation's any-hit rows of a kind (every special: 全部专题), and
 * no condition that reads the article itself (readsFactsOnly). Any other set of several rules
 * needs one row per article; PostgreSQL's semi-join over articles does that better than a
 * DISTINCT over the hits, so it takes the article path.
 */
export function isHitScope(scope: ArticleScope): boolean {
  return (scope.ruleIds?.length === 1 || anyHitKind(scope) !== undefined) && readsFactsOnly(scope);
}

/**
 * The scope's articles as their facts (`article.id`, `publish_time`, `carrier`, `site_name`,
 * `author_name`, `author_followers`, and the expressions of factColumns) for analyses that
 * group by those alone. A scope of one rule's hits reads them from rule_hit (one range of the
 * table ordered by rule and time, which carries the organisation's effective sentiment, the
 * cluster, engagement and region masks), a scope of every rule of a kind from org_hit (the same
 * facts, one row per article, ordered by organisation, kind and time); neither touches the
 * article row or `oas`. Any other scope is scopedArticles (article LEFT JOIN oas). Same rows
 * either way. `unjudged` (hit scopes without a sentiment filter only) also keeps the articles
 * the organisation marked 与我无关: for counts that subtract them (see hitCounts).
 */
export function scopedFacts(adb: AnalysisDb, scope: ArticleScope, unjudged = false): FactsQuery {
  if (!isHitScope(scope)) {
    return scopedArticles(adb, scope);
  }
  const kind = anyHitKind(scope);
  // org_hit has every column read here with the same meaning (OrgHitTable); typed as rule_hit.
  const from = (kind === undefined ? 'rule_hit as h' : 'org_hit as h') as 'rule_hit as h';
  let hits = adb.db
    .selectFrom(from)
    .select([
      'h.article_id as id',
      'h.publish_time',
      'h.carrier',
      'h.sentiment',
      'h.cluster_key',
      'h.site_name',
      'h.author_name',
      'h.author_followers',
      'h.engagement',
      'h.region_mask',
      'h.district_mask',
      'h.language',
    ])
    .where('h.org_id', '=', scope.orgId)
    .where(
      kind === undefined
        ? sql<SqlBool>`h.rule_id = ${scope.ruleIds![0]!}`
        : sql<SqlBool>`h.kind = ${kind}`,
    )
    .where((eb) => eb.between('h.publish_time', scope.startTime, scope.endTime));
  if (scope.carriers?.length) {
    hits = hits.where('h.carrier', 'in', scope.carriers);
  }
  if (scope.clusterIds) {
    // A hot topic's clusters among the hits (本单位热点): the hit's cluster is COALESCE(cluster_id, id).
    hits = scope.clusterIds.length
      ? hits.where('h.cluster_key', 'in', scope.clusterIds)
      : hits.where(sql<SqlBool>`1 = 0`);
  }
  const sentiments = scope.sentiments ?? [];
  if (sentiments.length > 0) {
    hits = hits.where('h.sentiment', 'in', sentiments);
  } else if (!unjudged) {
    hits = hits.where('h.sentiment', '<>', 'irrelevant');
  }
  return adb.db.selectFrom(hits.as('article'));
}

/** Article columns an analysis counts the scope by that no hit carries: the source. */
export type ArticleGroupColumn = 'source_id';

/**
 * The scope's article count per value of one column of the article row that the hit facts do
 * not carry (its source), as `{ value, n }`. A scope its stored hits answer (isHitScope) walks
 * those hits — one per article, with the organisation's judgements — and looks each article's
 * value up by its key in a correlated subquery: grouping `article.id IN (hits)`, or a join to the
 * articles once PostgreSQL ran without parallel workers, made it hash the hits and scan every
 * article of the range (500 K rows for 14 K hits at 1 M articles: 247 ms, against 63–78 ms for
 * the lookups). Any other scope groups
 * scopedArticles. (A column the hits carry, like the language, groups scopedFacts instead.)
 */
export function countByArticleColumn(
  adb: AnalysisDb,
  scope: ArticleScope,
  column: ArticleGroupColumn,
) {
  const ref = `article.${column}` as const;
  if (!isHitScope(scope)) {
    return scopedArticles(adb, scope)
      .select((eb) => [eb.ref(ref).as('value'), eb.fn.countAll<number>().as('n')])
      .groupBy(ref)
      .execute();
  }
  const hits = scopedFacts(adb, scope).select(['article.id', 'article.publish_time']);
  const values = adb.db
    .selectFrom(hits.as('h'))
    .select((eb) =>
      eb
        .selectFrom('article as a')
        .select(`a.${column}`)
        .whereRef('a.id', '=', 'h.id')
        .whereRef('a.publish_time', '=', 'h.publish_time')
        .as('v'),
    );
  return adb.db
    .selectFrom(values.as('x'))
    .select((eb) => ['x.v as value', eb.fn.countAll<number>().as('n')])
    .groupBy('x.v')
    .execute();
}
