/**
 * bench:query, the big screens (大屏): the charts a screen draws over the busiest special, and
 * the whole-organisation screen's (数据可视化大屏, all data) statistics, trend and hot spots,
 * timed like the special's analyses over the same 30 days.
 */
import { bigScreenCalls as b } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';

/** The screen calls to time: name, call, input. */
export function screenRuns(
  specialId: number,
  range: Record<string, unknown>,
): [string, CallDef, Record<string, unknown>][] {
  const special = { ...range, specialId };
  const all = { ...range, screenCode: 'visualScreen' };
  return [
    ['screenEmotionTrend', b.emotionTrendBigScreen, special],
    ['screenRegions', b.regionDistributionBigScreen, special],
    ['screenHotWords', b.hotWordsCloudBigScreen, special],
    ['screenCarriers', b.carrierDistributionBigScreen, special],
    ['screenLive', b.opinionLiveBroadcastBigScreen, special],
    ['screenAllStatistics', b.fullDataStatisticsBigScreen, all],
    ['screenAllCarrierTrend', b.fullCarrierTrendBigScreen, all],
    ['screenAllHotspot', b.fullHotspotBigScreen, all],
  ];
}
