import { sql } from 'kysely';
import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  Nullable,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely';
import { CHAT_CARRIER } from '@guanlan/shared';
import type { Sentiment } from '@guanlan/shared';
import type { Engine } from '../db/create-db.js';
import type { Dialect } from '../db/dialect.js';
import type { DB, OrgArticleStateTable } from '../db/schema.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { keywordCondition, keywordParts, likeIn } from './scope-keyword.js';
import { judgedJoin } from './scope-judgements.js';

export { JUDGED } from './scope-judgements.js';

/** Where a keyword must occur: 标题或正文, 标题 or 正文. */
export type SearchArea = 'all' | 'title' | 'content';

/**
 * The articles an analysis runs over, for one organisation. Every list filter treats an empty
 * list as "no filter", except `ruleIds`: an empty list means "hit by no rule", so nothing.
 * The time range is inclusive at both ends.
 */
export interface ArticleScope {
  /** The tenant: its rules, its sentiment overrides and its 与我无关 deletions apply. */
  orgId: number;
  /** Articles hit by any of these rules of the organisation (stored hits); else all articles. */
  ruleIds?: readonly number[];
  /**
   * Set when `ruleIds` are every rule of this kind the organisation has (全部专题: `special`),
   * read together: the organisation's any-hit rows of the kind (org_hit) then stand for them.
   */
  allOfKind?: string;
  carriers?: readonly string[];
  /** Effective sentiments; `irrelevant` selects the articles the organisation deleted. */
  sentiments?: readonly Sentiment[];
  /** Epoch ms, inclusive. */
  startTime: number;
  /** Epoch ms, inclusive. */
  endTime: number;
  /** Region codes (usually provinces): mentioned in the article or its publisher's province. */
  regions?: readonly string[];
  sourceIds?: readonly number[];
  /** Near-duplicate clusters (COALESCE(cluster_id, id)): a hot topic's articles. */
  clusterIds?: readonly number[];
  languages?: readonly string[];
  isAbroad?: boolean;
  /** Countries of the article's source (境外: an article is abroad by its source's country). */
  countries?: readonly string[];
  /** Only these sites (短视频 platforms, monitored sites); with `authors`, either may match. */
  sites?: readonly string[];
  /** Only these authors (monitored accounts); with `sites`, either may match. */
  authors?: readonly string[];
  /** Words separated by spaces must all occur (in the search area). */
  keyword?: string;
  searchArea?: SearchArea;
  /**
   * Also the organisation's chat messages (carrier chat) without naming that carrier: the
   * warned-article lists (a warning may fire on a chat message). Other views keep them out.
   */
  chats?: boolean;
  /** The organisation's filter boxes (过滤设置): sites, authors and words kept out. */
  exclude?: ScopeExclusions;
}

/** Articles from these sites or authors, or containing these words, are left out. */
export interface ScopeExclusions {
  sites?: readonly string[];
  authors?: readonly string[];
  words?: readonly string[];
}

/** What an analysis needs from the storage layer: the database and its dialect. */
export interface AnalysisDb {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** The tables a scoped query sees: `article` and the organisation's `oas` (may be null). */
export type ScopeTables = 'article' | 'oas';
export type ScopeDB = DB & { oas: Nullable<OrgArticleStateTable> };
/** A query over scoped articles, with whatever it selects so far. */
export type ScopedQuery<O> = SelectQueryBuilder<ScopeDB, ScopeTables, O>;

/**
 * The sentiment the organisation sees: its override over the model's verdict, and
 * `irrelevant` for articles it marked 与我无关. Written as plain SQL text (no parameters), so
 * PostgreSQL accepts the same expression in SELECT and GROUP BY.
 */
export const effectiveSentiment = sql<string>`CASE WHEN oas.is_deleted = 1 THEN 'irrelevant' ELSE COALESCE(oas.sentiment, article.sentiment) END`;

/** Interactions that make an article or author hot: forwards + comments + likes. */
export const engagement = sql<number>`(article.forwards + article.comments + article.likes)`;

const NOT_DELETED = sql<SqlBool>`(oas.is_deleted IS NULL OR oas.is_deleted = 0)`;
const NOTHING = sql<SqlBool>`1 = 0`;
/** The monitoring kinds' conditions: source countries, sites, authors (empty = no filter). */
function monitorConditions(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  scope: ArticleScope,
): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [];
  if (scope.countries?.length) {
    const countries = scope.countries;
    const sources = eb
      .selectFrom('source')
      .select('source.id')
      .where('source.country', 'in', countries);
    conds.push(eb('article.source_id', 'in', sources));
  }
  const either: Expression<SqlBool>[] = [];
  if (scope.sites?.length) {
    either.push(eb('article.site_name', 'in', scope.sites));
  }
  if (scope.authors?.length) {
    either.push(eb('article.author_name', 'in', scope.authors));
  }
  if (either.length > 0) {
    conds.push(eb.or(either));
  }
  return conds;
}

/** NOT conditions of the filter boxes; a missing site or author never matches an exclusion. */
function exclusionConditions(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  exclude: ScopeExclusions | undefined,
): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [];
  if (exclude?.sites?.length) {
    const sites = exclude.sites;
    conds.push(
      eb.or([eb('article.site_name', 'is', null), eb('article.site_name', 'not in', sites)]),
    );
  }
  if (exclude?.authors?.length) {
    const authors = exclude.authors;
    conds.push(
      eb.or([eb('article.author_name', 'is', null), eb('article.author_name', 'not in', authors)]),
    );
  }
  for (const word of exclude?.words ?? []) {
    const part = normaliseForMatch(word).trim();
    if (part) {
      conds.push(eb.not(eb.or([likeIn('title', part), likeIn('content', part)])));
    }
  }
  return conds;
}

/**
 * How the rule filter joins the articles. `driver`: the rule's hits in the range are the set
 * the query walks (one index range per rule), the right shape when the hits are the most
 * selective condition. `check`: a per-article lookup of its hits (primary key), for queries
 * driven by something narrower (a keyword's full-text matches, a handful of clusters).
 */
export type RuleJoin = 'driver' | 'check';

function ruleCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  scope: ArticleScope,
  ruleIds: readonly number[],
  join: RuleJoin,
): Expression<SqlBool> {
  if (ruleIds.length === 0) {
    return NOTHING;
  }
  if (scope.allOfKind !== undefined && ruleIds.length > 1) {
    return anyHitCondition(eb, scope, scope.allOfKind, join);
  }
  // A semi-join either way, so an article hit by two of the rules still counts once. A hit
  // carries its article's publish_time (written together), so the driver walks the
  // (rule_id, publish_time) index over the range and the check is one point lookup per rule.
  const hits = eb
    .selectFrom('rule_hit')
    .where('rule_hit.org_id', '=', scope.orgId)
    .where('rule_hit.rule_id', 'in', ruleIds);
  if (join === 'check') {
    // A scalar lookup rather than EXISTS: SQLite turns EXISTS into a join and, with several
    // rules and a full-text IN list on article.id, then loops the whole list per article.
    const hit = hits
      .select(sql`1`.as('one'))
      .whereRef('rule_hit.publish_time', '=', 'article.publish_time')
      .whereRef('rule_hit.article_id', '=', 'article.id')
      .limit(1);
    return sql<SqlBool>`(${hit}) IS NOT NULL`;
  }
  return eb(
    'article.id',
    'in',
    hits
      .select('rule_hit.article_id')
      .where('rule_hit.publish_time', '>=', scope.startTime)
      .where('rule_hit.publish_time', '<=', scope.endTime),
  );
}

/**
 * ruleCondition for every rule of a kind: the organisation's any-hit rows (one per article),
 * walked over the range (driver) or looked up by their key (check).
 */
function anyHitCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  scope: ArticleScope,
  kind: string,
  join: RuleJoin,
): Expression<SqlBool> {
  const rows = eb
    .selectFrom('org_hit')
    .where('org_hit.org_id', '=', scope.orgId)
    .where('org_hit.kind', '=', kind);
  if (join === 'check') {
    const row = rows
      .select(sql`1`.as('one'))
      .whereRef('org_hit.publish_time', '=', 'article.publish_time')
      .whereRef('org_hit.article_id', '=', 'article.id')
      .limit(1);
    return sql<SqlBool>`(${row}) IS NOT NULL`;
  }
  return eb(
    'article.id',
    'in',
    rows
      .select('org_hit.article_id')
      .where('org_hit.publish_time', '>=', scope.startTime)
      .where('org_hit.publish_time', '<=', scope.endTime),
  );
}

/**
 * Articles of the given clusters (COALESCE(cluster_id, id) among them: a list, or a subquery of
 * cluster ids) published in the range, in the form an index answers. SQLite: an OR whose
 * branches each carry the range, so every cluster is one range of the (cluster_id, publish_time)
 * index instead of all its members, or every article of the range tested; an article stored
 * without a cluster is its own cluster. PostgreSQL: the cluster key itself over its expression
 * index (`article_cluster_key_idx`), with a subquery read once into an array (`= ANY(ARRAY(…))`),
 * which the index takes as a list of keys.
 */
export function clusterCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  range: Pick<ArticleScope, 'startTime' | 'endTime'>,
  clusters: readonly number[] | Expression<number>,
  engine: Engine,
): Expression<SqlBool> {
  const inRange = [
    eb('article.publish_time', '>=', range.startTime),
    eb('article.publish_time', '<=', range.endTime),
  ];
  if (engine === 'postgres') {
    // One condition on the cluster key, which `article_cluster_key_idx` answers index-only (an
    // OR becomes a BitmapOr, which reads every row from the table).
    const key = sql<number>`COALESCE(article.cluster_id, article.id)`;
    return eb.and([
      Array.isArray(clusters)
        ? eb(key, 'in', clusters)
        : sql<SqlBool>`${key} = ANY(ARRAY(${clusters}))`,
      ...inRange,
    ]);
  }
  return eb.or([
    eb.and([eb('article.cluster_id', 'in', clusters), ...inRange]),
    eb.and([eb('article.cluster_id', 'is', null), eb('article.id', 'in', clusters), ...inRange]),
  ]);
}

/** Articles an organisation may see: the shared pool and its own. */
export function visibleTo(
  eb: ExpressionBuilder<ScopeDB, ScopeTables> | ExpressionBuilder<DB, 'article'>,
  orgId: number,
): Expression<SqlBool> {
  const b = eb as ExpressionBuilder<DB, 'article'>;
  return b.or([b('article.owner_org_id', 'is', null), b('article.owner_org_id', '=', orgId)]);
}

/** The scope's sentiment filter: the listed effective sentiments, or every article not deleted. */
export function sentimentCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  scope: Pick<ArticleScope, 'sentiments'>,
): Expression<SqlBool> {
  const sentiments = scope.sentiments ?? [];
  return sentiments.length > 0 ? eb(effectiveSentiment, 'in', sentiments) : NOT_DELETED;
}

function scopeConditions(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  scope: ArticleScope,
  dialect: Dialect,
  ruleJoin?: RuleJoin,
): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [
    eb('article.publish_time', '>=', scope.startTime),
    eb('article.publish_time', '<=', scope.endTime),
  ];
  const parts = keywordParts(scope);
  if (!scope.ruleIds) {
    // Provenance: the shared pool plus the organisation's own articles. (Rule hits need no such
    // check: an owned article is only ever matched against its owner's rules.)
    conds.push(visibleTo(eb, scope.orgId));
    if (!scope.chats && !scope.carriers?.includes(CHAT_CARRIER)) {
      // An organisation's chat messages show only where asked for (群组监测, 即时通讯).
      conds.push(eb('article.carrier', '!=', CHAT_CARRIER));
    }
  }
  if (scope.ruleIds) {
    // A keyword's full-text matches are usually far fewer than the rules' hits: they drive.
    const join = ruleJoin ?? (parts.some((p) => p.fts) ? 'check' : 'driver');
    conds.push(ruleCondition(eb, scope, scope.ruleIds, join));
  }
  conds.push(sentimentCondition(eb, scope));
  if (scope.carriers?.length) {
    conds.push(eb('article.carrier', 'in', scope.carriers));
  }
  if (scope.sourceIds?.length) {
    conds.push(eb('article.source_id', 'in', scope.sourceIds));
  }
  if (scope.clusterIds) {
    conds.push(
      scope.clusterIds.length
        ? clusterCondition(eb, scope, scope.clusterIds, dialect.engine)
        : NOTHING,
    );
  }
  if (scope.languages?.length) {
    conds.push(eb('article.language', 'in', scope.languages));
  }
  if (scope.isAbroad !== undefined) {
    conds.push(eb('article.is_abroad', '=', scope.isAbroad ? 1 : 0));
  }
  conds.push(...monitorConditions(eb, scope));
  if (scope.regions?.length) {
    const regions = scope.regions;
    conds.push(
      eb.or([
        eb(
          'article.id',
          'in',
          eb
            .selectFrom('article_region')
            .select('article_region.article_id')
            .where('article_region.code', 'in', regions)
            // The scope's months of the regions (partition pruning on PostgreSQL).
            .where('article_region.publish_time', '>=', scope.startTime)
            .where('article_region.publish_time', '<=', scope.endTime),
        ),
        eb('article.publisher_province', 'in', regions),
      ]),
    );
  }
  conds.push(...exclusionConditions(eb, scope.exclude));
  for (const part of parts) {
    conds.push(keywordCondition(eb, dialect, part, scope.searchArea ?? 'all'));
  }
  return conds;
}

/**
 * Adds the scope's WHERE to a query over `article` LEFT JOIN the organisation's
 * `org_article_state as oas` (as `scopedArticles` builds it). Portable Kysely only; the
 * full-text condition comes from the dialect.
 */
export function applyScope<O>(
  qb: ScopedQuery<O>,
  scope: ArticleScope,
  dialect: Dialect,
  ruleJoin?: RuleJoin,
): ScopedQuery<O> {
  return qb.where((eb) => eb.and(scopeConditions(eb, scope, dialect, ruleJoin)));
}

/**
 * `SELECT … FROM article LEFT JOIN org_article_state oas (this organisation's judgements) WHERE
 * <scope>`: the starting point of every analysis. Callers add their selects, joins and grouping.
 * `oas` is null for an article the organisation only read; use scopedArticlesWithReadMarks for
 * `oas.is_read`.
 */
export function scopedArticles(adb: AnalysisDb, scope: ArticleScope, ruleJoin?: RuleJoin) {
  return applyScope(judgedJoin(adb, scope, false), scope, adb.dialect, ruleJoin);
}

/** scopedArticles whose `oas` is every row of the organisation's, read marks (is_read) too. */
export function scopedArticlesWithReadMarks(adb: AnalysisDb, scope: ArticleScope) {
  return applyScope(judgedJoin(adb, scope, true), scope, adb.dialect);
}
