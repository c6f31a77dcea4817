import { sql } from 'kysely';
import type { Expression } from 'kysely';
import { factColumns, scopedFacts } from './scope-facts.js';
import { countCells } from './hit-cells.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { SENTIMENT_ORDER, isJudgedSentiment } from './table.js';
import type { JudgedSentiment } from './table.js';

/** Counts of one group by effective sentiment, with their sum. */
export type SentimentCounts = Record<JudgedSentiment, number> & { total: number };

/** Zero counts. */
export function emptyCounts(): SentimentCounts {
  return { positive: 0, neutral: 0, negative: 0, total: 0 };
}

/**
 * Articles whose effective sentiment (`sentiment`, see factColumns) is `s`, as a conditional sum: grouping by the sentiment
 * expression makes SQLite sort every row by it, a sum per sentiment does not.
 */
export function sentimentSum(s: JudgedSentiment, sentiment: Expression<string>) {
  return sql<number>`SUM(CASE WHEN ${sentiment} = ${sql.lit(s)} THEN 1 ELSE 0 END)`;
}

/** Adds `n` articles of effective sentiment `s` (`irrelevant` adds to the total alone). */
export function addSentiment(counts: SentimentCounts, s: string, n: number): void {
  if (isJudgedSentiment(s)) {
    counts[s] += n;
  }
  counts.total += n;
}

function toCounts(r: Record<JudgedSentiment | 'total', unknown>): SentimentCounts {
  return {
    positive: Number(r.positive ?? 0),
    neutral: Number(r.neutral ?? 0),
    negative: Number(r.negative ?? 0),
    total: Number(r.total ?? 0),
  };
}

/**
 * Articles of the scope per carrier and effective sentiment: from the stored counts or the cell
 * index where they answer the scope (countCells), else in one grouped query. An
 * `irrelevant` article (only when the scope asks for deleted articles) adds to the total alone.
 */
export async function countByCarrierAndSentiment(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<Map<string, SentimentCounts>> {
  const cells = await countCells(adb, scope, 'range');
  if (cells) {
    const out = new Map<string, SentimentCounts>();
    for (const c of cells) {
      const counts = out.get(c.carrier) ?? emptyCounts();
      addSentiment(counts, c.sentiment, c.n);
      out.set(c.carrier, counts);
    }
    return out;
  }
  const carrier = sql<string>`article.carrier`;
  const { sentiment } = factColumns(scope);
  const rows = await scopedFacts(adb, scope)
    .select((eb) => [
      carrier.as('carrier'),
      ...SENTIMENT_ORDER.map((s) => sentimentSum(s, sentiment).as(s)),
      eb.fn.countAll<number>().as('total'),
    ])
    .groupBy(carrier)
    .execute();
  return new Map(rows.map((r) => [r.carrier, toCounts(r)]));
}

/** Articles of the scope per effective sentiment. */
export async function countBySentiment(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<SentimentCounts> {
  const cells = await countCells(adb, scope, 'range');
  if (cells) {
    const counts = emptyCounts();
    for (const c of cells) {
      addSentiment(counts, c.sentiment, c.n);
    }
    return counts;
  }
  const { sentiment } = factColumns(scope);
  const row = await scopedFacts(adb, scope)
    .select((eb) => [
      ...SENTIMENT_ORDER.map((s) => sentimentSum(s, sentiment).as(s)),
      eb.fn.countAll<number>().as('total'),
    ])
    .executeTakeFirstOrThrow();
  return toCounts(row);
}
