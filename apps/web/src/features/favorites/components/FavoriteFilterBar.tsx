import { DatePicker, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { CARRIER_OPTIONS, SENTIMENT_OPTIONS } from '../../special/special';
import { FAVORITE_TIME_PRESETS } from '../favorites';
import type { FavoriteTimePreset } from '../favorites';
import styles from '../Favorites.module.css';

/** The archive's filter: time, carriers, sentiments and keyword. Empty lists mean 全部. */
export interface FavoriteFilter {
  preset: FavoriteTimePreset;
  custom: [number, number] | undefined;
  carriers: string[];
  sentiments: ('positive' | 'neutral' | 'negative')[];
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

/** 筛选 of the archive, in one row. */
export function FavoriteFilterBar({ value, onChange }: FavoriteFilterBarProps) {
  function set(patch: Partial<FavoriteFilter>): void {
    onChange({ ...value, ...patch });
  }

  function handleRange(range: [Dayjs | null, Dayjs | null] | null): void {
    const [start, end] = range ?? [null, null];
    set({
      custom:
        start && end ? [start.startOf('day').valueOf(), end.endOf('day').valueOf()] : undefined,
    });
  }

  return (
    <div className={styles.filterRow}>
      <Radio.Group
        size="small"
        optionType="button"
        buttonStyle="solid"
        options={FAVORITE_TIME_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        value={value.preset}
        onChange={(e) => set({ preset: e.target.value as FavoriteTimePreset })}
      />
      {value.preset === 'custom' ? (
        <DatePicker.RangePicker
          size="small"
          value={value.custom ? [dayjs(value.custom[0]), dayjs(value.custom[1])] : null}
          onChange={handleRange}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
        />
      ) : null}
      <Select
        size="small"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label="载体"
        placeholder="全部载体"
        style={{ width: 180 }}
        options={CARRIER_OPTIONS}
        value={value.carriers}
        onChange={(carriers) => set({ carriers })}
      />
      <Select
        size="small"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        aria-label="情感"
        placeholder="全部情感"
        style={{ width: 160 }}
        options={SENTIMENT_OPTIONS}
        value={value.sentiments}
        onChange={(sentiments) => set({ sentiments })}
      />
      <Input.Search
        size="small"
        allowClear
        aria-label="关键词"
        placeholder="搜索标题或正文"
        style={{ width: 220 }}
        defaultValue={value.keyword}
        onSearch={(keyword) => set({ keyword: keyword.trim() })}
      />
    </div>
  );
}
