import type { Kysely } from 'kysely';
import { microBlogCalls } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { requireSession } from '../auth/index.js';
import { microBlogJobHandler } from './micro-blog.job.js';
import { MICRO_BLOG_JOB, MicroBlogService } from './micro-blog.service.js';

const who = (ctx: CallContext) => requireSession(ctx).session;

/** Registers the analysis job on a runner (API process and `npm run worker`). */
export function registerMicroBlogJobs(runner: JobRunner, db: Kysely<DB>, clock: Clock): void {
  runner.register(MICRO_BLOG_JOB, microBlogJobHandler(db, clock));
}

/** Handlers of the /api/app/evolutionAnalysis/*MicroBlog* calls (微博传播分析). */
export function microBlogHandlers({
  db,
  clock,
  ingest,
}: {
  db: Kysely<DB>;
  clock: Clock;
  ingest: { queue: JobQueue; runner: JobRunner };
}): HandlerMap {
  registerMicroBlogJobs(ingest.runner, db, clock);
  const svc = new MicroBlogService(db, ingest.queue, clock, () => ingest.runner.nudge());
  return handlersFor(microBlogCalls, {
    findMicroBlogAnalysisPage: (input, ctx) => svc.page(who(ctx).orgId, input),
    findMicroBlogAnalysisStatistics: (_input, ctx) => svc.statistics(who(ctx).orgId),
    saveMicroBlogAnalysis: async (input, ctx) => {
      const s = who(ctx);
      return { analysisId: await svc.create(s.orgId, s.accountId, input) };
    },
    againMicroBlogAnalysis: async (input, ctx) => {
      await svc.again(who(ctx).orgId, input.analysisId);
      return null;
    },
    deleteMicroBlogAnalysis: async (input, ctx) => {
      await svc.remove(who(ctx).orgId, input.analysisId);
      return null;
    },
    findMicroBlogAnalysisInfo: (input, ctx) => svc.info(who(ctx).orgId, input.analysisId),
    findMicroBlogBriefInfo: async (input, ctx) => {
      const part = await svc.part(who(ctx).orgId, input.analysisId, 'brief');
      const cov = await svc.part(who(ctx).orgId, input.analysisId, 'coverage');
      return { ...part, coverage: cov.data };
    },
    findMicroBlogTrend: (input, ctx) => svc.part(who(ctx).orgId, input.analysisId, 'trend'),
    findMicroBlogHierarchy: (input, ctx) => svc.part(who(ctx).orgId, input.analysisId, 'hierarchy'),
    findMicroBlogGenderDistribution: (input, ctx) =>
      svc.part(who(ctx).orgId, input.analysisId, 'gender'),
    findMicroBlogRegionDistribution: (input, ctx) =>
      svc.part(who(ctx).orgId, input.analysisId, 'regions'),
    findMicroHotWordsCloud: async (input, ctx) => {
      const orgId = who(ctx).orgId;
      const words = await svc.part(orgId, input.analysisId, 'words');
      const hot = await svc.part(orgId, input.analysisId, 'hotComments');
      const sentiment = await svc.part(orgId, input.analysisId, 'sentiment');
      return { ...words, hotComments: hot.data, sentiment: sentiment.data };
    },
    findMicroHotWordsComment: (input, ctx) => svc.wordComments(who(ctx).orgId, input),
  });
}
