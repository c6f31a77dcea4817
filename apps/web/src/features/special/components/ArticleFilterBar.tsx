import { Checkbox, DatePicker, Input, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { SEARCH_AREAS } from '@guanlan/shared';
import { CARRIER_OPTIONS, SENTIMENT_OPTIONS, SORT_OPTIONS, TIME_PRESETS } from '../special';
import type { SortCode, TimePreset } from '../special';
import styles from '../Special.module.css';

export type SearchArea = keyof typeof SEARCH_AREAS;

/** The filter of the article list, as the bar edits it. */
export interface ArticleFilter {
  preset: TimePreset;
  custom: [number, number] | undefined;
  carriers: string[];
  sentiments: ('positive' | 'neutral' | 'negative')[];
  searchArea: SearchArea;
  keyword: string;
  sort: SortCode;
  /** 合并相似: one row per similar-article cluster. */
  mergeSimilar: boolean;
}

export const DEFAULT_FILTER: ArticleFilter = {
  preset: '7d',
  custom: undefined,
  carriers: [],
  sentiments: [],
  searchArea: 'all',
  keyword: '',
  sort: 'timeDesc',
  mergeSimilar: false,
};

export interface ArticleFilterBarProps {
  value: ArticleFilter;
  onChange: (next: ArticleFilter) => void;
}

const SEARCH_AREA_OPTIONS = Object.entries(SEARCH_AREAS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * 筛选: time, carriers, sentiment, search area, keyword, order and 合并相似. Empty lists mean
 * 全部.
 */
export function ArticleFilterBar({ value, onChange }: ArticleFilterBarProps) {
  function set(patch: Partial<ArticleFilter>): void {
    onChange({ ...value, ...patch });
  }

  function handleRange(range: [Dayjs | null, Dayjs | null] | null): void {
    const [start, end] = range ?? [null, null];
    set({ custom: start && end ? [start.valueOf(), end.valueOf()] : undefined });
  }

  const rangeValue: [Dayjs, Dayjs] | null = value.custom
    ? [dayjs(value.custom[0]), dayjs(value.custom[1])]
    : null;

  return (
    <div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>时间</span>
        <Radio.Group
          size="small"
          optionType="button"
          buttonStyle="solid"
          options={TIME_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
          value={value.preset}
          onChange={(e) => set({ preset: e.target.value as TimePreset })}
        />
        {value.preset === 'custom' ? (
          <DatePicker.RangePicker
            size="small"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={rangeValue}
            onChange={handleRange}
            disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
          />
        ) : null}
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>载体</span>
        <Checkbox
          checked={value.carriers.length === 0}
          onChange={(e) => {
            if (e.target.checked) {
              set({ carriers: [] });
            }
          }}
        >
          全部
        </Checkbox>
        <Checkbox.Group
          options={CARRIER_OPTIONS}
          value={value.carriers}
          onChange={(carriers) => set({ carriers })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>情感</span>
        <Checkbox
          checked={value.sentiments.length === 0}
          onChange={(e) => {
            if (e.target.checked) {
              set({ sentiments: [] });
            }
          }}
        >
          全部
        </Checkbox>
        <Checkbox.Group
          options={SENTIMENT_OPTIONS}
          value={value.sentiments}
          onChange={(sentiments) => set({ sentiments })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>匹配</span>
        <Select
          size="small"
          aria-label="匹配范围"
          style={{ width: 120 }}
          options={SEARCH_AREA_OPTIONS}
          value={value.searchArea}
          onChange={(searchArea) => set({ searchArea })}
        />
        <Input.Search
          size="small"
          allowClear
          aria-label="关键词"
          placeholder="在结果中搜索关键词"
          style={{ width: 240 }}
          defaultValue={value.keyword}
          onSearch={(keyword) => set({ keyword: keyword.trim() })}
        />
        <span className={styles.filterLabel}>排序</span>
        <Select
          size="small"
          aria-label="排序"
          style={{ width: 120 }}
          options={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={value.sort}
          onChange={(sort) => set({ sort })}
        />
        <label className={styles.filterLabel} style={{ display: 'inline-flex', gap: 6 }}>
          <Switch
            size="small"
            aria-label="合并相似"
            checked={value.mergeSimilar}
            onChange={(mergeSimilar) => set({ mergeSimilar })}
          />
          合并相似
        </label>
      </div>
    </div>
  );
}
