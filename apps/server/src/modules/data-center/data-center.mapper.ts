import { dataCenterCalls, formatCn } from '@guanlan/shared';
import type { SearchLogRow } from './data-center.repo.js';

/** The stored filters of a search, checked against the API's own item schema. */
const storedParams = dataCenterCalls.findPageSearchLog.output.shape.list.element.pick({
  searchArea: true,
  timeRange: true,
  startTime: true,
  endTime: true,
  carriers: true,
  sentiments: true,
});

const FALLBACK = {
  searchArea: 'all',
  timeRange: '7d',
  startTime: null,
  endTime: null,
  carriers: [],
  sentiments: [],
} as const;

function paramsOf(text: string) {
  try {
    const parsed = storedParams.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** A search-log row → the 搜索记录 item, with its filters so the search can run again. */
export function toSearchLogItem(row: SearchLogRow) {
  const params = paramsOf(row.params);
  return {
    searchLogId: Number(row.id),
    keyword: row.keyword,
    ...params,
    carriers: [...params.carriers],
    sentiments: [...params.sentiments],
    resultCount: Number(row.result_count),
    searchTime: formatCn(Number(row.created_at)),
  };
}

export function toSearchLogPage(
  page: { rows: SearchLogRow[]; total: number },
  pageNum: number,
  pageSize: number,
) {
  return { list: page.rows.map(toSearchLogItem), total: page.total, pageNum, pageSize };
}
