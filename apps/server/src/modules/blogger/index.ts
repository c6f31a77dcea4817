import type { Kysely } from 'kysely';
import { bloggerCalls } from '@guanlan/shared';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { registerRecordJob } from '../../platform/jobs/record-job.js';
import { requireSession } from '../auth/index.js';
import { searchAuthors } from '../../analysis/social/author-posts.js';
import { BloggerAnalysisService } from './blogger-analysis.service.js';
import { BloggerContrastService } from './blogger-contrast.service.js';
import { SensitiveBloggerService } from './sensitive-blogger.service.js';

const who = (ctx: CallContext) => requireSession(ctx).session;

export interface PeopleDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  ingest: { queue: JobQueue; runner: JobRunner };
}

/** The 博主分析 service; its runs are queue jobs. */
const bloggerService = ({ db, dialect, clock, ingest }: PeopleDeps) =>
  new BloggerAnalysisService({ db, dialect }, clock, ingest);

/** Registers the 博主分析 / 敏感博主 job on a runner (API process and `npm run worker`). */
export const registerBloggerJobs = (deps: PeopleDeps): void =>
  registerRecordJob(deps.ingest.runner, bloggerService(deps));

/** Handlers of every /api/app/evolutionAnalysis/* call (博主分析, 博主对比, 敏感博主). */
export function bloggerHandlers(deps: PeopleDeps): HandlerMap {
  const { db, dialect, clock } = deps;
  const adb = { db, dialect };
  registerBloggerJobs(deps);
  const analyses = bloggerService(deps);
  const contrasts = new BloggerContrastService(analyses, clock);
  const sensitive = new SensitiveBloggerService(adb, analyses, clock);
  const ok = async (p: Promise<unknown>) => {
    await p;
    return null;
  };
  return handlersFor(bloggerCalls, {
    searchBloggerInfo: (i, ctx) => searchAuthors(adb, who(ctx).orgId, i.keyword, i.size),
    findBloggerAnalysisPage: (i, ctx) => analyses.page(who(ctx).orgId, 'blogger', i),
    findBloggerAnalysisStatistics: (_i, ctx) => analyses.statistics(who(ctx).orgId, 'blogger'),
    findBloggerAnalysisInfo: (i, ctx) => analyses.info(who(ctx).orgId, i.analysisId),
    saveBloggerAnalysis: async (i, ctx) => {
      const s = who(ctx);
      return { analysisId: await analyses.create(s.orgId, s.accountId, 'blogger', i) };
    },
    againBloggerAnalysis: (i, ctx) => ok(analyses.again(who(ctx).orgId, i.analysisId, 'blogger')),
    deleteBloggerAnalysis: (i, ctx) => ok(analyses.remove(who(ctx).orgId, i.analysisId, 'blogger')),
    findBloggerAnalysisCompleteRecordList: (i, ctx) => analyses.page(who(ctx).orgId, null, i, true),
    bloggerMicroBlogWarningTrend: (i, ctx) => analyses.warningTrend(who(ctx).orgId, i),
    bloggerMicroBlogForwardWarningPage: (i, ctx) => analyses.warningPage(who(ctx).orgId, i),
    saveBloggerAnalysisContrast: async (i, ctx) => {
      const s = who(ctx);
      return { contrastId: await contrasts.create(s.orgId, s.accountId, i.analysisIds) };
    },
    bloggerAnalysisContrastRecordList: (i, ctx) => contrasts.records(who(ctx).orgId, i),
    bloggerMicroBlogContrastTotal: (i, ctx) => contrasts.total(who(ctx).orgId, i.contrastId),
    bloggerMicroBlogContrastMotionDistribution: (i, ctx) =>
      contrasts.perMember(who(ctx).orgId, i.contrastId, 'sentiment'),
    bloggerMicroBlogContrastForwardDistribution: (i, ctx) =>
      contrasts.perMember(who(ctx).orgId, i.contrastId, 'forwardDistribution'),
    bloggerMicroBlogContrastCommentDistribution: (i, ctx) =>
      contrasts.perMember(who(ctx).orgId, i.contrastId, 'commentDistribution'),
    bloggerMicroBlogContrastCommentMotionDistribution: (i, ctx) =>
      contrasts.perMember(who(ctx).orgId, i.contrastId, 'commentSentiment'),
    findSensitiveBloggerSet: (_i, ctx) => sensitive.getSet(who(ctx).orgId),
    saveSensitiveBloggerSet: async (i, ctx) => {
      const s = who(ctx);
      await sensitive.saveSet(s.orgId, s.accountId, i);
      return null;
    },
    findSensitiveBloggerLeader: (i, ctx) => sensitive.ranking(who(ctx).orgId, i.size),
    findSensitiveBloggerAnalysisPage: (i, ctx) => analyses.page(who(ctx).orgId, 'sensitive', i),
    saveSensitiveBloggerAnalysis: async (i, ctx) => {
      const s = who(ctx);
      return { analysisId: await analyses.create(s.orgId, s.accountId, 'sensitive', i) };
    },
    againSensitiveBloggerAnalysis: (i, ctx) =>
      ok(analyses.again(who(ctx).orgId, i.analysisId, 'sensitive')),
    deleteSensitiveBloggerAnalysis: (i, ctx) =>
      ok(analyses.remove(who(ctx).orgId, i.analysisId, 'sensitive')),
  });
}
export { seedDemoPeople } from './seed-demo-people.js';
