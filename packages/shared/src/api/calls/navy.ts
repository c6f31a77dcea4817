import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byId, byIds, downloadShape, savedId, url } from './common.js';
import { NAVY_LINK_TYPES, NAVY_REVIEW_STATES, NAVY_TASK_STATES } from './workflow-shapes.js';

const TASK_STATES = NAVY_TASK_STATES;
const REVIEW_STATES = NAVY_REVIEW_STATES;

/** A screenshot as a data URL (PNG/JPEG/GIF/WebP, ≤ ~300 KB each). */
const screenshot = () =>
  z
    .string()
    .max(420_000, { message: '截图不能超过300KB' })
    .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/, {
      message: '截图格式应为 PNG、JPEG、GIF 或 WebP',
    });

/** Tasks of the online-commenting system (网评任务): /navy/index. */
export const navyCalls = {
  findNavyStatistics: defineCall({
    path: '/navy/index/findNavyStatistics',
    title: '网评任务概览统计',
    module: 'navy',
    resource: 'navyTask',
    input: z.object({ startTime: p.time().optional(), endTime: p.time().optional() }),
  }),
  findPageNavyTask: defineCall({
    path: '/navy/index/findPageNavyTask',
    title: '网评任务列表',
    module: 'navy',
    resource: 'navyTask',
    input: z.object({
      taskState: p.oneOf(TASK_STATES).optional(),
      taskTypeId: p.id().optional(),
      keyword: p.text(50).optional(),
      ...p.paging,
    }),
  }),
  findNavyTaskInfo: defineCall({
    path: '/navy/index/findNavyTaskInfo',
    title: '网评任务详情',
    module: 'navy',
    resource: 'navyTask',
    input: byId('taskId'),
  }),
  saveNavyTask: defineCall({
    path: '/navy/index/saveNavyTask',
    title: '新建或修改网评任务',
    module: 'navy',
    resource: 'navyTask',
    input: z.object({
      taskId: p.id().optional(),
      taskName: p.name(100),
      taskTypeId: p.id(),
      requirement: p.text(2000).optional(),
      deadline: p.time(),
      reviewDeadline: p.time().optional(),
      userGroupIds: p.list(p.id(), 100).optional(),
      labelIds: p.list(p.id(), 50).optional(),
      linkType: p.oneOf(NAVY_LINK_TYPES).optional(),
      linkId: p.id().optional(),
      referenceText: p.text(2000).optional(),
      platforms: p.list(p.name(20), 20).optional(),
      requiredCount: p.int(1, 10_000).default(1),
    }),
    output: savedId('taskId'),
  }),
  saveNavyTaskState: defineCall({
    path: '/navy/index/saveNavyTaskState',
    title: '发布、结束或关闭网评任务',
    module: 'navy',
    resource: 'navyTask',
    input: z.object({ taskId: p.id(), taskState: p.oneOf(TASK_STATES) }),
    output: p.ok(),
  }),
  deleteNavyTask: defineCall({
    path: '/navy/index/deleteNavyTask',
    title: '删除网评任务',
    module: 'navy',
    resource: 'navyTask',
    input: byId('taskId'),
    output: p.ok(),
  }),
  findNavyTaskItem: defineCall({
    path: '/navy/index/findNavyTaskItem',
    title: '网评任务条目（目标链接）',
    module: 'navy',
    resource: 'navyTaskItem',
    input: byId('taskId').extend(p.paging),
  }),
  saveNavyTaskItem: defineCall({
    path: '/navy/index/saveNavyTaskItem',
    title: '保存网评任务条目',
    module: 'navy',
    resource: 'navyTaskItem',
    input: z.object({
      taskId: p.id(),
      itemId: p.id().optional(),
      itemTitle: p.name(200),
      itemUrl: url(),
      articleId: p.id().optional(),
      requiredCount: p.int(1, 10_000).default(1),
    }),
    output: savedId('itemId'),
  }),
  deleteNavyTaskItem: defineCall({
    path: '/navy/index/deleteNavyTaskItem',
    title: '删除网评任务条目',
    module: 'navy',
    resource: 'navyTaskItem',
    input: byIds('itemIds'),
    output: p.ok(),
  }),
  findNavyTaskType: defineCall({
    path: '/navy/index/findNavyTaskType',
    title: '网评任务类型',
    module: 'navy',
    resource: 'navyTaskType',
    input: p.none(),
  }),
  saveNavyTaskType: defineCall({
    path: '/navy/index/saveNavyTaskType',
    title: '保存网评任务类型',
    module: 'navy',
    resource: 'navyTaskType',
    input: z.object({ taskTypeId: p.id().optional(), taskTypeName: p.name(30) }),
    output: savedId('taskTypeId'),
  }),
  deleteNavyTaskType: defineCall({
    path: '/navy/index/deleteNavyTaskType',
    title: '删除网评任务类型',
    module: 'navy',
    resource: 'navyTaskType',
    input: byId('taskTypeId'),
    output: p.ok(),
  }),
  findPageNavyComment: defineCall({
    path: '/navy/index/findPageNavyComment',
    title: '网评提交记录',
    module: 'navy',
    resource: 'navyComment',
    input: z.object({
      taskId: p.id().optional(),
      itemId: p.id().optional(),
      reviewState: p.oneOf(REVIEW_STATES).optional(),
      ...p.paging,
    }),
  }),
  saveNavyComment: defineCall({
    path: '/navy/index/saveNavyComment',
    title: '提交网评（评论内容与链接）',
    module: 'navy',
    resource: 'navyComment',
    style: 'json',
    input: z.object({
      itemId: p.id(),
      content: p.name(2000),
      commentUrl: url().optional(),
      screenshotUrl: url().optional(),
      screenshots: p.list(screenshot(), 3).optional(),
    }),
    output: savedId('commentId'),
  }),
  reviewNavyComment: defineCall({
    path: '/navy/index/reviewNavyComment',
    title: '审核网评',
    module: 'navy',
    resource: 'navyComment',
    input: byIds('commentIds').extend({
      reviewState: p.oneOf(['passed', 'rejected']),
      reviewOpinion: p.text(500).optional(),
      score: p.int(0, 100).optional(),
    }),
    output: p.ok(),
  }),
  findNavyTaskSource: defineCall({
    path: '/navy/index/findNavyTaskSource',
    title: '任务关联内容（文章、预警或事件）',
    module: 'navy',
    resource: 'navyTask',
    input: z.object({ linkType: p.oneOf(NAVY_LINK_TYPES), linkId: p.id() }),
    output: z.object({
      linkType: z.string(),
      linkId: z.number().int(),
      title: z.string(),
      url: z.string(),
      summary: z.string(),
    }),
  }),
  exportNavyStatistics: defineCall({
    path: '/navy/index/exportNavyStatistics',
    title: '导出网评统计与排名',
    module: 'navy',
    resource: 'navyTask',
    download: true,
    input: z.object({
      startTime: p.time().optional(),
      endTime: p.time().optional(),
      ...downloadShape,
    }),
  }),
};
