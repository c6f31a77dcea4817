import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { containsPattern } from './contains.js';

/** 1-based paging as the list calls take it. */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** One page of rows and the total, fetched together. */
export async function pageOf<R>(
  q: Paging,
  rows: (limit: number, offset: number) => Promise<R[]>,
  count: () => Promise<{ n: number | string | bigint }>,
): Promise<{ rows: R[]; total: number }> {
  const [list, total] = await Promise.all([
    rows(q.pageSize, (q.pageNum - 1) * q.pageSize),
    count(),
  ]);
  return { rows: list, total: Number(total.n) };
}

/** `lower(column) LIKE %keyword%`: a case-insensitive name search on both engines. */
export function nameContains(column: string, keyword: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) LIKE ${containsPattern(keyword.toLowerCase())} ESCAPE '\\'`;
}

/** `COUNT(*) AS n`. */
export const countAll = () => sql<number>`COUNT(*)`.as('n');
