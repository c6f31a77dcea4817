import {
  BRIEFING_STATUS,
  BRIEFING_TYPES,
  TEMPLATE_TYPES,
  cnDate,
  cnFields,
  dayRange,
  endOfDayCn,
  lastSixMonths,
  monthRange,
  previousPeriod,
  quarterRangeOf,
  reportTitle,
  weekRange,
} from '@guanlan/shared';
import type {
  BriefingListItem,
  BriefingSendLogData,
  BriefingType,
  DateRange,
  ReportPeriod,
} from '@guanlan/shared';

/** What differs between the five report lists. */
export interface ReportKind {
  type: BriefingType;
  /** 日报, 周报 … as in the menu. */
  label: string;
  /** Period whose waiting list (待入报文章) feeds the next report; none for topic reports. */
  period: ReportPeriod | undefined;
  /** 自动生成设置: every type but the on-demand 专题报告. */
  hasSchedule: boolean;
  /** 专题 must be chosen (专题报告, 专题日报); otherwise empty means 全部专题. */
  needsTopics: boolean;
}

export const REPORT_KINDS: Record<BriefingType, ReportKind> = {
  day: {
    type: 'day',
    label: BRIEFING_TYPES.day,
    period: 'day',
    hasSchedule: true,
    needsTopics: false,
  },
  week: {
    type: 'week',
    label: BRIEFING_TYPES.week,
    period: 'week',
    hasSchedule: true,
    needsTopics: false,
  },
  month: {
    type: 'month',
    label: BRIEFING_TYPES.month,
    period: 'month',
    hasSchedule: true,
    needsTopics: false,
  },
  special: {
    type: 'special',
    label: BRIEFING_TYPES.special,
    period: undefined,
    hasSchedule: false,
    needsTopics: true,
  },
  specialDay: {
    type: 'specialDay',
    label: BRIEFING_TYPES.specialDay,
    period: undefined,
    hasSchedule: true,
    needsTopics: true,
  },
};

/** Quick ranges of the 生成报告 picker, in their order on screen. */
export const RANGE_PRESETS = [
  'yesterday',
  'today',
  'lastWeek',
  'thisWeek',
  'lastMonth',
  'thisMonth',
  'thisQuarter',
  'lastQuarter',
  'lastSixMonths',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  yesterday: '昨天',
  today: '今天',
  lastWeek: '上周',
  thisWeek: '本周',
  lastMonth: '上月',
  thisMonth: '本月',
  thisQuarter: '本季度',
  lastQuarter: '上季度',
  lastSixMonths: '近半年',
};

/**
 * The Shanghai-time range of a preset at `now`. Ranges of the current period stop at the end of
 * today: a report can only cover what has happened (the server clips the end to now anyway).
 */
export function presetRange(preset: RangePreset, now: number): DateRange {
  const upToToday = (r: DateRange): DateRange => ({
    start: r.start,
    end: Math.min(r.end, endOfDayCn(now)),
  });
  switch (preset) {
    case 'yesterday':
      return previousPeriod('day', now);
    case 'today':
      return dayRange(now);
    case 'lastWeek':
      return previousPeriod('week', now);
    case 'thisWeek':
      return upToToday(weekRange(now));
    case 'lastMonth':
      return previousPeriod('month', now);
    case 'thisMonth':
      return upToToday(monthRange(now));
    case 'thisQuarter':
      return upToToday(quarterRangeOf(now));
    case 'lastQuarter':
      return previousPeriod('quarter', now);
    case 'lastSixMonths':
      return lastSixMonths(now);
  }
}

/** Every preset with its label and range at `now`. */
export function presetRanges(
  now: number,
): { preset: RangePreset; label: string; range: DateRange }[] {
  return RANGE_PRESETS.map((preset) => ({
    preset,
    label: RANGE_PRESET_LABELS[preset],
    range: presetRange(preset, now),
  }));
}

/** The range a new report of `type` covers unless changed: the type's previous period. */
export function defaultRange(type: BriefingType, now: number): DateRange {
  switch (type) {
    case 'day':
    case 'specialDay':
      return presetRange('yesterday', now);
    case 'week':
    case 'special':
      return presetRange('lastWeek', now);
    case 'month':
      return presetRange('lastMonth', now);
  }
}

/** The title 生成报告 proposes, e.g. 2026年11月23日舆情日报, 2026年第47周舆情周报. */
export function defaultTitle(type: BriefingType, range: DateRange): string {
  return reportTitle(type, range);
}

/** A Shanghai calendar day as the picker shows it (year, month 1–12, day). */
export interface PickerDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar days a range starts and ends on (Shanghai), for a date-only picker. */
export function rangeToDays(range: DateRange): [PickerDay, PickerDay] {
  const pick = (ms: number): PickerDay => {
    const { year, month, day } = cnFields(ms);
    return { year, month, day };
  };
  return [pick(range.start), pick(range.end)];
}

/** Whole Shanghai days from the first picked day 00:00 to the last picked day 23:59:59.999. */
export function daysToRange(from: PickerDay, to: PickerDay): DateRange {
  return {
    start: cnDate(from.year, from.month, from.day),
    end: endOfDayCn(cnDate(to.year, to.month, to.day)),
  };
}

/** SPEC §2 Links: 通用版 reports open /paperDetail, others /paperDetail2; no id, no link. */
export function reportLink(
  row: Pick<BriefingListItem, 'briefingId' | 'templateType'>,
): string | undefined {
  if (row.briefingId === null) {
    return undefined;
  }
  return `${row.templateType === 1 ? '/paperDetail' : '/paperDetail2'}?id=${row.briefingId}`;
}

/** 通用版 / 媒体版. */
export function templateTypeLabel(templateType: number): string {
  return templateType === 1 || templateType === 2 ? TEMPLATE_TYPES[templateType] : '自定义';
}

/** `YYYY-MM-DD HH:mm:ss` → `YYYY-MM-DD HH:mm`. */
const minutes = (text: string) => text.slice(0, 16);

/**
 * The 时间范围 cell: 待生成报告 for the next scheduled report (with when it is due), whole days as
 * dates, anything else to the minute.
 */
export function rangeText(
  row: Pick<BriefingListItem, 'briefingStartTime' | 'briefingEndTime' | 'scheduledAt'>,
): { text: string; note?: string } {
  if (row.briefingStartTime === null) {
    return {
      text: '待生成报告',
      note: row.scheduledAt ? `预计 ${minutes(row.scheduledAt)} 生成` : undefined,
    };
  }
  const start = row.briefingStartTime;
  const end = row.briefingEndTime ?? start;
  if (start.endsWith(' 00:00:00') && end.endsWith(' 23:59:59')) {
    const [a, b] = [start.slice(0, 10), end.slice(0, 10)];
    return { text: a === b ? a : `${a} 至 ${b}` };
  }
  return { text: `${minutes(start)} 至 ${minutes(end)}` };
}

/** The 专题 cell: the topics a report covers; none chosen means all of them. */
export function topicsText(row: Pick<BriefingListItem, 'topicNames'>): string {
  return row.topicNames.length > 0 ? row.topicNames.join('、') : '全部专题';
}

export interface StatusView {
  label: string;
  color: string;
}

const STATUS_COLORS: Record<BriefingListItem['status'], string> = {
  pending: 'default',
  generating: 'processing',
  done: 'success',
  failed: 'error',
};

export function statusView(status: BriefingListItem['status']): StatusView {
  return { label: BRIEFING_STATUS[status], color: STATUS_COLORS[status] };
}

/** A stored report that is still being made (the scheduled placeholder without id is not). */
export function isInProgress(row: Pick<BriefingListItem, 'briefingId' | 'status'>): boolean {
  return row.briefingId !== null && (row.status === 'generating' || row.status === 'pending');
}

export const REPORT_POLL_MS = 1500;

/** The list asks again every 1.5 s while one of its reports is queued or generating. */
export function listPollInterval(
  page: { list: readonly Pick<BriefingListItem, 'briefingId' | 'status'>[] } | undefined,
): number | false {
  return page?.list.some(isInProgress) ? REPORT_POLL_MS : false;
}

export const SEND_STATUS: Record<BriefingSendLogData['status'], StatusView> = {
  queued: { label: '排队中', color: 'processing' },
  sent: { label: '已发送', color: 'success' },
  failed: { label: '发送失败', color: 'error' },
};

/** The send log asks again while a mail is still queued. */
export function sendLogPollInterval(
  log: readonly Pick<BriefingSendLogData, 'status'>[] | undefined,
): number | false {
  return log?.some((l) => l.status === 'queued') ? 2000 : false;
}

/** Moves the item at `index` one place up (-1) or down (+1); the same order when it cannot. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const out = [...items];
  if (index < 0 || index >= out.length || target < 0 || target >= out.length) {
    return out;
  }
  [out[index], out[target]] = [out[target] as T, out[index] as T];
  return out;
}
