import {
  ABROAD_CARRIERS,
  CHAT_CARRIER,
  CHAT_CARRIER_LABEL,
  DOMESTIC_CARRIERS,
  SENTIMENTS,
} from '@guanlan/shared';
import type { Sentiment } from '@guanlan/shared';

/** One displayed column: the row key it reads and its Chinese header. */
export interface TableColumn {
  key: string;
  title: string;
}

/** One row. Rows may carry machine keys (codes, epoch ms) that no column displays. */
export type TableRow = Record<string, string | number>;

/**
 * What every analysis returns: the JSON call sends it as is, and its Excel twin renders the
 * listed columns of the same rows (DESIGN §1: one table, two renderings).
 */
export interface Table {
  columns: TableColumn[];
  rows: TableRow[];
}

/** The three judged sentiments, in the order charts and tables show them. */
export const SENTIMENT_ORDER = ['positive', 'neutral', 'negative'] as const;
export type JudgedSentiment = (typeof SENTIMENT_ORDER)[number];

/** True for positive, neutral and negative; false for `irrelevant` (与我无关) and anything else. */
export function isJudgedSentiment(s: string): s is JudgedSentiment {
  return (SENTIMENT_ORDER as readonly string[]).includes(s);
}

/** Chinese label of a sentiment code; unknown codes come back unchanged. */
export function sentimentLabel(code: string): string {
  return code in SENTIMENTS ? SENTIMENTS[code as Sentiment] : code;
}

/** Chinese label of a carrier code (domestic first, then abroad); unknown codes unchanged. */
export function carrierLabel(code: string): string {
  if (code in DOMESTIC_CARRIERS) {
    return DOMESTIC_CARRIERS[code as keyof typeof DOMESTIC_CARRIERS];
  }
  if (code in ABROAD_CARRIERS) {
    return ABROAD_CARRIERS[code as keyof typeof ABROAD_CARRIERS];
  }
  return code === CHAT_CARRIER ? CHAT_CARRIER_LABEL : code;
}

/**
 * The carriers a carrier table lists, in canonical order: the scope's own carriers when it
 * names some, else every abroad or domestic carrier; carriers found in the data but outside
 * that list (a `twitter` article in a domestic scope) are appended.
 */
export function carrierList(
  scope: { carriers?: readonly string[]; isAbroad?: boolean },
  found: Iterable<string> = [],
): string[] {
  const base =
    scope.carriers && scope.carriers.length > 0
      ? [...scope.carriers]
      : Object.keys(scope.isAbroad ? ABROAD_CARRIERS : DOMESTIC_CARRIERS);
  const extra = [...new Set(found)].filter((c) => !base.includes(c)).sort();
  return [...base, ...extra];
}

/** `part / whole` as a percentage with two decimals; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 10000) / whole) / 100;
}

/** Compares two strings by code point, the order `dialect.binaryText` gives in SQL. */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
