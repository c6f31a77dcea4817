import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byIds, savedId, toggle } from './common.js';

/** What a filter-box entry blocks: a site, an author or a word (过滤设置). */
const FILTER_TYPES = ['site', 'author', 'word'] as const;

/** One filter-box entry (过滤项); specialId 0 means 全部 (every list and analysis). */
export const filterBoxEntry = z.object({
  filterBoxId: z.number().int(),
  filterType: z.enum(FILTER_TYPES),
  content: z.string(),
  specialId: z.number().int(),
  /** 全部, the special's name, or 已删除的专题. */
  specialName: z.string(),
  enableState: z.boolean(),
  createTime: z.string(),
});

const entry = {
  filterType: p.oneOf(FILTER_TYPES),
  content: p.name(200),
  specialId: p.id().optional(),
};

/** Filter boxes (/account/account/filtration): content kept out of every list and analysis. */
export const filterBoxCalls = {
  findFilterBox: defineCall({
    path: '/api/filterBox/findFilterBox',
    title: '过滤设置列表',
    module: 'account',
    resource: 'filterBox',
    input: z.object({
      filterType: p.oneOf(FILTER_TYPES).optional(),
      keyword: p.text(50).optional(),
      ...p.paging,
    }),
    output: p.page(filterBoxEntry),
  }),
  saveFilterBox: defineCall({
    path: '/api/filterBox/saveFilterBox',
    title: '新建或修改过滤项',
    module: 'account',
    resource: 'filterBox',
    input: z.object({ filterBoxId: p.id().optional(), ...entry }),
    output: savedId('filterBoxId'),
  }),
  saveBatchFilterBox: defineCall({
    path: '/api/filterBox/saveBatchFilterBox',
    title: '批量添加过滤项',
    module: 'account',
    resource: 'filterBox',
    input: z.object({
      filterType: p.oneOf(FILTER_TYPES),
      contents: p.list(p.name(200), 500).refine((a) => a.length > 0, { message: '请填写过滤内容' }),
      specialId: p.id().optional(),
    }),
    output: z.object({ added: z.number().int(), skipped: z.number().int() }),
  }),
  deleteFilterBox: defineCall({
    path: '/api/filterBox/deleteFilterBox',
    title: '删除过滤项（可批量）',
    module: 'account',
    resource: 'filterBox',
    input: byIds('filterBoxIds'),
    output: p.ok(),
  }),
  saveFilterBoxEnableState: defineCall({
    path: '/api/filterBox/saveFilterBoxEnableState',
    title: '启用或停用过滤项',
    module: 'account',
    resource: 'filterBox',
    input: toggle('filterBoxId', 'enableState'),
    output: p.ok(),
  }),
};
