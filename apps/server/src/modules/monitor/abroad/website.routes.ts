import { abroadCalls, toolCalls } from '@guanlan/shared';
import { requireSession } from '../../auth/index.js';
import { handlersFor, mergeHandlers } from '../../../platform/http/call-context.js';
import type { HandlerMap } from '../../../platform/http/call-context.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { WebsiteService } from './website.service.js';

/**
 * 境外网站导航 calls, and /indymedia/indyMedia/redirect: the outbound redirect for its links,
 * logged and allowed only to hosts of the directory or the organisation's navigation (never
 * an open redirect).
 */
export function websiteRoutes(websites: WebsiteService): HandlerMap {
  return mergeHandlers(
    handlersFor(abroadCalls, {
      findWebsite: (input, ctx) => websites.list(requireSession(ctx).session.orgId, input),
      saveBatchWebsite: (input, ctx) =>
        websites.addBatch(requireSession(ctx).session.orgId, input.websites),
      deleteWebsite: async (input, ctx) => {
        await websites.remove(requireSession(ctx).session.orgId, input.websiteIds);
        return null;
      },
    }),
    handlersFor(toolCalls, {
      redirect: async (input, ctx) => {
        const orgId = ctx.session?.orgId ?? null;
        const allowed = await websites.allows(orgId, input.url);
        await websites.log(orgId, ctx.session?.accountId ?? null, input.url, allowed);
        if (!allowed) {
          throw new AppError('FORBIDDEN', '该网址不在境外网站导航中，已拒绝跳转');
        }
        return ctx.reply.redirect(input.url, 302);
      },
    }),
  );
}
