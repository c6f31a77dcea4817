import { timeScope } from '../../../components/filters/time-presets';
import type { TimePreset } from '../../../components/filters/time-presets';
import { setScope } from '../monitor-kind';
import type { MonitorKind } from '../monitor-kind';

/** The scope every chart of a set's 统计分析 shares (the Excel twins take the same). */
export type StatisticsScope = Record<string, unknown> & {
  timeRange: string;
  startTime?: number;
  endTime?: number;
  carriers?: string[] | undefined;
};

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
 * The chart scope of one set under a filter, or undefined while 自定义 lacks its range.
 * `now` is when the filter was chosen, so 近15天 keeps one query key until it changes.
 */
export function statisticsScope(
  kind: Pick<MonitorKind, 'idKey'>,
  setId: number,
  filter: StatisticsFilter,
  now: number,
): StatisticsScope | undefined {
  const time = timeScope(filter.preset, filter.custom, now);
  if (!time) {
    return undefined;
  }
  return {
    ...setScope(kind, setId),
    ...time,
    carriers: filter.carriers.length > 0 ? filter.carriers : undefined,
  };
}
