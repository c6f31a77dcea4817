import { briefingCalls, briefingChartCalls } from '@guanlan/shared';
import { requireSession } from '../auth/index.js';
import { handlersFor, mergeHandlers } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { BriefingDelivery } from './briefing-delivery.service.js';
import type { BriefingLibrary } from './briefing-library.service.js';
import type { BriefingOutputs } from './briefing-output.service.js';
import type { BriefingService } from './briefing.service.js';

/** The report module's services, one per group of calls. */
export interface BriefingServices {
  reports: BriefingService;
  outputs: BriefingOutputs;
  delivery: BriefingDelivery;
  library: BriefingLibrary;
}

const actor = (ctx: CallContext) => {
  const { orgId, accountId } = requireSession(ctx).session;
  return { orgId, accountId };
};
const org = (ctx: CallContext) => actor(ctx).orgId;

/** Handlers of every /api/briefing/* call. */
export function briefingRoutes({
  reports: s,
  outputs,
  delivery,
  library,
}: BriefingServices): HandlerMap {
  const calls = handlersFor(briefingCalls, {
    findPageBriefing: (i, ctx) =>
      s.page(org(ctx), { briefingType: i.briefingType, keyword: i.keyword }, i.pageNum, i.pageSize),
    findBriefingInfo: (i, ctx) => s.info(org(ctx), i.briefingId),
    saveBriefing: async (i, ctx) => ({ briefingId: await s.save(actor(ctx), i) }),
    generateBriefing: async (i, ctx) => {
      await s.regenerate(org(ctx), i.briefingId);
      return null;
    },
    deleteBriefing: async (i, ctx) => {
      await s.remove(org(ctx), i.briefingIds);
      return null;
    },
    findBriefingSetting: (i, ctx) => s.setting(org(ctx), i.briefingType),
    saveBriefingSetting: async (i, ctx) => {
      await s.saveSetting(org(ctx), i.briefingType, i);
      return null;
    },
    findBriefingNotice: (i, ctx) => delivery.notices(org(ctx), i.keyword, i.pageNum, i.pageSize),
    saveBriefingNotice: async (i, ctx) => ({
      noticeId: await delivery.saveNotice(org(ctx), i.noticeId, i),
    }),
    deleteBriefingNotice: async (i, ctx) => {
      await delivery.removeNotices(org(ctx), i.noticeIds);
      return null;
    },
    sendBriefing: async (i, ctx) => {
      await delivery.send(org(ctx), i.briefingId, i.noticeIds, i.extensionName, i.message);
      return null;
    },
    findBriefingSendLog: (i, ctx) => delivery.sendLog(org(ctx), i.briefingId),
    findBriefingArticle: async (i, ctx) =>
      library.articlePage(
        org(ctx),
        await library.home(org(ctx), i.briefingId, i.period),
        i.pageNum,
        i.pageSize,
      ),
    saveBriefingArticle: async (i, ctx) => {
      await library.editArticle(
        org(ctx),
        await library.home(org(ctx), i.briefingId, i.period),
        i.articleId,
        i,
      );
      return null;
    },
    sortBriefingArticle: async (i, ctx) => {
      await library.sortArticles(
        org(ctx),
        await library.home(org(ctx), i.briefingId, i.period),
        i.articleIds,
      );
      return null;
    },
    deleteBriefingArticle: async (i, ctx) => {
      await library.removeArticles(
        org(ctx),
        await library.home(org(ctx), i.briefingId, i.period),
        i.articleIds,
      );
      return null;
    },
    findBriefingTemplate: (_i, ctx) => s.templates(org(ctx)),
    saveBriefingTemplate: async (i, ctx) => ({
      templateId: await s.saveTemplate(org(ctx), i.templateId, i),
    }),
    deleteBriefingTemplate: async (i, ctx) => {
      await s.removeTemplate(org(ctx), i.templateId);
      return null;
    },
    downBriefing: (i, ctx) => outputs.download(actor(ctx), i.briefingId, i.extensionName),
    uploadCustomizedFile: async (i, ctx) => ({
      fileId: await library.upload(actor(ctx), i.fileName, i.briefingType, i.content),
    }),
    findPageCustomizedFile: (i, ctx) =>
      library.files(
        org(ctx),
        { keyword: i.keyword, briefingType: i.briefingType },
        i.pageNum,
        i.pageSize,
      ),
    downCustomizedFile: (i, ctx) => library.downloadFile(org(ctx), i.fileId),
    deleteCustomizedFile: async (i, ctx) => {
      await library.removeFile(org(ctx), i.fileId);
      return null;
    },
  });
  const charts = handlersFor(briefingChartCalls, {
    emotionTrendBriefing: (i, ctx) => outputs.trend(org(ctx), i.briefingId),
    carrierDistributionBriefing: (i, ctx) => outputs.table(org(ctx), i.briefingId, 'carriers'),
    motionDistributionBriefing: (i, ctx) => outputs.table(org(ctx), i.briefingId, 'sentiment'),
    regionDistributionBriefing: (i, ctx) => outputs.table(org(ctx), i.briefingId, 'regions'),
    mediaActivityLeadersListBriefing: (i, ctx) => outputs.table(org(ctx), i.briefingId, 'media'),
    hotWordsCloudBriefing: (i, ctx) => outputs.table(org(ctx), i.briefingId, 'hotWords'),
    emotionTrendExcelBriefing: (i, ctx) => outputs.tableExcel(org(ctx), i.briefingId, 'trend'),
    carrierDistributionExcelBriefing: (i, ctx) =>
      outputs.tableExcel(org(ctx), i.briefingId, 'carriers'),
    motionDistributionExcelBriefing: (i, ctx) =>
      outputs.tableExcel(org(ctx), i.briefingId, 'sentiment'),
    regionDistributionExcelBriefing: (i, ctx) =>
      outputs.tableExcel(org(ctx), i.briefingId, 'regions'),
    mediaActivityLeadersListExcelBriefing: (i, ctx) =>
      outputs.tableExcel(org(ctx), i.briefingId, 'media'),
  });
  return mergeHandlers(calls, charts);
}
