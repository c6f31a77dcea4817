import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import {
  articlePage,
  byId,
  listed,
  move,
  nameCheck,
  nameCheckInput,
  RULE_MODES,
  rename,
  ruled,
  savedId,
  scoped,
  specialFormShape,
  toggle,
  validation,
  ruleWordsOutput,
} from './common.js';
import { analysisTable } from './common.js';

/** The special-topic form of SPEC §3 plus its keyword rule; specialId present when editing. */
const specialInput = ruled({ specialId: p.id().optional(), ...specialFormShape });

/** Back-fill progress of a special's rule (re-matching stored articles after a save). */
const backfillState = z
  .object({
    status: z.string(),
    progress: z.number(),
    progressText: z.string().nullable(),
  })
  .nullable();

/** A column (栏目) as the tree and the column list show it. */
const columnItem = z.object({
  groupId: z.number().int(),
  columnName: z.string(),
  position: z.number().int(),
  showState: z.boolean(),
  topState: z.boolean(),
  enableState: z.boolean(),
});

/** A special topic (专题) in the tree, with its rule's back-fill progress. */
const specialItem = z.object({
  specialId: z.number().int(),
  groupId: z.number().int(),
  specialName: z.string(),
  ruleMode: z.enum(RULE_MODES),
  position: z.number().int(),
  showState: z.boolean(),
  topState: z.boolean(),
  enableState: z.boolean(),
  backfill: backfillState,
});

/** The edit form of a special: SPEC §3 groupId + specialName plus its keyword rule. */
const specialForm = z.object({
  specialId: z.number().int(),
  groupId: z.number().int(),
  specialName: z.string(),
  ruleMode: z.enum(RULE_MODES),
  ...ruleWordsOutput,
  carriers: z.array(z.string()),
  showState: z.boolean(),
  topState: z.boolean(),
  enableState: z.boolean(),
  backfill: backfillState,
});

/** Columns (栏目, addressed by groupId) and the special topics (专题) inside them. */
export const specialCalls = {
  findAllColumnSpecial: defineCall({
    path: '/api/special/findAllColumnSpecial',
    title: '全部栏目及其专题',
    module: 'special',
    resource: 'special',
    input: p.none(),
    output: z.array(columnItem.extend({ specials: z.array(specialItem) })),
  }),
  findColumn: defineCall({
    path: '/api/special/findColumn',
    title: '栏目列表',
    module: 'special',
    resource: 'column',
    input: p.none(),
    output: z.array(columnItem),
  }),
  saveColumn: defineCall({
    path: '/api/special/saveColumn',
    title: '新建或修改栏目',
    module: 'special',
    resource: 'column',
    input: z.object({ groupId: p.id().optional(), columnName: p.name(30) }),
    output: savedId('groupId'),
  }),
  deleteColumn: defineCall({
    path: '/api/special/deleteColumn',
    title: '删除栏目',
    module: 'special',
    resource: 'column',
    input: byId('groupId'),
    output: p.ok(),
  }),
  moveColumnPositionType: defineCall({
    path: '/api/special/moveColumnPositionType',
    title: '移动栏目位置',
    module: 'special',
    resource: 'column',
    input: move('groupId'),
    output: p.ok(),
  }),
  saveColumnShowState: defineCall({
    path: '/api/special/saveColumnShowState',
    title: '设置栏目显示状态',
    module: 'special',
    resource: 'column',
    input: toggle('groupId', 'showState'),
    output: p.ok(),
  }),
  saveColumnEnableState: defineCall({
    path: '/api/special/saveColumnEnableState',
    title: '设置栏目启用状态',
    module: 'special',
    resource: 'column',
    input: toggle('groupId', 'enableState'),
    output: p.ok(),
  }),
  findColumnSpecial: defineCall({
    path: '/api/special/findColumnSpecial',
    title: '专题详情（编辑表单）',
    module: 'special',
    resource: 'special',
    input: byId('specialId'),
    output: specialForm,
  }),
  saveColumnSpecial: defineCall({
    path: '/api/special/saveColumnSpecial',
    title: '新建或修改专题',
    module: 'special',
    resource: 'special',
    input: specialInput,
    output: savedId('specialId'),
  }),
  validateSaveColumnSpecial: defineCall({
    path: '/api/special/validateSaveColumnSpecial',
    title: '保存专题前校验（数量与规则）',
    module: 'special',
    resource: 'special',
    input: specialInput,
    output: validation,
  }),
  saveColumnSpecialName: defineCall({
    path: '/api/special/saveColumnSpecialName',
    title: '专题重命名',
    module: 'special',
    resource: 'special',
    input: rename('specialId', 'specialName'),
    output: p.ok(),
  }),
  verificationSpecialName: defineCall({
    path: '/api/special/verificationSpecialName',
    title: '校验专题名称是否可用',
    module: 'special',
    resource: 'special',
    input: nameCheckInput('specialId', 'specialName'),
    output: nameCheck,
  }),
  deleteColumnSpecial: defineCall({
    path: '/api/special/deleteColumnSpecial',
    title: '删除专题',
    module: 'special',
    resource: 'special',
    input: byId('specialId'),
    output: p.ok(),
  }),
  moveSpecialPositionType2: defineCall({
    path: '/api/special/moveSpecialPositionType2',
    title: '移动专题位置（可跨栏目）',
    module: 'special',
    resource: 'special',
    input: move('specialId').extend({ targetGroupId: p.id().optional() }),
    output: p.ok(),
  }),
  saveSpecialShowState: defineCall({
    path: '/api/special/saveSpecialShowState',
    title: '设置专题显示状态',
    module: 'special',
    resource: 'special',
    input: toggle('specialId', 'showState'),
    output: p.ok(),
  }),
  saveSpecialEnableState: defineCall({
    path: '/api/special/saveSpecialEnableState',
    title: '设置专题启用状态',
    module: 'special',
    resource: 'special',
    input: toggle('specialId', 'enableState'),
    output: p.ok(),
  }),
  saveTopState: defineCall({
    path: '/api/special/saveTopState',
    title: '栏目或专题置顶/取消置顶',
    module: 'special',
    resource: 'special',
    input: z.object({
      id: p.id(),
      topType: p.oneOf(['column', 'special']).default('special'),
      topState: p.bool(),
    }),
    output: p.ok(),
  }),
  findSpecialArticleSingleOrAll: defineCall({
    path: '/api/special/findSpecialArticleSingleOrAll',
    title: '单个或全部专题的文章列表',
    module: 'special',
    resource: 'article',
    input: listed({ specialId: p.id().optional() }),
    output: articlePage,
  }),
  findSpecialCarrierDataStatistics: defineCall({
    path: '/api/special/findSpecialCarrierDataStatistics',
    title: '专题各载体数据统计',
    module: 'special',
    resource: 'special',
    input: scoped({ specialId: p.id().optional() }),
    output: analysisTable,
  }),
};
