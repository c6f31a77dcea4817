import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import {
  LANGUAGE_CODES,
  byId,
  exported,
  listed,
  move,
  nameCheck,
  nameCheckInput,
  rename,
  ruled,
  savedId,
  articleItem,
} from './common.js';
import { monitorSetForm, monitorTree } from './monitor-shapes.js';

/** A multilingual list item: the article plus its title and summary in the reader's language. */
const translatedItem = articleItem.extend({
  language: z.string(),
  translatedTitle: z.string().nullable(),
  translatedSummary: z.string().nullable(),
});

/**
 * The multilingual list: a page of translated items, and whether translation is available
 * (without a provider the message says so and the originals show alone).
 */
const translatedPage = p.page(translatedItem).extend({
  translation: z.object({ available: z.boolean(), message: z.string().nullable() }),
});

const M = 'multilingual' as const;

/** A multilingual set: a keyword rule plus the languages it watches (words may be translated). */
const setInput = ruled({
  setId: p.id().optional(),
  groupId: p.id(),
  setName: p.name(50),
  languages: p
    .list(p.oneOf(LANGUAGE_CODES), LANGUAGE_CODES.length)
    .refine((a) => a.length > 0, { message: '请至少选择一种语言' }),
  translateKeywords: p.bool().default(true),
});

/** Multilingual monitoring (多语种监测): groups, sets and their articles. */
export const multilingualCalls = {
  findMultilingual: defineCall({
    path: '/api/app/multilingual/findMultilingual',
    title: '多语种分组及监测方案',
    module: M,
    resource: 'multilingualSet',
    input: p.none(),
    output: monitorTree,
  }),
  findMultilingualSet: defineCall({
    path: '/api/app/multilingual/findMultilingualSet',
    title: '多语种监测方案详情',
    module: M,
    resource: 'multilingualSet',
    input: byId('setId'),
    output: monitorSetForm,
  }),
  saveMultilingualGroup: defineCall({
    path: '/api/app/multilingual/saveMultilingualGroup',
    title: '新建或重命名多语种分组',
    module: M,
    resource: 'multilingualGroup',
    style: 'json',
    input: z.object({ groupId: p.id().optional(), groupName: p.name(30) }),
    output: savedId('groupId'),
  }),
  deleteMultilingualGroup: defineCall({
    path: '/api/app/multilingual/deleteMultilingualGroup',
    title: '删除多语种分组',
    module: M,
    resource: 'multilingualGroup',
    input: byId('groupId'),
    output: p.ok(),
  }),
  moveMultilingualGroupPositionType: defineCall({
    path: '/api/app/multilingual/moveMultilingualGroupPositionType',
    title: '移动多语种分组位置',
    module: M,
    resource: 'multilingualGroup',
    input: move('groupId'),
    output: p.ok(),
  }),
  saveMultilingualSet: defineCall({
    path: '/api/app/multilingual/saveMultilingualSet',
    title: '新建或修改多语种监测方案',
    module: M,
    resource: 'multilingualSet',
    style: 'json',
    input: setInput,
    output: savedId('setId'),
  }),
  saveMultilingualSetName: defineCall({
    path: '/api/app/multilingual/saveMultilingualSetName',
    title: '多语种监测方案重命名',
    module: M,
    resource: 'multilingualSet',
    input: rename('setId', 'setName'),
    output: p.ok(),
  }),
  verificationMultilingualSetName: defineCall({
    path: '/api/app/multilingual/verificationMultilingualSetName',
    title: '校验多语种监测方案名称是否可用',
    module: M,
    resource: 'multilingualSet',
    input: nameCheckInput('setId', 'setName'),
    output: nameCheck,
  }),
  deleteMultilingualSet: defineCall({
    path: '/api/app/multilingual/deleteMultilingualSet',
    title: '删除多语种监测方案',
    module: M,
    resource: 'multilingualSet',
    input: byId('setId'),
    output: p.ok(),
  }),
  moveMultilingualSetPositionType: defineCall({
    path: '/api/app/multilingual/moveMultilingualSetPositionType',
    title: '移动多语种监测方案位置',
    module: M,
    resource: 'multilingualSet',
    input: move('setId'),
    output: p.ok(),
  }),
  findMultilingualArticle: defineCall({
    path: '/api/app/multilingual/findMultilingualArticle',
    title: '多语种文章列表',
    module: M,
    resource: 'article',
    style: 'json',
    input: listed({
      setId: p.id(),
      languages: p.list(p.oneOf(LANGUAGE_CODES), LANGUAGE_CODES.length).optional(),
      /** The reader's language the titles and summaries are translated into. */
      targetLanguage: p.oneOf(LANGUAGE_CODES).default('zh'),
    }),
    output: translatedPage,
  }),
  exportMultilingualArticle: defineCall({
    path: '/api/app/multilingual/exportMultilingualArticle',
    title: '导出多语种文章',
    module: M,
    resource: 'article',
    download: true,
    input: exported({ setId: p.id() }),
  }),
};
