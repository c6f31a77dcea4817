import { indexCalls, personalCenterSettingsCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { DashboardSettingsService } from './dashboard-settings.service.js';
import { toPanels } from './dashboard.mapper.js';

const session = (ctx: CallContext) => requireSession(ctx).session;

/**
 * Handlers of the dashboard settings: 敏感信息 and 预警提示音 (index-page.ts) and, of the
 * account centre (personal-center-settings.ts), only the four home-page panel and chart-source
 * calls.
 */
export function dashboardSettingsRoutes(settings: DashboardSettingsService): HandlerMap {
  return mergeHandlers(
    handlersFor(indexCalls, {
      findSensitiveInfoConfig: (_, ctx) => settings.sensitiveInfo(session(ctx).orgId),
      saveSensitiveInfoConfig: async (input, ctx) => {
        await settings.saveSensitiveInfo(session(ctx).orgId, input);
        return null;
      },
      findWarningVoice: (_, ctx) => {
        const { orgId, accountId } = session(ctx);
        return settings.warningVoice(orgId, accountId);
      },
      saveWarningVoice: async (input, ctx) => {
        const { orgId, accountId } = session(ctx);
        await settings.saveWarningVoice(orgId, accountId, input);
        return null;
      },
    }),
    handlersFor(personalCenterSettingsCalls, {
      findIndexPanel: async (_, ctx) => {
        const { orgId, accountId } = session(ctx);
        return toPanels(await settings.visiblePanels(orgId, accountId));
      },
      saveIndexPanel: async (input, ctx) => {
        const { orgId, accountId } = session(ctx);
        await settings.savePanels(orgId, accountId, input.panels);
        return null;
      },
      findIndexChartSource: (_, ctx) => {
        const { orgId, accountId } = session(ctx);
        return settings.chartSource(orgId, accountId);
      },
      saveIndexChartSource: async (input, ctx) => {
        const { orgId, accountId } = session(ctx);
        await settings.saveChartSource(orgId, accountId, input);
        return null;
      },
    }),
  );
}
