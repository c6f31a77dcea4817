import { Checkbox, DatePicker, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { CARRIER_OPTIONS, SENTIMENT_OPTIONS, SORT_OPTIONS, TIME_PRESETS } from '../data-center';
import type { SearchState, TimePreset } from '../data-center';
import styles from '../DataCenter.module.css';

const WEEK_MS = 7 * 24 * 3600_000;

export interface SearchFiltersProps {
  value: SearchState;
  onChange: (next: SearchState) => void;
  /** Hides the order select (数据详情 has no list). */
  hideSort?: boolean;
}

/** 时间, 载体, 情感 and 排序 of a cloud search; empty lists mean 全部. */
export function SearchFilters({ value, onChange, hideSort = false }: SearchFiltersProps) {
  function set(patch: Partial<SearchState>): void {
    onChange({ ...value, ...patch });
  }

  function handlePreset(timeRange: TimePreset): void {
    if (timeRange !== 'custom') {
      set({ timeRange, startTime: undefined, endTime: undefined });
      return;
    }
    // 自定义 starts as the last 7 days, so the search always has both ends.
    const now = dayjs().endOf('minute').valueOf();
    set({ timeRange, startTime: now - WEEK_MS, endTime: now });
  }

  function handleRange(range: [Dayjs | null, Dayjs | null] | null): void {
    const [start, end] = range ?? [null, null];
    if (start && end) {
      set({ startTime: start.valueOf(), endTime: end.valueOf() });
    }
  }

  const range: [Dayjs, Dayjs] | null =
    value.startTime !== undefined && value.endTime !== undefined
      ? [dayjs(value.startTime), dayjs(value.endTime)]
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
          value={value.timeRange}
          onChange={(e) => handlePreset(e.target.value as TimePreset)}
        />
        {value.timeRange === 'custom' ? (
          <DatePicker.RangePicker
            size="small"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            value={range}
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
        {hideSort ? null : (
          <>
            <span className={styles.filterLabel} style={{ marginLeft: 24 }}>
              排序
            </span>
            <Select
              size="small"
              aria-label="排序"
              style={{ width: 120 }}
              options={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              value={value.sort}
              onChange={(sort) => set({ sort })}
            />
          </>
        )}
      </div>
    </div>
  );
}
