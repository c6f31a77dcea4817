import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';

/** Case categories of the think tank (智库). */
export const WISDOM_CATEGORIES = [
  '公共安全',
  '医疗卫生',
  '教育',
  '交通出行',
  '市场监管',
  '生态环境',
  '社会民生',
  '其他',
] as const;

/** A closed event's facts, frozen into its case when the case is made. */
export interface CaseSnapshot {
  /** False while the event's rule is still being back-filled: the case refreshes on reading. */
  complete: boolean;
  eventId: number;
  eventName: string;
  description: string;
  startTime: string;
  endTime: string | null;
  total: number;
  firstSource: { title: string; siteName: string; time: string } | null;
  firstOfficialResponse: { time: string; department: string; content: string } | null;
  /** Hours from the first source to the first official response. */
  responseHours: number | null;
  peak: { time: string; count: number } | null;
  phases: { name: string; start: string; end: string; count: number }[];
  curve: { time: string; count: number; negative: number }[];
  sentiments: { name: string; count: number; percent: number }[];
  timeline: { time: string; title: string; siteName: string; reason: string }[];
  topMedia: { name: string; count: number }[];
  disposes: { time: string; department: string; content: string }[];
}

const caseForm = {
  title: p.name(100),
  category: p.oneOf(WISDOM_CATEGORIES),
  tags: p.list(p.name(20), 20).default([]),
  review: p.text(20000).default(''),
  lessons: p.text(20000).default(''),
};

/** 智库 (/wisdomindex, /wisdomdetails): a case library from closed events and research reports. */
export const wisdomCalls = {
  findWisdomCaseList: defineCall({
    path: '/api/app/wisdom/findWisdomCaseList',
    title: '智库案例列表',
    module: 'wisdom',
    resource: 'wisdomCase',
    input: z.object({
      keyword: p.text(100).optional(),
      category: p.oneOf(WISDOM_CATEGORIES).optional(),
      tag: p.text(20).optional(),
      ...p.paging,
    }),
  }),
  findWisdomCase: defineCall({
    path: '/api/app/wisdom/findWisdomCase',
    title: '智库案例详情',
    module: 'wisdom',
    resource: 'wisdomCase',
    input: z.object({ caseId: p.id() }),
  }),
  findWisdomCaseEvents: defineCall({
    path: '/api/app/wisdom/findWisdomCaseEvents',
    title: '可入库的已结束事件',
    module: 'wisdom',
    resource: 'event',
    input: p.none(),
  }),
  saveWisdomCase: defineCall({
    path: '/api/app/wisdom/saveWisdomCase',
    title: '从已结束事件建立案例',
    module: 'wisdom',
    resource: 'wisdomCase',
    style: 'json',
    input: z.object({ eventId: p.id(), ...caseForm }),
  }),
  updateWisdomCase: defineCall({
    path: '/api/app/wisdom/updateWisdomCase',
    title: '修改案例评析与经验',
    module: 'wisdom',
    resource: 'wisdomCase',
    style: 'json',
    input: z.object({ caseId: p.id(), ...caseForm }),
    output: p.ok(),
  }),
  deleteWisdomCase: defineCall({
    path: '/api/app/wisdom/deleteWisdomCase',
    title: '删除案例',
    module: 'wisdom',
    resource: 'wisdomCase',
    input: z.object({ caseId: p.id() }),
    output: p.ok(),
  }),
  findWisdomReportList: defineCall({
    path: '/api/app/wisdom/findWisdomReportList',
    title: '研究报告列表',
    module: 'wisdom',
    resource: 'wisdomReport',
    input: z.object({ keyword: p.text(100).optional(), ...p.paging }),
  }),
  uploadWisdomReport: defineCall({
    path: '/api/app/wisdom/uploadWisdomReport',
    title: '上传研究报告',
    module: 'wisdom',
    resource: 'wisdomReport',
    style: 'json',
    bodyLimit: 15 * 1024 * 1024,
    input: z.object({
      title: p.name(100),
      category: p.oneOf(WISDOM_CATEGORIES),
      fileName: p.name(200),
      /** The file as base64 (at most 10 MB). */
      contentBase64: z
        .string()
        .min(1, { message: '请选择文件' })
        .max(14 * 1024 * 1024, { message: '文件不能超过10MB' }),
    }),
  }),
  downWisdomReport: defineCall({
    path: '/api/app/wisdom/downWisdomReport',
    title: '下载研究报告',
    module: 'wisdom',
    resource: 'wisdomReport',
    download: true,
    input: z.object({ reportId: p.id() }),
  }),
  deleteWisdomReport: defineCall({
    path: '/api/app/wisdom/deleteWisdomReport',
    title: '删除研究报告',
    module: 'wisdom',
    resource: 'wisdomReport',
    input: z.object({ reportId: p.id() }),
    output: p.ok(),
  }),
};
