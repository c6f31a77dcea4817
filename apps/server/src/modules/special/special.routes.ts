import { specialCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import { filterVisibleSpecials } from '../../platform/session/topic-grants.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { SetAnalysisService as SpecialAnalysisService } from '../monitor/index.js';
import type { GroupService as SpecialColumnService } from '../monitor/index.js';
import { toArticlePage } from '../article/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SpecialQuota } from './special-quota.js';
import { toColumn, toSpecialForm, toTree } from './special.mapper.js';
import type { SetService as SpecialService } from '../monitor/index.js';

export interface SpecialServices {
  columns: SpecialColumnService;
  specials: SpecialService;
  analysis: SpecialAnalysisService;
  quota: SpecialQuota;
}

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of the column and special calls (special.ts): session → service → mapper. */
export function specialRoutes({ columns, specials, analysis, quota }: SpecialServices): HandlerMap {
  return handlersFor(specialCalls, {
    findAllColumnSpecial: async (_, ctx) => {
      const [cols, rows] = await Promise.all([columns.list(org(ctx)), specials.list(org(ctx))]);
      return toTree(
        cols,
        filterVisibleSpecials(requireSession(ctx).session, rows, (r) => r.id),
      );
    },
    findColumn: async (_, ctx) => (await columns.list(org(ctx))).map(toColumn),
    saveColumn: async (input, ctx) => ({ groupId: await columns.save(org(ctx), input) }),
    deleteColumn: async (input, ctx) => {
      await columns.remove(org(ctx), input.groupId);
      return null;
    },
    moveColumnPositionType: async (input, ctx) => {
      await columns.move(org(ctx), input.groupId, input.positionType);
      return null;
    },
    saveColumnShowState: async (input, ctx) => {
      await columns.setShown(org(ctx), input.groupId, input.showState);
      return null;
    },
    saveColumnEnableState: async (input, ctx) => {
      await columns.setEnabled(org(ctx), input.groupId, input.enableState);
      return null;
    },
    findColumnSpecial: async (input, ctx) =>
      toSpecialForm(await specials.get(org(ctx), input.specialId)),
    saveColumnSpecial: async (input, ctx) => {
      const { session } = requireSession(ctx);
      const creating = input.specialId === undefined;
      if (creating) {
        await quota.assertRoom(session);
      }
      const specialId = await specials.save(session.orgId, input);
      if (creating) {
        await quota.created(session, specialId);
      }
      return { specialId };
    },
    validateSaveColumnSpecial: async (input, ctx) => {
      const quotaMessage =
        input.specialId === undefined
          ? await quota.assertRoom(requireSession(ctx).session).then(
              () => null,
              (err: unknown) => (err instanceof AppError ? err.message : null),
            )
          : null;
      const message = quotaMessage ?? (await specials.problem(org(ctx), input));
      return { valid: message === null, message };
    },
    saveColumnSpecialName: async (input, ctx) => {
      await specials.rename(org(ctx), input.specialId, input.specialName);
      return null;
    },
    verificationSpecialName: async (input, ctx) => ({
      available: await specials.isNameFree(org(ctx), input.specialName, input.specialId),
    }),
    deleteColumnSpecial: async (input, ctx) => {
      await specials.remove(org(ctx), input.specialId);
      return null;
    },
    moveSpecialPositionType2: async (input, ctx) => {
      const { specialId, positionType, targetGroupId } = input;
      await specials.move(org(ctx), specialId, positionType, targetGroupId);
      return null;
    },
    saveSpecialShowState: async (input, ctx) => {
      await specials.setShown(org(ctx), input.specialId, input.showState);
      return null;
    },
    saveSpecialEnableState: async (input, ctx) => {
      await specials.setEnabled(org(ctx), input.specialId, input.enableState);
      return null;
    },
    saveTopState: async (input, ctx) => {
      const service = input.topType === 'column' ? columns : specials;
      await service.setTop(org(ctx), input.id, input.topState);
      return null;
    },
    findSpecialArticleSingleOrAll: async (input, ctx) =>
      toArticlePage(await analysis.articles(org(ctx), input)),
    findSpecialCarrierDataStatistics: (input, ctx) =>
      analysis.table(org(ctx), 'carrierStatistics', input),
  });
}
