import {
  ABROAD_CARRIERS,
  DOMESTIC_CARRIERS,
  REPORT_PERIODS,
  SENTIMENTS,
  WARNING_LEVELS,
} from '@guanlan/shared';
import type { Sentiment, WarningLevel } from '@guanlan/shared';

/** What /articleDetails, /articleDetailsTwo and /shareArticleDetails read from the query. */
export interface DetailQuery {
  articleId: number | undefined;
  fromId: number | undefined;
  fromType: string | undefined;
  /** `YYYY-MM-DD` when the link carried one. */
  publishTime: string | undefined;
  shareCode: string | undefined;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw)) {
    return undefined;
  }
  const n = Number(raw);
  return n > 0 ? n : undefined;
}

/** Reads the detail page's query (SPEC §2 links); garbage becomes undefined. */
export function parseDetailQuery(search: URLSearchParams): DetailQuery {
  const publishTime = search.get('publishTime')?.slice(0, 10);
  const fromType = search.get('fromType')?.trim();
  const shareCode = search.get('shareCode')?.trim();
  return {
    articleId: positiveInt(search.get('articleId')),
    fromId: positiveInt(search.get('fromId')),
    fromType: fromType || undefined,
    publishTime: publishTime && /^\d{4}-\d{2}-\d{2}$/.test(publishTime) ? publishTime : undefined,
    shareCode: shareCode || undefined,
  };
}

/** The public share link of an article: `<origin>/shareArticleDetails?articleId=…&shareCode=…`. */
export function shareLink(origin: string, articleId: number, shareCode: string): string {
  const query = new URLSearchParams({ articleId: String(articleId), shareCode });
  return `${origin}/shareArticleDetails?${query.toString()}`;
}

/** A detail link from another article (similar list, author history), keeping where it came from. */
export function detailLinkFrom(
  base: '/articleDetails' | '/articleDetailsTwo',
  articleId: number,
  publishTime: string,
  from: Pick<DetailQuery, 'fromId' | 'fromType'>,
): string {
  const query = new URLSearchParams();
  if (from.fromId !== undefined) {
    query.set('fromId', String(from.fromId));
  }
  if (from.fromType) {
    query.set('fromType', from.fromType);
  }
  query.set('articleId', String(articleId));
  query.set('publishTime', publishTime.slice(0, 10));
  return `${base}?${query.toString()}`;
}

/** Sentiment tag colours; 与我无关 shows as a grey 已删除-style tag. */
export const SENTIMENT_TAG: Record<Sentiment, { label: string; color: string }> = {
  positive: { label: SENTIMENTS.positive, color: 'green' },
  neutral: { label: SENTIMENTS.neutral, color: 'blue' },
  negative: { label: SENTIMENTS.negative, color: 'red' },
  irrelevant: { label: '与我无关', color: 'default' },
};

/** 修改情感 choices, in the order of SPEC §9. */
export const SENTIMENT_CHOICES = (['positive', 'negative', 'neutral', 'irrelevant'] as const).map(
  (value) => ({ value, label: SENTIMENTS[value] }),
);

/** Warning levels with their tag colours. */
export const WARNING_LEVEL_OPTIONS = (Object.keys(WARNING_LEVELS) as WarningLevel[]).map(
  (value) => ({
    value,
    label: `${WARNING_LEVELS[value]}预警`,
    color: { red: '#d4380d', orange: '#fa8c16', yellow: '#d4b106' }[value],
  }),
);

/** 加入报告 choices: 日报, 周报, 月报. */
export const REPORT_PERIOD_OPTIONS = (['day', 'week', 'month'] as const).map((value) => ({
  key: value,
  label: REPORT_PERIODS[value],
}));

/** The Chinese name of a carrier code, domestic or abroad. */
export function carrierName(code: string): string {
  return (
    (DOMESTIC_CARRIERS as Record<string, string>)[code] ??
    (ABROAD_CARRIERS as Record<string, string>)[code] ??
    code
  );
}

/** A count for the engagement row: 12345 → `1.2万`, smaller numbers as they are. */
export function formatCount(n: number): string {
  if (n >= 100_000_000) {
    return `${(n / 100_000_000).toFixed(1).replace(/\.0$/, '')}亿`;
  }
  if (n >= 10_000) {
    return `${(n / 10_000).toFixed(1).replace(/\.0$/, '')}万`;
  }
  return String(n);
}

/** A spread-route node as the API sends it. */
export interface RouteNode {
  id: number;
  title: string;
  siteName: string;
  carrierName: string;
  publishTime: string;
  children: RouteNode[];
}

/** A node of antd's Tree. */
export interface RouteTreeItem {
  key: number;
  title: string;
  node: RouteNode;
  isOrigin: boolean;
  children: RouteTreeItem[];
}

/** The spread route as antd Tree data; `key` is the article id, the root is marked 源头. */
export function toRouteTree(root: RouteNode): RouteTreeItem[] {
  const walk = (n: RouteNode, isOrigin: boolean): RouteTreeItem => ({
    key: n.id,
    title: n.title,
    node: n,
    isOrigin,
    children: n.children.map((c) => walk(c, false)),
  });
  return [walk(root, true)];
}

/** Every key of a tree (to expand it all). */
export function allKeys(items: readonly RouteTreeItem[]): number[] {
  return items.flatMap((i) => [i.key, ...allKeys(i.children)]);
}

/** The colour of the spread index gauge by level. */
export const SPREAD_LEVEL_COLOR: Record<string, string> = {
  高: '#d4380d',
  中: '#fa8c16',
  低: '#389e0d',
};

/** Splits typed exclusion words at spaces, commas (half or full width) and 、, without repeats. */
export function splitWords(text: string): string[] {
  return [...new Set(text.split(/[\s,，、]+/).map((w) => w.trim()))].filter((w) => w !== '');
}
