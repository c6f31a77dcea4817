import { filterBoxCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toFilterBox } from './filter-box.mapper.js';
import type { FilterBoxService } from './filter-box.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of /api/filterBox/*: session → service → mapper. */
export function filterBoxRoutes(filters: FilterBoxService): HandlerMap {
  return handlersFor(filterBoxCalls, {
    findFilterBox: async (input, ctx) => {
      const { filterType, keyword, pageNum, pageSize } = input;
      const offset = (pageNum - 1) * pageSize;
      const page = await filters.list(org(ctx), { filterType, keyword, limit: pageSize, offset });
      return { list: page.rows.map(toFilterBox), total: page.total, pageNum, pageSize };
    },
    saveFilterBox: async (input, ctx) => ({ filterBoxId: await filters.save(org(ctx), input) }),
    saveBatchFilterBox: (input, ctx) => filters.saveBatch(org(ctx), input),
    deleteFilterBox: async (input, ctx) => {
      await filters.remove(org(ctx), input.filterBoxIds);
      return null;
    },
    saveFilterBoxEnableState: async (input, ctx) => {
      await filters.setEnabled(org(ctx), input.filterBoxId, input.enableState);
      return null;
    },
  });
}
