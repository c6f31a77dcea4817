import { oaCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { Clock } from '../../platform/clock.js';
import { reportDocx, reportListXlsx } from './oa-export.js';
import type { OaFlowLog } from './oa-flow-log.js';
import type { OaFlowMessages } from './oa-flow-messages.js';
import type { OaFlowService } from './oa-flow.service.js';
import type { OaReportReader } from './oa-report-reader.js';
import type { OaReportService } from './oa-report.service.js';
import type { OaSettingRepo } from './oa-setting.repo.js';

const who = (ctx: CallContext) => {
  const { session } = requireSession(ctx);
  return { orgId: session.orgId, accountId: session.accountId };
};

/** Handlers of /opinionOA/report/* (OA session) and /api/oa/saveReportArticle (main session). */
export function oaRoutes(deps: {
  reports: OaReportService;
  reader: OaReportReader;
  flow: OaFlowService;
  log: OaFlowLog;
  messages: OaFlowMessages;
  settings: OaSettingRepo;
  clock: Clock;
}): HandlerMap {
  const { reports, reader, flow, log, messages, settings, clock } = deps;
  return handlersFor(oaCalls, {
    saveReportArticle: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return { reportId: await reports.fromArticle(orgId, accountId, input) };
    },
    findPageReport: (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return reader.page(orgId, accountId, input);
    },
    searchReport: (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return reader.page(orgId, accountId, input);
    },
    findReportInfo: (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return reader.info(orgId, accountId, input.reportId);
    },
    saveReport: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return { reportId: await reports.save(orgId, accountId, input) };
    },
    deleteReport: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      await reports.remove(orgId, accountId, input.reportIds);
      return null;
    },
    saveReportImage: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return { imageId: await reports.addImage(orgId, accountId, input) };
    },
    deleteReportImage: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      await reports.removeImage(orgId, accountId, input.imageId);
      return null;
    },
    findReportOpinion: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      const info = await reader.info(orgId, accountId, input.reportId);
      return info.timeline.filter((t) => t.opinion !== '');
    },
    saveReportOpinion: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      await flow.act(orgId, accountId, input);
      return null;
    },
    findPageReportLog: (input, ctx) => log.page(who(ctx).orgId, input),
    findReportLogInfo: (input, ctx) => log.entry(who(ctx).orgId, input.logId),
    findReportFlowMessage: (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return messages.page(orgId, accountId, input);
    },
    readReportFlowMessage: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      await messages.read(orgId, accountId, input);
      return null;
    },
    exportReport: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return reportListXlsx(await reader.all(orgId, accountId, input), clock.now());
    },
    exportReportWord: async (input, ctx) => {
      const { orgId, accountId } = who(ctx);
      return reportDocx(await reader.info(orgId, accountId, input.reportId), clock.now());
    },
    findReportUser: (_input, ctx) => reader.users(who(ctx).orgId),
    findReportSetting: (_input, ctx) => settings.deadlines(who(ctx).orgId),
    saveReportSetting: async (input, ctx) => {
      await settings.save(who(ctx).orgId, input, clock.now());
      return null;
    },
  });
}
