import { formatCn } from '@guanlan/shared';
import type { Clock } from '../../platform/clock.js';
import type { HotListService } from '../topical/index.js';
import type { CommandPanels } from './command-panels.js';
import type { ScreenPanels } from './screen-panels.service.js';
import type { ScreenSetService } from './screen-set.service.js';
import type { ScreenTarget } from './screen-target.js';

const MIN = 60_000;
/** Article panels are late after 30 minutes without new data; hot lists after 90; sources 60. */
const STALE_MS = { articles: 30 * MIN, hotList: 90 * MIN, sources: 60 * MIN, warnings: 0 };
const HOT_PLATFORMS = ['weibo', 'baidu', 'zhihu', 'douyin', 'toutiao', 'bilibili'];

/** One panel: its data, the time of its newest data (更新于) and whether that is late. */
export interface Panel {
  data: unknown;
  updatedAt: string | null;
  stale: boolean;
}

/** Everything one screen shows, panel by panel. */
export interface ScreenData {
  screenCode: string;
  screenTitle: string;
  boundTo: string;
  refreshSeconds: number;
  rotateSeconds: number;
  generatedAt: string;
  panels: Record<string, Panel>;
}

/** Composes a whole screen from its panels (one call per screen load or push refresh). */
export class ScreenDataService {
  constructor(
    private readonly clock: Clock,
    private readonly panels: ScreenPanels,
    private readonly command: CommandPanels,
    private readonly hotLists: HotListService,
    private readonly sets: ScreenSetService,
  ) {}

  private panel(data: unknown, time: number | null, staleMs: number): Panel {
    return {
      data,
      updatedAt: time === null ? null : formatCn(time),
      stale: staleMs > 0 && (time === null || this.clock.now() - time > staleMs),
    };
  }

  async data(orgId: number, screenCode: string, asked: ScreenTarget): Promise<ScreenData> {
    const set = await this.sets.one(orgId, screenCode);
    // The call's binding, else the screen's saved one (its first special or event).
    const target: ScreenTarget = {
      timeRange: set.timeRange,
      ...(asked.specialId === undefined && asked.eventId === undefined
        ? {
            ...(set.eventIds[0] !== undefined ? { eventId: set.eventIds[0] } : {}),
            ...(set.eventIds[0] === undefined && set.specialIds[0] !== undefined
              ? { specialId: set.specialIds[0] }
              : {}),
          }
        : { specialId: asked.specialId, eventId: asked.eventId }),
    };
    const bound = await this.panels.scopes.of(orgId, target);
    const panels = await this.compose(orgId, screenCode, target);
    return {
      screenCode,
      screenTitle: set.screenTitle,
      boundTo: bound.name,
      refreshSeconds: set.refreshSeconds,
      rotateSeconds: set.rotateSeconds,
      generatedAt: formatCn(this.clock.now()),
      panels,
    };
  }

  private async compose(
    orgId: number,
    code: string,
    t: ScreenTarget,
  ): Promise<Record<string, Panel>> {
    const p = this.panels;
    if (code === 'hotList') {
      const [merged, lists] = await Promise.all([
        this.hotLists.merged(30),
        this.hotLists.platformLists(HOT_PLATFORMS, 15),
      ]);
      const out: Record<string, Panel> = {
        merged: this.panel(merged.list, merged.takenAt, STALE_MS.hotList),
      };
      HOT_PLATFORMS.forEach((x, i) => {
        out[x] = this.panel(lists[i]!.list, lists[i]!.takenAt, STALE_MS.hotList);
      });
      return out;
    }
    if (code === 'dataSourceCenter') {
      const center = await this.command.sourceCenter(orgId);
      return {
        summary: this.panel(center.summary, center.latestTime, STALE_MS.sources),
        sources: this.panel(center.list, center.latestTime, STALE_MS.sources),
      };
    }
    const stats = await p.statistics(orgId, t);
    const at = stats.latestCrawl;
    const art = (data: unknown) => this.panel(data, at, STALE_MS.articles);
    if (code === 'emergencyCommandCenter') {
      const [warnings, events, regions, live, oa] = await Promise.all([
        this.command.warnings(orgId),
        this.command.events(orgId),
        p.regions(orgId, t),
        p.live(orgId, { ...t, size: 12 }),
        this.command.oaReports(orgId),
      ]);
      return {
        statistics: art(stats),
        warnings: this.panel(warnings, warnings.latestTime ?? this.clock.now(), 0),
        events: art(events),
        regions: art(regions),
        live: art(live),
        oa: this.panel(oa, oa.latestTime, 0),
      };
    }
    const full = code === 'publicOpinion';
    const [ratio, trend, carriers, regions, words, leaders, live] = await Promise.all([
      p.motionRatio(orgId, t),
      p.emotionTrend(orgId, t),
      full ? p.fullCarrierDistribution(orgId, t) : p.carrierDistribution(orgId, t),
      p.regions(orgId, t),
      p.hotWords(orgId, { ...t, size: 40 }),
      p.leaders(orgId, { ...t, size: 8 }),
      p.live(orgId, { ...t, size: 15 }),
    ]);
    const out: Record<string, Panel> = {
      statistics: art(stats),
      ratio: art(ratio),
      emotionTrend: art(trend),
      carriers: art(carriers),
      regions: art(regions),
      hotWords: art(words),
      leaders: art(leaders),
      live: art(live),
    };
    if (full) {
      const [fullStats, carrierTrend, hot] = await Promise.all([
        p.fullStatistics(orgId, t),
        p.fullCarrierTrend(orgId, t),
        this.hotLists.merged(10),
      ]);
      out.fullStatistics = this.panel(fullStats, fullStats.latestCrawl, STALE_MS.articles);
      out.carrierTrend = this.panel(carrierTrend, fullStats.latestCrawl, STALE_MS.articles);
      out.hotspots = this.panel(hot.list, hot.takenAt, STALE_MS.hotList);
    }
    return out;
  }
}
