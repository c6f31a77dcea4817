import { dataSourceCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import type { DataSourceService } from './data-source.service.js';

export { DataSourceService } from './data-source.service.js';

/** Handlers of /api/dataSource/*: session → service; every query scoped to the caller's organisation. */
export function dataSourceHandlers(service: DataSourceService): HandlerMap {
  return handlersFor(dataSourceCalls, {
    findSourceList: (input, ctx) => service.list(requireSession(ctx).session.orgId, input.keyword),
    saveSource: async (input, ctx) => ({
      sourceId: await service.save(requireSession(ctx).session, input),
    }),
    deleteSource: async (input, ctx) => {
      await service.remove(requireSession(ctx).session, input.sourceId);
      return null;
    },
    saveSourceEnableState: async (input, ctx) => {
      await service.setEnabled(requireSession(ctx).session, input.sourceId, input.enabled);
      return null;
    },
    collectSourceNow: async (input, ctx) => ({
      jobId: await service.collectNow(requireSession(ctx).session, input.sourceId),
    }),
    findApiKeyList: (_, ctx) => service.listKeys(requireSession(ctx).session.orgId),
    saveApiKey: (input, ctx) => service.createKey(requireSession(ctx).session, input.name),
    deleteApiKey: async (input, ctx) => {
      await service.revokeKey(requireSession(ctx).session, input.keyId);
      return null;
    },
    findJobProgress: (input, ctx) =>
      service.jobProgress(requireSession(ctx).session.orgId, input.jobId),
  });
}
