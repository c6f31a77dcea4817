import { warningCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toFiring } from './warning-log.mapper.js';
import type { WarningLogService } from './warning-log.service.js';
import { toNotice } from './warning-notice.mapper.js';
import type { WarningNoticeService } from './warning-notice.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of the recipient calls and the push log: session → service → mapper. */
export function warningNoticeRoutes(
  notices: WarningNoticeService,
  logs: WarningLogService,
): HandlerMap {
  return handlersFor(warningCalls, {
    findWarningNotice: async (input, ctx) => {
      const { rows, ...page } = await notices.page(org(ctx), input);
      return { ...page, list: rows.map(toNotice) };
    },
    saveWarningNotice: async (input, ctx) => ({ noticeId: await notices.save(org(ctx), input) }),
    deleteWarningNotice: async (input, ctx) => {
      await notices.remove(org(ctx), input.noticeId);
      return null;
    },
    findPageWarningRuleLog: async (input, ctx) => {
      const { rows, deliveries, titles, ...page } = await logs.page(org(ctx), input);
      return { ...page, list: rows.map((f) => toFiring(f, deliveries, titles)) };
    },
  });
}
