import { articleList } from './article-list.js';
import type { ArticleListOptions, ArticleSort } from './article-list.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';

/** The list and export part of a call's input (信息列表 and 导出). */
export interface ListChoice {
  sort?: ArticleSort;
  mergeSimilar?: boolean;
  pageNum?: number;
  pageSize?: number;
  /** 0 = only `articleIds`; otherwise the newest N (1000 by default). */
  exportCount?: number;
  articleIds?: readonly number[] | undefined;
}

/** The most a selection export looks through for the chosen articles. */
const SELECTION_WINDOW = 8000;

/** One page of the scope's article list with the defaults every list call shares. */
export function listOptions(input: ListChoice): ArticleListOptions {
  return {
    pageNum: input.pageNum ?? 1,
    pageSize: input.pageSize ?? 20,
    sort: input.sort ?? 'timeDesc',
    mergeSimilar: input.mergeSimilar ?? false,
  };
}

/**
 * The export of a list: the newest `exportCount` articles of the scope, or (exportCount 0) the
 * selected ones among its newest 8000. Null when nothing is left to export.
 */
export async function exportedArticles(
  adb: AnalysisDb,
  scope: ArticleScope,
  input: ListChoice,
): Promise<Table | null> {
  const selected = input.exportCount === 0 ? new Set(input.articleIds ?? []) : null;
  const table = await articleList(adb, scope, {
    pageSize: selected ? SELECTION_WINDOW : (input.exportCount ?? 1000),
    sort: input.sort ?? 'timeDesc',
  });
  const rows = selected ? table.rows.filter((r) => selected.has(Number(r.id))) : table.rows;
  return rows.length === 0 ? null : { columns: table.columns, rows };
}
