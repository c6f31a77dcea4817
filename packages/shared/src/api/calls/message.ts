import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { count } from './common.js';

const MESSAGE_TYPES = ['system', 'warning', 'briefing', 'task', 'approval'] as const;

/** One message of the message centre, newest first. */
const messageItem = z.object({
  messageId: z.number().int(),
  messageType: z.enum(MESSAGE_TYPES),
  /** 系统消息, 预警消息, 简报消息, 任务消息 or 审批消息. */
  messageTypeName: z.string(),
  title: z.string(),
  content: z.string(),
  /** Where clicking the message goes (an app path), if anywhere. */
  link: z.string().nullable(),
  articleId: z.number().int().nullable(),
  createTime: z.string(),
  isRead: z.boolean(),
  readTime: z.string().nullable(),
});

/** The message centre. */
export const messageCalls = {
  findMessageCount: defineCall({
    path: '/api/message/findMessageCount',
    title: '未读消息数',
    module: 'message',
    resource: 'message',
    input: z.object({ messageType: p.oneOf(MESSAGE_TYPES).optional() }),
    output: count,
  }),
  showMessage: defineCall({
    path: '/api/message/showMessage',
    title: '消息列表',
    module: 'message',
    resource: 'message',
    input: z.object({
      messageType: p.oneOf(MESSAGE_TYPES).optional(),
      readState: p.bool().optional(),
      ...p.paging,
    }),
    output: p.page(messageItem),
  }),
  readMessage: defineCall({
    path: '/api/message/readMessage',
    title: '消息标为已读',
    module: 'message',
    resource: 'message',
    input: z.object({ messageIds: p.list(p.id(), 200).optional(), all: p.bool().default(false) }),
    output: p.ok(),
  }),
};
