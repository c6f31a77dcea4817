import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { count } from './common.js';

const MESSAGE_TYPES = ['system', 'warning', 'briefing', 'task', 'approval'] as const;

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
