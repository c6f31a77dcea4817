import type { Kysely } from 'kysely';
import { topicalCalls } from '@guanlan/shared';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { HOT_LIST_KIND } from '../../ingest/hotlist/hot-list-collector.js';
import type { Clock } from '../../platform/clock.js';
import { handlersFor } from '../../platform/http/call-context.js';
import type { CallContext, HandlerMap } from '../../platform/http/call-context.js';
import { toArticlePage } from '../article/index.js';
import { requireSession } from '../auth/index.js';
import { HotListService } from './hot-list.service.js';
import { HotTopicService } from './hot-topic.service.js';

export { HotListService } from './hot-list.service.js';
export { HotTopicService } from './hot-topic.service.js';

const org = (ctx: CallContext) => requireSession(ctx).session.orgId;

/** The rule ids of an organisation's specials: its monitoring scope. */
export async function specialRuleIds(db: Kysely<DB>, orgId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('special')
    .innerJoin('monitor_rule', 'monitor_rule.id', 'special.rule_id')
    .select('special.rule_id')
    .where('special.org_id', '=', orgId)
    .execute();
  return rows.map((r) => Number(r.rule_id));
}

export interface TopicalDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
}

/** Handlers of /api/app/topical/*: hot topics and platform hot lists. */
export function topicalHandlers({ db, dialect, clock }: TopicalDeps): HandlerMap {
  const topics = new HotTopicService({ db, dialect }, clock, (orgId) => specialRuleIds(db, orgId));
  const lists = new HotListService(db);
  return handlersFor(topicalCalls, {
    findHotspotRankingList: async (input) =>
      input.platform === 'all'
        ? { platform: 'all', ...(await lists.merged(input.size ?? 50)) }
        : {
            platform: input.platform,
            ...(await lists.platformList(input.platform, input.size ?? 50)),
          },
    findTopicalRankingList: (input, ctx) => topics.ranking(org(ctx), input),
    findTopicalArticle: async (input, ctx) =>
      toArticlePage(await topics.articles(org(ctx), input.topicalId, input)),
    findTopicalCarrierDataStatistics: (input, ctx) =>
      topics.carrierStatistics(org(ctx), input.topicalId, input),
    exportTopicalArticle: (input, ctx) => topics.exportArticles(org(ctx), input.topicalId, input),
    findHotListTrajectory: (input) => lists.trajectory(input.storyKey),
    findHotListSources: async () => {
      const rows = await db
        .selectFrom('source')
        .select([
          'id',
          'name',
          'url',
          'enabled',
          'last_run_at',
          'last_success_at',
          'last_error',
          'consecutive_errors',
          'next_run_at',
          'items_total',
        ])
        .where('kind', '=', HOT_LIST_KIND)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        sourceId: r.id,
        name: r.name,
        url: r.url,
        enabled: r.enabled === 1,
        status:
          r.enabled !== 1
            ? 'disabled'
            : r.consecutive_errors > 0
              ? 'error'
              : r.last_success_at
                ? 'ok'
                : 'pending',
        lastRunAt: r.last_run_at === null ? null : Number(r.last_run_at),
        lastSuccessAt: r.last_success_at === null ? null : Number(r.last_success_at),
        lastError: r.last_error,
        consecutiveErrors: r.consecutive_errors,
        nextRunAt: Number(r.next_run_at),
        itemsTotal: Number(r.items_total),
      }));
    },
  });
}
