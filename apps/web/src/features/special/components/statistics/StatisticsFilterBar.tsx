import { DatePicker, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { CARRIER_OPTIONS, TIME_PRESETS } from '../../special';
import type { TimePreset } from '../../special';
import styles from '../../Special.module.css';
import type { StatisticsFilter } from './statistics-scope';

export interface StatisticsFilterBarProps {
  value: StatisticsFilter;
  onChange: (next: StatisticsFilter) => void;
}

/** 统计分析 filter: time preset (or 自定义 range) and carriers, shared by every chart below. */
export function StatisticsFilterBar({ value, onChange }: StatisticsFilterBarProps) {
  function set(patch: Partial<StatisticsFilter>): void {
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
      <span className={styles.filterLabel}>载体</span>
      <Select
        size="small"
        mode="multiple"
        allowClear
        aria-label="载体"
        placeholder="全部载体"
        maxTagCount="responsive"
        style={{ minWidth: 200, maxWidth: 360 }}
        options={CARRIER_OPTIONS}
        value={value.carriers}
        onChange={(carriers: string[]) => set({ carriers })}
      />
    </div>
  );
}
