import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { isKeywordCandidate } from '../nlp/keywords.js';
import { scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';

export interface HotWordsOptions {
  /** How many words; 100 by default. */
  size?: number;
  /** How many of the scope's newest articles the cloud is drawn from; HOT_WORDS_SAMPLE by default. */
  sample?: number;
}

/**
 * A word cloud describes what is being said now: it is drawn from the scope's newest 10,000
 * articles (a scope of 175,000 articles would otherwise sum ~1.7 M keyword rows per view).
 * Smaller scopes use every article.
 */
export const HOT_WORDS_SAMPLE = 10_000;

// Words stored before a stop word was added are dropped here, so fetch a margin beyond `size`.
const STOPWORD_MARGIN = 50;

/**
 * 热词云: the words with the largest summed keyword weight (article_keyword) over the scope's
 * newest `sample` articles (ties in time by id),
 * with the number of articles each comes from; ties by article count, then by word (code point).
 * Stop words are removed again at query time. Weights are rounded to four decimals.
 */
export async function hotWords(
  adb: AnalysisDb,
  scope: ArticleScope,
  options: HotWordsOptions = {},
): Promise<Table> {
  const size = options.size ?? 100;
  const word = sql<string>`k.word`;
  // In double precision: PostgreSQL sums `real` as float4, whose total depends on the order.
  const weight = sql<number>`SUM(CAST(k.weight AS DOUBLE PRECISION))`;
  const articles = sql<number>`COUNT(*)`;
  const newest = scopedFacts(adb, scope)
    .select('article.id as id')
    .orderBy('article.publish_time', 'desc')
    .orderBy('article.id', 'desc')
    .limit(options.sample ?? HOT_WORDS_SAMPLE);
  // The newest ids probe the keyword index. PostgreSQL gets them as an array: as a join it
  // misjudged how often the ids repeat (the any-hit rows' never do) and hashed the whole keyword
  // table instead (370 ms at 200 K articles, growing with the corpus; 70 ms as an array).
  const ids =
    adb.dialect.engine === 'postgres'
      ? sql<SqlBool>`k.article_id = ANY(ARRAY(${newest}))`
      : sql<SqlBool>`k.article_id IN (${newest})`;
  const rows = await adb.db
    .selectFrom('article_keyword as k')
    .where(ids)
    // The scope's months of the keywords (partition pruning on PostgreSQL). Not an equality
    // with the article's time: the planner would take the two keys as independent, expect one
    // row per article and aggregate by sorting on disk (plans in the bench README).
    .where('k.publish_time', '>=', scope.startTime)
    .where('k.publish_time', '<=', scope.endTime)
    .select([word.as('word'), weight.as('weight'), articles.as('articles')])
    .groupBy(word)
    .orderBy(weight, 'desc')
    .orderBy(articles, 'desc')
    .orderBy(adb.dialect.binaryText(word))
    .limit(size + STOPWORD_MARGIN)
    .execute();
  return {
    columns: [
      { key: 'word', title: '热词' },
      { key: 'weight', title: '权重' },
      { key: 'articles', title: '文章数' },
    ],
    rows: rows
      .filter((r) => isKeywordCandidate(r.word))
      .slice(0, size)
      .map((r) => ({
        word: r.word,
        weight: Math.round(Number(r.weight) * 10_000) / 10_000,
        articles: Number(r.articles),
      })),
  };
}
