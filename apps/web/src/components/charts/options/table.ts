import type { AnalysisTableData } from '@guanlan/shared';

/** One row of an analysis table (`{ columns, rows }` of the analysis calls). */
export type TableRow = AnalysisTableData['rows'][number];

/** A numeric cell; blanks, text and missing keys count as 0. */
export function numberAt(row: TableRow, key: string): number {
  const value = Number(row[key]);
  return Number.isFinite(value) ? value : 0;
}

/** A text cell; missing keys give ''. */
export function textAt(row: TableRow, key: string): string {
  const value = row[key];
  return value === undefined ? '' : String(value);
}

/** Whether any row has a positive number under one of `keys` (zero-filled tables are empty). */
export function hasValues(table: AnalysisTableData | undefined, keys: readonly string[]): boolean {
  return Boolean(table?.rows.some((row) => keys.some((key) => numberAt(row, key) > 0)));
}

/** Keys of the displayed columns, without `omit`. */
export function columnKeys(table: AnalysisTableData, omit: readonly string[] = []): string[] {
  return table.columns.map((c) => c.key).filter((key) => !omit.includes(key));
}
