import { sql } from 'kysely';
import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  Nullable,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely';
import type { Sentiment } from '@guanlan/shared';
import type { Dialect } from '../db/dialect.js';
import type { DB, OrgArticleStateTable } from '../db/schema.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { queryTokens } from '../search/fts-tokens.js';

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
  languages?: readonly string[];
  isAbroad?: boolean;
  /** Words separated by spaces must all occur (in the search area). */
  keyword?: string;
  searchArea?: SearchArea;
}

/** What an analysis needs from the storage layer: the database and its dialect. */
export interface AnalysisDb {
  db: Kysely<DB>;
  dialect: Dialect;
}

function baseQuery(db: Kysely<DB>, orgId: number): ScopedQuery<unknown> {
  return db
    .selectFrom('article')
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
    );
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
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** A LIKE pattern matching `text` anywhere, with `\` as the escape character. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE '%part%'`: lower() on both sides keeps Latin matching engine-neutral. */
function likeIn(column: 'title' | 'content', part: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(`article.${column}`)}) LIKE ${containsPattern(part)} ESCAPE '\\'`;
}

/**
 * One space-free keyword part. Parts of 2+ characters use the full-text index (bigram phrase);
 * a title- or content-only area then also checks that column with LIKE, since the index covers
 * both. A single Chinese character has no bigram, so it falls back to LIKE alone.
 */
function keywordPart(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  dialect: Dialect,
  part: string,
  area: SearchArea,
): Expression<SqlBool> | undefined {
  const tokens = queryTokens(part);
  if (tokens.length === 0) {
    return undefined;
  }
  const useFts = !tokens.some((t) => t.length === 1 && CJK.test(t));
  const columns: ('title' | 'content')[] = area === 'all' ? ['title', 'content'] : [area];
  if (!useFts) {
    return eb.or(columns.map((c) => likeIn(c, part)));
  }
  const fts = dialect.ftsCondition(tokens);
  return area === 'all' ? fts : eb.and([fts, likeIn(area, part)]);
}

function scopeConditions(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  scope: ArticleScope,
  dialect: Dialect,
): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [
    eb('article.publish_time', '>=', scope.startTime),
    eb('article.publish_time', '<=', scope.endTime),
  ];
  if (scope.ruleIds) {
    // A semi-join, so an article hit by two of the rules still counts once; the hit's own
    // publish_time lets the (rule_id, publish_time) index do the range.
    conds.push(
      scope.ruleIds.length === 0
        ? NOTHING
        : eb(
            'article.id',
            'in',
            eb
              .selectFrom('rule_hit')
              .select('rule_hit.article_id')
              .where('rule_hit.org_id', '=', scope.orgId)
              .where('rule_hit.rule_id', 'in', scope.ruleIds)
              .where('rule_hit.publish_time', '>=', scope.startTime)
              .where('rule_hit.publish_time', '<=', scope.endTime),
          ),
    );
  }
  const sentiments = scope.sentiments ?? [];
  conds.push(sentiments.length > 0 ? eb(effectiveSentiment, 'in', sentiments) : NOT_DELETED);
  if (scope.carriers?.length) {
    conds.push(eb('article.carrier', 'in', scope.carriers));
  }
  if (scope.sourceIds?.length) {
    conds.push(eb('article.source_id', 'in', scope.sourceIds));
  }
  if (scope.languages?.length) {
    conds.push(eb('article.language', 'in', scope.languages));
  }
  if (scope.isAbroad !== undefined) {
    conds.push(eb('article.is_abroad', '=', scope.isAbroad ? 1 : 0));
  }
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
            .where('article_region.code', 'in', regions),
        ),
        eb('article.publisher_province', 'in', regions),
      ]),
    );
  }
  const keyword = normaliseForMatch(scope.keyword ?? '').trim();
  for (const part of keyword ? keyword.split(' ') : []) {
    const cond = keywordPart(eb, dialect, part, scope.searchArea ?? 'all');
    if (cond) {
      conds.push(cond);
    }
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
): ScopedQuery<O> {
  return qb.where((eb) => eb.and(scopeConditions(eb, scope, dialect)));
}

/**
 * `SELECT … FROM article LEFT JOIN org_article_state oas (this organisation) WHERE <scope>`:
 * the starting point of every analysis. Callers add their selects, joins and grouping.
 */
export function scopedArticles(adb: AnalysisDb, scope: ArticleScope) {
  return applyScope(baseQuery(adb.db, scope.orgId), scope, adb.dialect);
}
