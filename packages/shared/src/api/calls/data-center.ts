import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { SEARCH_AREA_CODES, SENTIMENT_CODES } from '../../domain/enums.js';
import {
  TIME_RANGE_CODES,
  analysisTable,
  articlePage,
  byIds,
  exported,
  listed,
  scoped,
  trendTable,
} from './common.js';

/**
 * A cloud search needs a keyword. The shared scope already has an optional `keyword`; it is
 * required here by a refinement (overriding the field through the scope helpers would lose
 * its type).
 */
function needsKeyword(v: { keyword?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!v.keyword?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['keyword'], message: '请输入搜索关键词' });
  }
}

/** One remembered search of the account (newest first), enough to run it again. */
const searchLogItem = z.object({
  searchLogId: z.number().int(),
  keyword: z.string(),
  searchArea: z.enum(SEARCH_AREA_CODES),
  timeRange: z.enum(TIME_RANGE_CODES),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  carriers: z.array(z.string()),
  sentiments: z.array(z.enum(SENTIMENT_CODES)),
  /** Matching articles when the search ran. */
  resultCount: z.number().int(),
  searchTime: z.string(),
});

/** Cloud search over the whole store, its search log and export. */
export const dataCenterCalls = {
  cloudSearchArticle: defineCall({
    path: '/api/dataCenter/cloudSearchArticle',
    title: '云搜索',
    module: 'dataCenter',
    resource: 'article',
    input: listed({}).superRefine(needsKeyword),
    output: articlePage,
  }),
  findCloudSearchStatistics: defineCall({
    path: '/api/dataCenter/findCloudSearchStatistics',
    title: '云搜索结果统计（数据详情）',
    module: 'dataCenter',
    resource: 'article',
    input: scoped({}).superRefine(needsKeyword),
    output: z.object({
      total: z.number().int(),
      carriers: analysisTable,
      sentiments: analysisTable,
      trend: trendTable,
      mediaLeaders: analysisTable,
    }),
  }),
  findPageSearchLog: defineCall({
    path: '/api/dataCenter/findPageSearchLog',
    title: '搜索记录',
    module: 'dataCenter',
    resource: 'searchLog',
    input: z.object({ ...p.paging }),
    output: p.page(searchLogItem),
  }),
  deleteSearchLog: defineCall({
    path: '/api/dataCenter/deleteSearchLog',
    title: '删除搜索记录',
    module: 'dataCenter',
    resource: 'searchLog',
    input: byIds('searchLogIds'),
    output: p.ok(),
  }),
  exportCloudSearchArticle: defineCall({
    path: '/api/dataCenter/exportCloudSearchArticle',
    title: '导出云搜索结果',
    module: 'dataCenter',
    resource: 'article',
    download: true,
    input: exported({}).superRefine(needsKeyword),
  }),
};
