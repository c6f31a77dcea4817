import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articlePage, byIds, exported, listed } from './common.js';

/** Cloud search over the whole store, its search log and export. */
export const dataCenterCalls = {
  cloudSearchArticle: defineCall({
    path: '/api/dataCenter/cloudSearchArticle',
    title: '云搜索',
    module: 'dataCenter',
    resource: 'article',
    input: listed({ keyword: p.name(200) }),
    output: articlePage,
  }),
  findPageSearchLog: defineCall({
    path: '/api/dataCenter/findPageSearchLog',
    title: '搜索记录',
    module: 'dataCenter',
    resource: 'searchLog',
    input: z.object({ ...p.paging }),
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
    input: exported({ keyword: p.name(200) }),
  }),
};
