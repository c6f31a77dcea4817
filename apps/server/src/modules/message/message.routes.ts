import { messageCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toMessagePage } from './message.mapper.js';
import type { MessageService, Reader } from './message.service.js';

const reader = (ctx: CallContext): Reader => {
  const { orgId, accountId } = requireSession(ctx).session;
  return { orgId, accountId };
};

/** Handlers of /api/message/*: session → service → mapper. */
export function messageRoutes(messages: MessageService): HandlerMap {
  return handlersFor(messageCalls, {
    findMessageCount: async (input, ctx) => ({
      count: await messages.unreadCount(reader(ctx), input.messageType),
    }),
    showMessage: async (input, ctx) => {
      const filter = { type: input.messageType, isRead: input.readState };
      const page = await messages.page(reader(ctx), filter, input.pageNum, input.pageSize);
      return toMessagePage(page, input.pageNum, input.pageSize);
    },
    readMessage: async (input, ctx) => {
      await messages.markRead(reader(ctx), input);
      return null;
    },
  });
}
