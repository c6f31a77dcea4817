import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import { containsPattern } from '../db/contains.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { queryTokens } from '../search/fts-tokens.js';
import type { ArticleScope, ScopeDB, ScopeTables, SearchArea } from './scope.js';

/** The scope's keyword search (ArticleScope.keyword, searchArea): full-text index or LIKE. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** `lower(column) LIKE '%part%'`: lower() on both sides keeps Latin matching engine-neutral. */
export function likeIn(column: 'title' | 'content', part: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(`article.${column}`)}) LIKE ${containsPattern(part)} ESCAPE '\\'`;
}

/** A space-free keyword part with its index tokens; `fts` when the full-text index answers it. */
export interface KeywordPart {
  part: string;
  tokens: string[];
  fts: boolean;
}

/**
 * The searchable parts of the scope's keyword. Parts of 2+ characters use the full-text index
 * (bigram phrase); a single Chinese character has no bigram, so it falls back to LIKE alone.
 * Parts without any token add no condition.
 */
export function keywordParts(scope: Pick<ArticleScope, 'keyword'>): KeywordPart[] {
  const keyword = normaliseForMatch(scope.keyword ?? '').trim();
  return (keyword ? keyword.split(' ') : []).flatMap((part) => {
    const tokens = queryTokens(part);
    if (tokens.length === 0) {
      return [];
    }
    return [{ part, tokens, fts: !tokens.some((t) => t.length === 1 && CJK.test(t)) }];
  });
}

/**
 * The condition of one keyword part: the full-text phrase, plus LIKE on the column for a
 * title- or content-only area (the index covers both); LIKE alone without the index.
 */
export function keywordCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  dialect: Dialect,
  { part, tokens, fts }: KeywordPart,
  area: SearchArea,
): Expression<SqlBool> {
  const columns: ('title' | 'content')[] = area === 'all' ? ['title', 'content'] : [area];
  if (!fts) {
    return eb.or(columns.map((c) => likeIn(c, part)));
  }
  const match = dialect.ftsCondition(tokens);
  return area === 'all' ? match : eb.and([match, likeIn(area, part)]);
}
