import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { queryTokens } from '../search/fts-tokens.js';
import { effectiveSentiment, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { addSentiment, emptyCounts } from './sentiment-counts.js';
import type { SentimentCounts } from './sentiment-counts.js';
import { SENTIMENT_ORDER, sentimentLabel } from './table.js';
import type { Table } from './table.js';
import { containsPattern } from '../db/contains.js';

/** A theme (主题) as the analysis needs it: an id, a name and its words. */
export interface ThemeWords {
  id: number;
  name: string;
  words: readonly string[];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * "The article contains this word" in title or body. Words of 2+ characters use the full-text
 * index through the dialect (bigram phrase, substring semantics); a single Chinese character
 * has no bigram, so it falls back to LIKE on both columns.
 */
function wordCondition(dialect: Dialect, word: string): Expression<SqlBool> | undefined {
  const part = normaliseForMatch(word).trim();
  const tokens = queryTokens(part);
  if (tokens.length === 0) {
    return undefined;
  }
  if (tokens.some((t) => t.length === 1 && CJK.test(t))) {
    const pattern = containsPattern(part);
    return sql<SqlBool>`(lower(article.title) LIKE ${pattern} ESCAPE '\\' OR lower(article.content) LIKE ${pattern} ESCAPE '\\')`;
  }
  return dialect.ftsCondition(tokens);
}

/** Articles of the scope containing any of the words, by effective sentiment. */
async function countTheme(
  adb: AnalysisDb,
  scope: ArticleScope,
  words: readonly string[],
): Promise<SentimentCounts> {
  const counts = emptyCounts();
  const conds = words
    .map((w) => wordCondition(adb.dialect, w))
    .filter((c): c is Expression<SqlBool> => c !== undefined);
  if (conds.length === 0) {
    return counts;
  }
  const rows = await scopedArticles(adb, scope)
    .where((eb) => eb.or(conds))
    .select((eb) => [effectiveSentiment.as('sentiment'), eb.fn.countAll<number>().as('n')])
    .groupBy(effectiveSentiment)
    .execute();
  for (const r of rows) {
    addSentiment(counts, r.sentiment, Number(r.n));
  }
  return counts;
}

/**
 * 主题分布: per theme, in the given order, the articles of the scope that contain any of its
 * words (title or body), split into 正面/中性/负面 by the organisation's effective sentiment,
 * with their total. An article counts once per theme, and in every theme whose words it has.
 * Rows carry `themeId` and `name`; a theme without searchable words counts zero.
 */
export async function themeDistribution(
  adb: AnalysisDb,
  scope: ArticleScope,
  themes: readonly ThemeWords[],
): Promise<Table> {
  const counts = await Promise.all(themes.map((t) => countTheme(adb, scope, t.words)));
  return {
    columns: [
      { key: 'name', title: '主题' },
      ...SENTIMENT_ORDER.map((s) => ({ key: s, title: sentimentLabel(s) })),
      { key: 'total', title: '合计' },
    ],
    rows: themes.map((t, i) => {
      const c = counts[i] ?? emptyCounts();
      return {
        themeId: t.id,
        name: t.name,
        positive: c.positive,
        neutral: c.neutral,
        negative: c.negative,
        total: c.total,
      };
    }),
  };
}
