/**
 * bench:query, the big screens (大屏): the charts a screen draws over the busiest special, and
 * the whole-organisation screen's (数据可视化大屏, all data) statistics, trend and hot spots,
 * timed like the special's analyses over the same 30 days, and over its default 24 hours.
 */
import { bigScreenCalls as b } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

/** The screen calls to time: name, call, input and the title the table shows. */
export function screenRuns(
  specialId: number,
  range: Record<string, unknown>,
): [string, CallDef, Record<string, unknown>, string][] {
  const special = { ...range, specialId };
  const all = { ...range, screenCode: 'visualScreen' };
  // What the whole-organisation screen shows by default: the last 24 hours.
  const day = { timeRange: '24h', screenCode: 'visualScreen' };
  const runs: [string, CallDef, Record<string, unknown>][] = [
    ['screenEmotionTrend', b.emotionTrendBigScreen, special],
    ['screenRegions', b.regionDistributionBigScreen, special],
    ['screenHotWords', b.hotWordsCloudBigScreen, special],
    ['screenCarriers', b.carrierDistributionBigScreen, special],
    ['screenLive', b.opinionLiveBroadcastBigScreen, special],
    ['screenAllStatistics', b.fullDataStatisticsBigScreen, all],
    ['screenAllCarrierTrend', b.fullCarrierTrendBigScreen, all],
    ['screenAllHotspot', b.fullHotspotBigScreen, all],
    ['screenAllStatistics24h', b.fullDataStatisticsBigScreen, day],
    ['screenAllCarrierTrend24h', b.fullCarrierTrendBigScreen, day],
  ];
  return runs.map(([name, def, input]) => [
    name,
    def,
    input,
    input === day ? `${def.title}（24 小时）` : def.title,
  ]);
}
