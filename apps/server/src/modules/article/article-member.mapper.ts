import { SENTIMENT_CODES, formatCn } from '@guanlan/shared';
import type { MemberPage, MemberRow } from './article-cluster.repo.js';
import type { Paging } from './article-spread.service.js';

/** Short-video items show their cover in lists (SPEC §2 similar list with video covers). */
const COVER_CARRIERS = new Set(['video']);

/** A cluster or author-history row → the SPEC §3 article list item. */
export function toMemberItem(row: MemberRow, similarCount?: number) {
  const sentiment = SENTIMENT_CODES.find((s) => s === row.sentiment);
  return {
    id: row.id,
    title: row.title,
    publishTime: formatCn(row.publish_time),
    siteName: row.site_name ?? '',
    articleCoverBase64: COVER_CARRIERS.has(row.carrier) ? row.cover_url : null,
    url: row.url,
    summary: row.summary,
    author: row.author_name ?? '',
    carrier: row.carrier,
    ...(sentiment ? { sentiment } : {}),
    ...(similarCount !== undefined ? { similarCount } : {}),
    isDemo: row.is_demo === 1,
  };
}

/** A member page → the API page; cluster pages give every item the cluster's size. */
export function toMemberPage(page: MemberPage, paging: Paging, isCluster: boolean) {
  return {
    list: page.rows.map((r) => toMemberItem(r, isCluster ? page.total : undefined)),
    total: page.total,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}
