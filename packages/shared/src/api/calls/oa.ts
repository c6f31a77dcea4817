import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byId, byIds, downloadShape, savedId, url } from './common.js';
import { OA_ACTIONS, OA_LEVELS, OA_REPORT_STATES } from './workflow-shapes.js';

/** Approval states of an OA report (上报 → 批示 → 处置 → 反馈 → 办结, or 退回). */
const REPORT_STATES = OA_REPORT_STATES;

const reportQuery = {
  reportState: p.oneOf(REPORT_STATES).optional(),
  level: p.oneOf(OA_LEVELS).optional(),
  reportType: p.text(20).optional(),
  overdue: p.bool().optional(),
  mine: p.oneOf(['reported', 'toApprove', 'toHandle']).optional(),
  startTime: p.time().optional(),
  endTime: p.time().optional(),
};

/** An image as a data URL (PNG/JPEG/GIF/WebP, ≤ ~700 KB so the request stays under 1 MB). */
const imageData = () =>
  z
    .string()
    .max(960_000, { message: '图片不能超过700KB' })
    .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/, {
      message: '图片格式应为 PNG、JPEG、GIF 或 WebP',
    });

/** Public-opinion office approval (舆情办公审批): reports, opinions, images, logs, flow messages. */
export const oaCalls = {
  saveReportArticle: defineCall({
    path: '/api/oa/saveReportArticle',
    title: '将文章上报到舆情办公审批',
    module: 'oa',
    resource: 'oaReport',
    input: z.object({
      articleId: p.id(),
      remark: p.text(500).optional(),
      warningId: p.id().optional(),
    }),
    output: savedId('reportId'),
  }),
  findPageReport: defineCall({
    path: '/opinionOA/report/findPageReport',
    title: '上报列表',
    module: 'oa',
    resource: 'oaReport',
    input: z.object({ ...reportQuery, ...p.paging }),
  }),
  searchReport: defineCall({
    path: '/opinionOA/report/searchReport',
    title: '搜索上报',
    module: 'oa',
    resource: 'oaReport',
    input: z.object({ keyword: p.name(100), ...reportQuery, ...p.paging }),
  }),
  findReportInfo: defineCall({
    path: '/opinionOA/report/findReportInfo',
    title: '上报详情',
    module: 'oa',
    resource: 'oaReport',
    input: byId('reportId'),
  }),
  saveReport: defineCall({
    path: '/opinionOA/report/saveReport',
    title: '新建或修改上报',
    module: 'oa',
    resource: 'oaReport',
    input: z.object({
      reportId: p.id().optional(),
      reportTitle: p.name(200),
      content: p.text(5000).optional(),
      articleUrl: url().optional(),
      articleId: p.id().optional(),
      level: p.oneOf(OA_LEVELS).default('3'),
      reportType: p.name(20).default('负面舆情'),
      source: p.text(100).optional(),
      carrier: p.text(20).optional(),
      summary: p.text(2000).optional(),
      sentiment: p.text(20).optional(),
      approverIds: p.list(p.id(), 20).optional(),
      submit: p.bool().default(false),
    }),
    output: savedId('reportId'),
  }),
  deleteReport: defineCall({
    path: '/opinionOA/report/deleteReport',
    title: '删除上报',
    module: 'oa',
    resource: 'oaReport',
    input: byIds('reportIds'),
    output: p.ok(),
  }),
  saveReportImage: defineCall({
    path: '/opinionOA/report/saveReportImage',
    title: '上传上报截图',
    module: 'oa',
    resource: 'oaImage',
    style: 'json',
    input: z.object({ reportId: p.id(), imageName: p.name(100), imageData: imageData() }),
    output: savedId('imageId'),
  }),
  deleteReportImage: defineCall({
    path: '/opinionOA/report/deleteReportImage',
    title: '删除上报截图',
    module: 'oa',
    resource: 'oaImage',
    input: byId('imageId'),
    output: p.ok(),
  }),
  findReportOpinion: defineCall({
    path: '/opinionOA/report/findReportOpinion',
    title: '审批意见列表',
    module: 'oa',
    resource: 'oaOpinion',
    input: byId('reportId'),
  }),
  saveReportOpinion: defineCall({
    path: '/opinionOA/report/saveReportOpinion',
    title: '提交审批意见',
    module: 'oa',
    resource: 'oaOpinion',
    input: z.object({
      reportId: p.id(),
      decision: p.oneOf(OA_ACTIONS),
      opinion: p.text(2000).optional(),
      forwardToId: p.id().optional(),
      handlerId: p.id().optional(),
    }),
    output: p.ok(),
  }),
  findPageReportLog: defineCall({
    path: '/opinionOA/report/findPageReportLog',
    title: '审批日志列表',
    module: 'oa',
    resource: 'oaReport',
    input: z.object({ reportId: p.id().optional(), keyword: p.text(50).optional(), ...p.paging }),
  }),
  findReportLogInfo: defineCall({
    path: '/opinionOA/report/findReportLogInfo',
    title: '审批日志详情',
    module: 'oa',
    resource: 'oaReport',
    input: byId('logId'),
  }),
  findReportFlowMessage: defineCall({
    path: '/opinionOA/report/findReportFlowMessage',
    title: '流程消息',
    module: 'oa',
    resource: 'message',
    input: z.object({ readState: p.bool().optional(), ...p.paging }),
  }),
  readReportFlowMessage: defineCall({
    path: '/opinionOA/report/readReportFlowMessage',
    title: '流程消息标为已读',
    module: 'oa',
    resource: 'message',
    input: z.object({ messageIds: p.list(p.id(), 200).optional(), all: p.bool().default(false) }),
    output: p.ok(),
  }),
  exportReport: defineCall({
    path: '/opinionOA/report/exportReport',
    title: '导出上报',
    module: 'oa',
    resource: 'oaReport',
    download: true,
    input: z.object({
      ...reportQuery,
      reportIds: p.list(p.id(), 8000).optional(),
      ...downloadShape,
    }),
  }),
  exportReportWord: defineCall({
    path: '/opinionOA/report/exportReportWord',
    title: '导出上报单（Word）',
    module: 'oa',
    resource: 'oaReport',
    download: true,
    input: byId('reportId').extend(downloadShape),
  }),
  findReportUser: defineCall({
    path: '/opinionOA/report/findReportUser',
    title: '可选的审批人与处置人',
    module: 'oa',
    resource: 'oaReport',
    input: p.none(),
  }),
  findReportSetting: defineCall({
    path: '/opinionOA/report/findReportSetting',
    title: '各等级办理时限',
    module: 'oa',
    resource: 'oaReport',
    input: p.none(),
    output: z.object({ level1: z.number(), level2: z.number(), level3: z.number() }),
  }),
  saveReportSetting: defineCall({
    path: '/opinionOA/report/saveReportSetting',
    title: '保存各等级办理时限（分钟）',
    module: 'oa',
    resource: 'oaReport',
    input: z.object({
      level1: p.int(5, 100_000),
      level2: p.int(5, 100_000),
      level3: p.int(5, 100_000),
    }),
    output: p.ok(),
  }),
};
