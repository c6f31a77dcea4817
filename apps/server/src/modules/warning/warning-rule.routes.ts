import { warningCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { WarningPreviewService } from './warning-preview.service.js';
import { toRuleInfo, toRuleItem } from './warning-rule.mapper.js';
import type { WarningRuleService } from './warning-rule.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** Handlers of the warning-rule calls: session → service → mapper. */
export function warningRuleRoutes(
  rules: WarningRuleService,
  preview: WarningPreviewService,
): HandlerMap {
  return handlersFor(warningCalls, {
    findPageWarningRule: async (input, ctx) => {
      const { views, specialNames, ...page } = await rules.page(org(ctx), input);
      return { ...page, list: views.map((v) => toRuleItem(v, specialNames)) };
    },
    findWarningRuleInfo: async (input, ctx) => {
      const { view, specialNames } = await rules.info(org(ctx), input.warningRuleId);
      return toRuleInfo(view, specialNames);
    },
    saveMachineWarningRule: async (input, ctx) => ({
      warningRuleId: await rules.saveMachine(org(ctx), input),
    }),
    saveArtificialWarningRule: async (input, ctx) => ({
      warningRuleId: await rules.saveArtificial(org(ctx), input),
    }),
    previewWarningRule: (input, ctx) => preview.preview(org(ctx), input),
    deleteWarningRule: async (input, ctx) => {
      await rules.remove(org(ctx), input.warningRuleId);
      return null;
    },
    saveWarningRuleEnableState: async (input, ctx) => {
      await rules.setEnabled(org(ctx), input.warningRuleId, input.enableState);
      return null;
    },
    saveWarningRuleShowState: async (input, ctx) => {
      await rules.setShown(org(ctx), input.warningRuleId, input.showState);
      return null;
    },
    saveWarningRuleTopState: async (input, ctx) => {
      await rules.setTop(org(ctx), input.warningRuleId, input.topState);
      return null;
    },
  });
}
