import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';

const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD' });

/** Work diary (工作日志) inside the OA system; every call is JSON. */
export const dailyRecordCalls = {
  findAllUserDailyRecord: defineCall({
    path: '/opinionOA/dailyRecord/findAllUserDailyRecord',
    title: '全部人员工作日志',
    module: 'dailyRecord',
    resource: 'dailyRecord',
    style: 'json',
    input: z.object({
      startDate: day().optional(),
      endDate: day().optional(),
      userId: p.id().optional(),
      ...p.paging,
    }),
  }),
  findCurrentUserDailyRecord: defineCall({
    path: '/opinionOA/dailyRecord/findCurrentUserDailyRecord',
    title: '本人工作日志',
    module: 'dailyRecord',
    resource: 'dailyRecord',
    style: 'json',
    input: z.object({ startDate: day().optional(), endDate: day().optional(), ...p.paging }),
  }),
  saveDailyRecord: defineCall({
    path: '/opinionOA/dailyRecord/saveDailyRecord',
    title: '保存工作日志',
    module: 'dailyRecord',
    resource: 'dailyRecord',
    style: 'json',
    input: z.object({
      recordId: p.id().optional(),
      recordDate: day(),
      content: p.name(5000),
      plan: p.text(2000).optional(),
    }),
    output: z.object({ recordId: z.number().int() }),
  }),
  findDailyRecordInfo: defineCall({
    path: '/opinionOA/dailyRecord/findDailyRecordInfo',
    title: '工作日志详情（领导查看即标为已读）',
    module: 'dailyRecord',
    resource: 'dailyRecord',
    style: 'json',
    input: z.object({ recordId: p.id() }),
  }),
  findDailyRecordDraft: defineCall({
    path: '/opinionOA/dailyRecord/findDailyRecordDraft',
    title: '按当天操作生成的日志草稿',
    module: 'dailyRecord',
    resource: 'dailyRecord',
    style: 'json',
    input: z.object({ recordDate: day().optional() }),
    output: z.object({ recordDate: z.string(), content: z.string() }),
  }),
};
