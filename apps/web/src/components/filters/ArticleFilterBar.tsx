import { Input, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { CheckAllGroup } from './CheckAllGroup';
import { CARRIER_OPTIONS, SEARCH_AREA_OPTIONS, SENTIMENT_OPTIONS } from './filter-options';
import type { JudgedSentiment, SearchArea } from './filter-options';
import { FilterRow } from './FilterRow';
import styles from './Filters.module.css';
import { TimeRangeFilter } from './TimeRangeFilter';

type Option<T extends string = string> = { value: T; label: string };

/**
 * Everything an article list can filter by. Each list keeps the fields it uses in its own
 * state; the bar edits them by patches.
 */
export interface ArticleFilterFields<P extends string = string, S extends string = string> {
  preset: P;
  /** The 自定义 range in milliseconds, while the preset is `custom`. */
  custom: [number, number] | undefined;
  /** Empty = 全部. */
  carriers: string[];
  /** Empty = 全部. */
  sentiments: JudgedSentiment[];
  searchArea: SearchArea;
  keyword: string;
  sort: S;
  /** 合并相似: one row per similar-article cluster. */
  mergeSimilar: boolean;
}

/** Which rows and controls a list shows, and how. */
export interface ArticleFilterLayout<P extends string, S extends string> {
  presets: readonly Option<P>[];
  /** The title of the time row (时间, 预警时间…). */
  timeLabel?: string;
  /** Day pickers (no time of day) for the 自定义 range. */
  dateOnly?: boolean;
  /** Whether the 自定义 range can be cleared (default true). */
  allowClearRange?: boolean;
  /** Carrier options as a checkbox row ('checks') or a multiple select ('select'). */
  carriers?: 'checks' | 'select' | false;
  carrierOptions?: readonly Option[];
  sentiments?: 'checks' | 'select' | false;
  searchArea?: boolean;
  /** The keyword box's placeholder; false hides the box. */
  keyword?: string | false;
  sort?: readonly Option<S>[] | false;
  mergeSimilar?: boolean;
  /** The title of the keyword row (defaults to 匹配 with the search area, else 搜索). */
  keywordLabel?: string;
  /** Everything in one row without titles (a compact toolbar). */
  inline?: boolean;
}

export interface ArticleFilterBarProps<P extends string, S extends string> {
  value: Partial<ArticleFilterFields<P, S>> & Pick<ArticleFilterFields<P, S>, 'preset' | 'custom'>;
  onChange: (patch: Partial<ArticleFilterFields<P, S>>) => void;
  layout: ArticleFilterLayout<P, S>;
  /** Rows of list-specific filters, between the sentiment row and the keyword row. */
  children?: ReactNode;
  /** Controls placed before the keyword box in its row (a rule picker…). */
  keywordPrefix?: ReactNode;
}

function MultiSelect<T extends string>(props: {
  label: string;
  options: readonly Option<T>[];
  value: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <Select
      size="small"
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      aria-label={props.label}
      placeholder={`全部${props.label}`}
      style={{ minWidth: 160, maxWidth: 360 }}
      options={[...props.options]}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/**
 * THE filter bar of article lists (monitoring sets, warnings, favourites, search): time presets
 * with a 自定义 range, carriers, sentiments, search area, keyword, order and 合并相似, each shown
 * when the list's layout asks for it. Empty lists mean 全部.
 */
export function ArticleFilterBar<P extends string, S extends string>({
  value,
  onChange,
  layout,
  children,
  keywordPrefix,
}: ArticleFilterBarProps<P, S>) {
  const carrierOptions = layout.carrierOptions ?? CARRIER_OPTIONS;
  const carriers = value.carriers ?? [];
  const sentiments = value.sentiments ?? [];

  const time = (
    <TimeRangeFilter
      presets={layout.presets}
      preset={value.preset}
      onPresetChange={(preset) => onChange({ preset })}
      range={value.custom}
      onRangeChange={(custom) => onChange({ custom })}
      dateOnly={layout.dateOnly}
      allowClear={layout.allowClearRange}
    />
  );
  const carrierControl =
    layout.carriers === 'select' ? (
      <MultiSelect
        label="载体"
        options={carrierOptions}
        value={carriers}
        onChange={(next) => onChange({ carriers: next })}
      />
    ) : (
      <CheckAllGroup
        options={[...carrierOptions]}
        value={carriers}
        onChange={(next) => onChange({ carriers: next })}
      />
    );
  const sentimentControl =
    layout.sentiments === 'select' ? (
      <MultiSelect
        label="情感"
        options={SENTIMENT_OPTIONS}
        value={sentiments}
        onChange={(next) => onChange({ sentiments: next })}
      />
    ) : (
      <CheckAllGroup
        options={SENTIMENT_OPTIONS}
        value={sentiments}
        onChange={(next) => onChange({ sentiments: next })}
      />
    );
  const match = [
    layout.searchArea ? (
      <Select
        key="area"
        size="small"
        aria-label="匹配范围"
        style={{ width: 120 }}
        options={SEARCH_AREA_OPTIONS}
        value={value.searchArea ?? 'all'}
        onChange={(searchArea) => onChange({ searchArea })}
      />
    ) : null,
    layout.keyword !== false && layout.keyword !== undefined ? (
      <Input.Search
        key="keyword"
        size="small"
        allowClear
        aria-label="关键词"
        placeholder={layout.keyword}
        style={{ width: 240 }}
        defaultValue={value.keyword}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() })}
      />
    ) : null,
  ];
  const order = [
    layout.sort ? (
      <Select
        key="sort"
        size="small"
        aria-label="排序"
        style={{ width: 120 }}
        options={layout.sort.map((o) => ({ value: o.value, label: o.label }))}
        value={value.sort}
        onChange={(sort) => onChange({ sort })}
      />
    ) : null,
    layout.mergeSimilar ? (
      <label key="merge" className={styles.filterLabel} style={{ display: 'inline-flex', gap: 6 }}>
        <Switch
          size="small"
          aria-label="合并相似"
          checked={value.mergeSimilar ?? false}
          onChange={(mergeSimilar) => onChange({ mergeSimilar })}
        />
        合并相似
      </label>
    ) : null,
  ];

  if (layout.inline) {
    return (
      <div className={styles.filterRow}>
        {time}
        {layout.carriers ? carrierControl : null}
        {layout.sentiments ? sentimentControl : null}
        {children}
        {keywordPrefix}
        {match}
        {order}
      </div>
    );
  }

  const hasMatch = Boolean(keywordPrefix) || match.some(Boolean);
  const hasOrder = order.some(Boolean);
  // A row of only the order is titled 排序; otherwise 排序 stands inside the row.
  const matchLabel =
    layout.keywordLabel ?? (layout.searchArea ? '匹配' : hasMatch ? '搜索' : '排序');
  return (
    <div className={styles.bar}>
      <FilterRow label={layout.timeLabel ?? '时间'} styles={styles}>
        {time}
      </FilterRow>
      {layout.carriers ? (
        <FilterRow label="载体" styles={styles}>
          {carrierControl}
        </FilterRow>
      ) : null}
      {layout.sentiments ? (
        <FilterRow label="情感" styles={styles}>
          {sentimentControl}
        </FilterRow>
      ) : null}
      {children}
      {hasMatch || hasOrder ? (
        <FilterRow label={matchLabel} styles={styles}>
          {keywordPrefix}
          {match}
          {hasMatch && layout.sort ? <span className={styles.filterLabel}>排序</span> : null}
          {order}
        </FilterRow>
      ) : null}
    </div>
  );
}

/** One titled row of list-specific filters inside the bar (same look as the bar's rows). */
export function ArticleFilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FilterRow label={label} styles={styles}>
      {children}
    </FilterRow>
  );
}
