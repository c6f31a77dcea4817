import dayjs from 'dayjs';
import { ArticleFilterBar } from '../../../components/filters/ArticleFilterBar';
import type {
  ArticleFilterFields,
  ArticleFilterLayout,
} from '../../../components/filters/ArticleFilterBar';
import { SORT_OPTIONS, TIME_PRESETS } from '../data-center';
import type { SearchState, SortCode, TimePreset } from '../data-center';

const WEEK_MS = 7 * 24 * 3600_000;

export interface SearchFiltersProps {
  value: SearchState;
  onChange: (next: SearchState) => void;
  /** Hides the order select (数据详情 has no list). */
  hideSort?: boolean;
}

const LAYOUT: ArticleFilterLayout<TimePreset, SortCode> = {
  presets: TIME_PRESETS,
  allowClearRange: false,
  carriers: 'checks',
  sentiments: 'checks',
  sort: SORT_OPTIONS,
};

/** 时间, 载体, 情感 and 排序 of a cloud search (the shared article filter bar); empty lists mean 全部. */
export function SearchFilters({ value, onChange, hideSort = false }: SearchFiltersProps) {
  function handle(patch: Partial<ArticleFilterFields<TimePreset, SortCode>>): void {
    const { preset, custom, ...rest } = patch;
    const next: SearchState = { ...value, ...rest };
    if (preset === 'custom') {
      // 自定义 starts as the last 7 days, so the search always has both ends.
      const now = dayjs().endOf('minute').valueOf();
      Object.assign(next, { timeRange: preset, startTime: now - WEEK_MS, endTime: now });
    } else if (preset !== undefined) {
      Object.assign(next, { timeRange: preset, startTime: undefined, endTime: undefined });
    }
    if (custom) {
      Object.assign(next, { startTime: custom[0], endTime: custom[1] });
    }
    onChange(next);
  }

  const custom: [number, number] | undefined =
    value.startTime !== undefined && value.endTime !== undefined
      ? [value.startTime, value.endTime]
      : undefined;

  return (
    <ArticleFilterBar
      value={{ ...value, preset: value.timeRange, custom }}
      onChange={handle}
      layout={hideSort ? { ...LAYOUT, sort: false } : LAYOUT}
    />
  );
}
