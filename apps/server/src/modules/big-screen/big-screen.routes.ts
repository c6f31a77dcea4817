import { bigScreenCalls } from '@guanlan/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { requireSession } from '../auth/index.js';
import type { ScreenDataService } from './screen-data.service.js';
import type { ScreenPanels } from './screen-panels.service.js';
import type { ScreenSetService } from './screen-set.service.js';
import type { ScreenShareService } from './screen-share.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

export interface BigScreenServices {
  db: Kysely<DB>;
  panels: ScreenPanels;
  sets: ScreenSetService;
  shares: ScreenShareService;
  screens: ScreenDataService;
  clock: Clock;
}

/** Handlers of every /api/app/bigScreen/* call. */
export function bigScreenRoutes({
  db,
  panels,
  sets,
  shares,
  screens,
  clock,
}: BigScreenServices): HandlerMap {
  return handlersFor(bigScreenCalls, {
    findAllBigScreenSet: (_input, ctx) => sets.all(org(ctx)),
    findBigScreenSet: (input, ctx) =>
      input.screenCode ? sets.one(org(ctx), input.screenCode) : sets.all(org(ctx)),
    findSingletonBigScreenSet: (input, ctx) => sets.one(org(ctx), input.screenCode),
    saveSingletonBigScreenSet: async (input, ctx) => {
      await sets.save(org(ctx), input);
      return null;
    },
    findBigScreenOfSpecial: async (_input, ctx) => {
      const rows = await db
        .selectFrom('special')
        .select(['id', 'name'])
        .where('org_id', '=', org(ctx))
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ specialId: Number(r.id), specialName: r.name }));
    },
    findBigScreenOfEvent: async (_input, ctx) => {
      const now = clock.now();
      const rows = await db
        .selectFrom('event')
        .select(['id', 'name', 'start_time', 'end_time'])
        .where('org_id', '=', org(ctx))
        .orderBy('start_time', 'desc')
        .execute();
      return rows.map((r) => ({
        eventId: Number(r.id),
        eventName: r.name,
        ongoing: r.end_time === null || Number(r.end_time) > now,
      }));
    },
    hotWordsCloudBigScreen: (input, ctx) => panels.hotWords(org(ctx), input),
    motionDistributionBigScreen: (input, ctx) => panels.motionDistribution(org(ctx), input),
    motionDistributionRatioBigScreen: (input, ctx) => panels.motionRatio(org(ctx), input),
    opinionLiveBroadcastBigScreen: (input, ctx) => panels.live(org(ctx), input),
    publicOpinionLeadersListBigScreen: (input, ctx) => panels.leaders(org(ctx), input),
    regionDistributionBigScreen: (input, ctx) => panels.regions(org(ctx), input),
    fullDataStatisticsBigScreen: (input, ctx) => panels.fullStatistics(org(ctx), input),
    dataStatisticsBigScreen: (input, ctx) => panels.statistics(org(ctx), input),
    emotionTrendBigScreen: (input, ctx) => panels.emotionTrend(org(ctx), input),
    carrierDistributionBigScreen: (input, ctx) => panels.carrierDistribution(org(ctx), input),
    fullCarrierTrendBigScreen: (input, ctx) => panels.fullCarrierTrend(org(ctx), input),
    fullCarrierDistributionBigScreen: (input, ctx) =>
      panels.fullCarrierDistribution(org(ctx), input),
    fullHotspotBigScreen: (input) => panels.hotspots(input.size ?? 10),
    findBigScreenData: (input, ctx) => screens.data(org(ctx), input.screenCode, input),
    saveBigScreenShare: (input, ctx) => {
      const { session } = requireSession(ctx);
      return shares.create(session.orgId, session.accountId, input);
    },
    findBigScreenShareList: (_input, ctx) => shares.list(org(ctx)),
    revokeBigScreenShare: async (input, ctx) => {
      await shares.revoke(org(ctx), input.shareId);
      return null;
    },
    findSharedBigScreen: async (input) => {
      const shared = await shares.open(input.shareToken);
      const data = await screens.data(shared.orgId, shared.screenCode, shared);
      return { ...data, shared: true };
    },
  });
}
