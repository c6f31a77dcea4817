import { Radio, Select } from 'antd';
import { ArticleFilterBar, ArticleFilterRow } from '../../../components/filters/ArticleFilterBar';
import { TIME_PRESETS } from '../../../components/filters/time-presets';
import type { TimePreset } from '../../../components/filters/time-presets';
import { READ_STATE_OPTIONS } from '../warning';
import type { ReadStateFilter } from '../warning';
import { LEVEL_STYLES } from '../warning-level';
import type { WarningLevel } from '../warning-level';

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

const LAYOUT = {
  presets: TIME_PRESETS,
  timeLabel: '预警时间',
  keyword: '在预警信息中搜索关键词',
  keywordLabel: '预警规则',
} as const;

/** 筛选: 预警时间, level, rule, read state and keyword (the shared article filter bar). */
export function WarningFilterBar({ value, onChange, rules, rulesLoading }: WarningFilterBarProps) {
  function set(patch: Partial<WarningFilter>): void {
    onChange({ ...value, ...patch });
  }

  return (
    <ArticleFilterBar
      value={value}
      onChange={set}
      layout={LAYOUT}
      keywordPrefix={
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
      }
    >
      <ArticleFilterRow label="预警级别">
        <Radio.Group
          size="small"
          optionType="button"
          options={LEVEL_FILTER_OPTIONS}
          value={value.level}
          onChange={(e) => set({ level: e.target.value as WarningFilter['level'] })}
        />
        <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>阅读状态</span>
        <Radio.Group
          size="small"
          optionType="button"
          options={READ_FILTER_OPTIONS}
          value={value.readState}
          onChange={(e) => set({ readState: e.target.value as ReadStateFilter })}
        />
      </ArticleFilterRow>
    </ArticleFilterBar>
  );
}
