import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import {
  ABROAD_CARRIER_CODES,
  LANGUAGE_CODES,
  articlePage,
  byId,
  byIds,
  listed,
  move,
  nameCheck,
  nameCheckInput,
  rename,
  ruled,
  savedId,
  scoped,
  url,
  analysisTable,
} from './common.js';
import { monitorSetForm, monitorTree } from './monitor-shapes.js';

const M = 'abroad' as const;

/** An abroad monitoring set: a keyword rule over abroad carriers, languages and countries. */
const setInput = ruled({
  setId: p.id().optional(),
  groupId: p.id(),
  setName: p.name(50),
  carriers: p.list(p.oneOf(ABROAD_CARRIER_CODES), 8).optional(),
  languages: p.list(p.oneOf(LANGUAGE_CODES), LANGUAGE_CODES.length).optional(),
  countries: p.list(p.name(40), 100).optional(),
});

/** A site of the 境外网站导航 as listed. */
const websiteItem = z.object({
  websiteId: z.number().int(),
  websiteName: z.string(),
  url: z.string(),
  country: z.string(),
  category: z.string(),
  language: z.string(),
  rssUrl: z.string().nullable(),
  /** The logged outbound link (/indymedia/indyMedia/redirect?websiteId=…). */
  redirectUrl: z.string(),
  /** Already a collection source of the organisation. */
  isSource: z.boolean(),
});

/** A page of sites plus the countries and categories to filter by (the directory's groups). */
const websitePage = p.page(websiteItem).extend({
  countries: z.array(z.object({ country: z.string(), count: z.number().int() })),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});

const website = z.object({
  websiteName: p.name(100),
  url: url(),
  country: p.name(40).optional(),
  category: p.name(30).optional(),
  language: p.oneOf(LANGUAGE_CODES).optional(),
  rssUrl: url().optional(),
});

/** Abroad media (境外监测): groups, sets, articles; and the abroad website navigation. */
export const abroadCalls = {
  findAbroad: defineCall({
    path: '/api/app/abroad/findAbroad',
    title: '境外分组及监测方案',
    module: M,
    resource: 'abroadSet',
    input: p.none(),
    output: monitorTree,
  }),
  findAbroadSet: defineCall({
    path: '/api/app/abroad/findAbroadSet',
    title: '境外监测方案详情',
    module: M,
    resource: 'abroadSet',
    input: byId('setId'),
    output: monitorSetForm,
  }),
  saveAbroadGroup: defineCall({
    path: '/api/app/abroad/saveAbroadGroup',
    title: '新建或重命名境外分组',
    module: M,
    resource: 'abroadGroup',
    style: 'json',
    input: z.object({ groupId: p.id().optional(), groupName: p.name(30) }),
    output: savedId('groupId'),
  }),
  deleteAbroadGroup: defineCall({
    path: '/api/app/abroad/deleteAbroadGroup',
    title: '删除境外分组',
    module: M,
    resource: 'abroadGroup',
    input: byId('groupId'),
    output: p.ok(),
  }),
  moveAbroadGroupPositionType: defineCall({
    path: '/api/app/abroad/moveAbroadGroupPositionType',
    title: '移动境外分组位置',
    module: M,
    resource: 'abroadGroup',
    input: move('groupId'),
    output: p.ok(),
  }),
  saveAbroadSet: defineCall({
    path: '/api/app/abroad/saveAbroadSet',
    title: '新建或修改境外监测方案',
    module: M,
    resource: 'abroadSet',
    style: 'json',
    input: setInput,
    output: savedId('setId'),
  }),
  saveAbroadSetName: defineCall({
    path: '/api/app/abroad/saveAbroadSetName',
    title: '境外监测方案重命名',
    module: M,
    resource: 'abroadSet',
    input: rename('setId', 'setName'),
    output: p.ok(),
  }),
  verificationAbroadSetName: defineCall({
    path: '/api/app/abroad/verificationAbroadSetName',
    title: '校验境外监测方案名称是否可用',
    module: M,
    resource: 'abroadSet',
    input: nameCheckInput('setId', 'setName'),
    output: nameCheck,
  }),
  deleteAbroadSet: defineCall({
    path: '/api/app/abroad/deleteAbroadSet',
    title: '删除境外监测方案',
    module: M,
    resource: 'abroadSet',
    input: byId('setId'),
    output: p.ok(),
  }),
  moveAbroadSetPositionType: defineCall({
    path: '/api/app/abroad/moveAbroadSetPositionType',
    title: '移动境外监测方案位置',
    module: M,
    resource: 'abroadSet',
    input: move('setId'),
    output: p.ok(),
  }),
  findAbroadArticle: defineCall({
    path: '/api/app/abroad/findAbroadArticle',
    title: '境外文章列表',
    module: M,
    resource: 'article',
    style: 'json',
    input: listed({ setId: p.id() }),
    output: articlePage,
  }),
  findAbroadCarrierDataStatistics: defineCall({
    path: '/api/app/abroad/findAbroadCarrierDataStatistics',
    title: '境外各载体数据统计',
    module: M,
    resource: 'abroadSet',
    style: 'json',
    input: scoped({ setId: p.id() }),
    output: analysisTable,
  }),
  findWebsite: defineCall({
    path: '/api/app/abroadWebsite/findWebsite',
    title: '境外网站导航列表',
    module: M,
    resource: 'abroadWebsite',
    input: z.object({
      country: p.name(40).optional(),
      category: p.name(30).optional(),
      keyword: p.text(50).optional(),
      ...p.paging,
    }),
    output: websitePage,
  }),
  saveBatchWebsite: defineCall({
    path: '/api/app/abroadWebsite/saveBatchWebsite',
    title: '批量添加境外网站',
    module: M,
    resource: 'abroadWebsite',
    style: 'json',
    input: z.object({
      websites: p.list(website, 500).refine((a) => a.length > 0, { message: '请至少填写一个网站' }),
    }),
    output: z.object({ added: z.number().int(), skipped: z.number().int() }),
  }),
  deleteWebsite: defineCall({
    path: '/api/app/abroadWebsite/deleteWebsite',
    title: '删除境外网站',
    module: M,
    resource: 'abroadWebsite',
    input: byIds('websiteIds'),
    output: p.ok(),
  }),
};
