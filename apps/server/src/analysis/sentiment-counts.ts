import { sql } from 'kysely';
import { effectiveSentiment, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { SENTIMENT_ORDER } from './table.js';
import type { JudgedSentiment } from './table.js';

/** Counts of one group by effective sentiment, with their sum. */
export type SentimentCounts = Record<JudgedSentiment, number> & { total: number };

/** Zero counts. */
export function emptyCounts(): SentimentCounts {
  return { positive: 0, neutral: 0, negative: 0, total: 0 };
}

function add(into: SentimentCounts, sentiment: string, n: number): void {
  if ((SENTIMENT_ORDER as readonly string[]).includes(sentiment)) {
    into[sentiment as JudgedSentiment] += n;
  }
  into.total += n;
}

/**
 * Articles of the scope per carrier and effective sentiment, in one grouped query. An
 * `irrelevant` count (only when the scope asks for deleted articles) adds to the total alone.
 */
export async function countByCarrierAndSentiment(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<Map<string, SentimentCounts>> {
  const carrier = sql<string>`article.carrier`;
  const rows = await scopedArticles(adb, scope)
    .select((eb) => [
      carrier.as('carrier'),
      effectiveSentiment.as('sentiment'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy([carrier, effectiveSentiment])
    .execute();
  const out = new Map<string, SentimentCounts>();
  for (const r of rows) {
    const counts = out.get(r.carrier) ?? emptyCounts();
    add(counts, r.sentiment, Number(r.n));
    out.set(r.carrier, counts);
  }
  return out;
}

/** Articles of the scope per effective sentiment. */
export async function countBySentiment(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<SentimentCounts> {
  const rows = await scopedArticles(adb, scope)
    .select((eb) => [effectiveSentiment.as('sentiment'), eb.fn.countAll<number>().as('n')])
    .groupBy(effectiveSentiment)
    .execute();
  const counts = emptyCounts();
  for (const r of rows) {
    add(counts, r.sentiment, Number(r.n));
  }
  return counts;
}
