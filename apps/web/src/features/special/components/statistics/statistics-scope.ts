import type { CallInput, specialAnalysisCalls } from '@guanlan/shared';
import { timeScope } from '../../special';
import type { TimePreset } from '../../special';

/** The scope every chart of a topic's 统计分析 shares (the Excel twins take the same). */
export type StatisticsScope = CallInput<typeof specialAnalysisCalls.trendSpecial>;

/** What the 统计分析 filter bar edits: a time preset (or custom range) and carriers. */
export interface StatisticsFilter {
  preset: TimePreset;
  custom: [number, number] | undefined;
  /** Empty = 全部载体. */
  carriers: string[];
}

export const DEFAULT_STATISTICS_FILTER: StatisticsFilter = {
  preset: '7d',
  custom: undefined,
  carriers: [],
};

/**
 * The chart scope of one topic under a filter, or undefined while 自定义 lacks its range.
 * `now` is when the filter was chosen, so 近15天 keeps one query key until it changes.
 */
export function statisticsScope(
  specialId: number,
  filter: StatisticsFilter,
  now: number,
): StatisticsScope | undefined {
  const time = timeScope(filter.preset, filter.custom, now);
  if (!time) {
    return undefined;
  }
  return {
    specialId,
    ...time,
    carriers: filter.carriers.length > 0 ? filter.carriers : undefined,
  };
}
