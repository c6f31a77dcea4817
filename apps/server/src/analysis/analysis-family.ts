import { carrierStatistics } from './carrier-statistics.js';
import { carrierTrend } from './carrier-trend.js';
import { hotWords } from './hot-words.js';
import { mediaLeaders } from './media-leaders.js';
import { opinionLeaders } from './opinion-leaders.js';
import { regionDistribution } from './region-distribution.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { sentimentByCarrier } from './sentiment-by-carrier.js';
import { sentimentDistribution } from './sentiment-distribution.js';
import { sentimentTrend } from './sentiment-trend.js';
import type { Table } from './table.js';
import { volumeTrend } from './volume-trend.js';

/** Options some analyses take (top-N size). */
export interface RunOptions {
  size?: number | undefined;
}

/** One analysis of a module: the Chinese title of its chart and Excel twin, and how to run it. */
export interface NamedAnalysis {
  title: string;
  run: (adb: AnalysisDb, scope: ArticleScope, o: RunOptions) => Promise<Table>;
}

const sized = (o: RunOptions) => (o.size ? { size: o.size } : {});

/**
 * The family every monitoring module offers over its own scope (special, event, and later
 * abroad, multilingual, group …): its call names are the SPEC's (`trend`, `emotionTrend`,
 * `motionDistribution` …) and each title starts with the module's name, 专题信息走势 or
 * 事件信息走势. A module spreads this and adds its own analyses.
 */
export function analysisFamily(prefix: string) {
  return {
    trend: { title: `${prefix}信息走势`, run: (adb, s) => volumeTrend(adb, s) },
    emotionTrend: { title: `${prefix}情感走势`, run: (adb, s) => sentimentTrend(adb, s) },
    emotionTrendNotNeutral: {
      title: `${prefix}情感走势（不含中性）`,
      run: (adb, s) => sentimentTrend(adb, s, { nonNeutral: true }),
    },
    carrierTrend: { title: `${prefix}载体走势`, run: (adb, s) => carrierTrend(adb, s) },
    motionDistribution: {
      title: `${prefix}情感分布`,
      run: (adb, s) => sentimentDistribution(adb, s),
    },
    motionCarrierDistribution: {
      title: `${prefix}各载体情感分布`,
      run: (adb, s) => sentimentByCarrier(adb, s),
    },
    regionDistribution: {
      title: `${prefix}地域分布`,
      run: (adb, s) => regionDistribution(adb, s),
    },
    beijingDistribution: {
      title: `${prefix}北京地域分布`,
      run: (adb, s) => regionDistribution(adb, s, 'beijing'),
    },
    mediaLeaders: {
      title: `${prefix}媒体活跃度排行`,
      run: (adb, s, o) => mediaLeaders(adb, s, sized(o)),
    },
    opinionLeaders: {
      title: `${prefix}意见领袖排行`,
      run: (adb, s, o) => opinionLeaders(adb, s, sized(o)),
    },
    hotWords: { title: `${prefix}热词云`, run: (adb, s, o) => hotWords(adb, s, sized(o)) },
    carrierStatistics: {
      title: `${prefix}各载体数据统计`,
      run: (adb, s) => carrierStatistics(adb, s),
    },
  } satisfies Record<string, NamedAnalysis>;
}

/** The trend analyses, whose JSON calls also answer the granularity. */
export const TREND_ANALYSES = {
  trend: volumeTrend,
  emotionTrend: (adb: AnalysisDb, s: ArticleScope) => sentimentTrend(adb, s),
  carrierTrend,
};
