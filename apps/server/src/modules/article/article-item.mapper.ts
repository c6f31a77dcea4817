import { formatCn } from '@guanlan/shared';
import type { ArticleListTable, ListedArticleRow, TableRow } from '../../analysis/index.js';

/**
 * The engine's article-list rows → the SPEC §3 article list item, for every module that answers
 * an article page (specials, dashboard, favourites, warnings, events…).
 */

const SENTIMENTS = ['positive', 'negative', 'neutral', 'irrelevant'] as const;

function str(row: TableRow, key: string): string {
  const v = row[key];
  return v === undefined ? '' : String(v);
}

/** A listed article row → the engine's article-list row shape (what toArticleItem reads). */
export function toListRow(r: ListedArticleRow): TableRow {
  return {
    id: Number(r.id),
    title: r.title,
    summary: r.summary,
    url: r.url,
    siteName: r.site_name ?? '',
    carrier: r.carrier,
    sentiment: r.sentiment,
    publishTime: formatCn(Number(r.publish_time)),
    author: r.author_name ?? '',
    isDemo: Number(r.is_demo),
  };
}

/** An article-list row of the engine → the SPEC §3 article list item. */
export function toArticleItem(row: TableRow) {
  const sentiment = SENTIMENTS.find((s) => s === row.sentiment);
  return {
    id: Number(row.id),
    title: str(row, 'title'),
    publishTime: str(row, 'publishTime'),
    siteName: str(row, 'siteName'),
    // The cover's address in our media store (video covers), else none.
    articleCoverBase64: row.coverUrl ? String(row.coverUrl) : null,
    url: str(row, 'url'),
    summary: str(row, 'summary'),
    author: str(row, 'author'),
    carrier: str(row, 'carrier'),
    ...(sentiment ? { sentiment } : {}),
    similarCount: Number(row.similarCount ?? 0),
    isDemo: Number(row.isDemo ?? 0) === 1,
  };
}

/** An engine article page → the API page. */
export function toArticlePage(table: ArticleListTable) {
  return {
    list: table.rows.map(toArticleItem),
    total: table.total,
    pageNum: table.pageNum,
    pageSize: table.pageSize,
  };
}
