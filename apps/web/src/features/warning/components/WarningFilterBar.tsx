import { DatePicker, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { TIME_PRESETS } from '../../special/special';
import type { TimePreset } from '../../special/special';
import { READ_STATE_OPTIONS } from '../warning';
import type { ReadStateFilter } from '../warning';
import { LEVEL_STYLES } from '../warning-level';
import type { WarningLevel } from '../warning-level';
import styles from '../Warning.module.css';

/** The filter of the warning list, as the bar edits it. */
export interface WarningFilter {
  preset: TimePreset;
  custom: [number, number] | undefined;
  level: WarningLevel | 'all';
  warningRuleId: number | undefined;
  readState: ReadStateFilter;
  keyword: string;
}

export const DEFAULT_WARNING_FILTER: WarningFilter = {
  preset: '7d',
  custom: undefined,
  level: 'all',
  warningRuleId: undefined,
  readState: 'all',
  keyword: '',
};

export interface WarningFilterBarProps {
  value: WarningFilter;
  onChange: (next: WarningFilter) => void;
  rules: { value: number; label: string }[];
  rulesLoading: boolean;
}

const LEVEL_FILTER_OPTIONS = [
  { value: 'all', label: '全部' },
  ...(Object.keys(LEVEL_STYLES) as WarningLevel[]).map((value) => ({
    value,
    label: LEVEL_STYLES[value].name,
  })),
];

const READ_FILTER_OPTIONS = [{ value: 'all', label: '全部' }, ...READ_STATE_OPTIONS];

/** 筛选: 预警时间, level, rule, read state and keyword. */
export function WarningFilterBar({ value, onChange, rules, rulesLoading }: WarningFilterBarProps) {
  function set(patch: Partial<WarningFilter>): void {
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
        <span className={styles.filterLabel}>预警时间</span>
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
        <span className={styles.filterLabel}>预警级别</span>
        <Radio.Group
          size="small"
          optionType="button"
          options={LEVEL_FILTER_OPTIONS}
          value={value.level}
          onChange={(e) => set({ level: e.target.value as WarningFilter['level'] })}
        />
        <span className={styles.filterLabel}>阅读状态</span>
        <Radio.Group
          size="small"
          optionType="button"
          options={READ_FILTER_OPTIONS}
          value={value.readState}
          onChange={(e) => set({ readState: e.target.value as ReadStateFilter })}
        />
      </div>
      <div className={styles.filterRow}>
        <span className={styles.filterLabel}>预警规则</span>
        <Select
          size="small"
          aria-label="预警规则"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部规则"
          style={{ width: 220 }}
          loading={rulesLoading}
          options={rules}
          value={value.warningRuleId}
          onChange={(warningRuleId?: number) => set({ warningRuleId })}
        />
        <Input.Search
          size="small"
          allowClear
          aria-label="关键词"
          placeholder="在预警信息中搜索关键词"
          style={{ width: 260 }}
          defaultValue={value.keyword}
          onSearch={(keyword) => set({ keyword: keyword.trim() })}
        />
      </div>
    </div>
  );
}
