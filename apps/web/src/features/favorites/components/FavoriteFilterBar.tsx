import { ArticleFilterBar } from '../../../components/filters/ArticleFilterBar';
import type { ArticleFilterLayout } from '../../../components/filters/ArticleFilterBar';
import type { JudgedSentiment } from '../../../components/filters/filter-options';
import { FAVORITE_TIME_PRESETS } from '../favorites';
import type { FavoriteTimePreset } from '../favorites';

/** The archive's filter: time, carriers, sentiments and keyword. Empty lists mean 全部. */
export interface FavoriteFilter {
  preset: FavoriteTimePreset;
  custom: [number, number] | undefined;
  carriers: string[];
  sentiments: JudgedSentiment[];
  keyword: string;
}

export const DEFAULT_FAVORITE_FILTER: FavoriteFilter = {
  preset: 'all',
  custom: undefined,
  carriers: [],
  sentiments: [],
  keyword: '',
};

export interface FavoriteFilterBarProps {
  value: FavoriteFilter;
  onChange: (next: FavoriteFilter) => void;
}

const LAYOUT: ArticleFilterLayout<FavoriteTimePreset, string> = {
  presets: FAVORITE_TIME_PRESETS,
  dateOnly: true,
  carriers: 'select',
  sentiments: 'select',
  keyword: '搜索标题或正文',
  inline: true,
};

/** 筛选 of the archive, in one row (the shared article filter bar). */
export function FavoriteFilterBar({ value, onChange }: FavoriteFilterBarProps) {
  return (
    <ArticleFilterBar
      value={value}
      onChange={(patch) => onChange({ ...value, ...patch })}
      layout={LAYOUT}
    />
  );
}
