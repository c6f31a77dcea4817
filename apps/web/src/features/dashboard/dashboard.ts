import type { AnalysisTableData, CallOutput, personalCenterSettingsCalls } from '@guanlan/shared';
import { WARNING_LEVELS } from '@guanlan/shared';
import dayjs from 'dayjs';

/** The dashboard panels in their default order (what findIndexPanel answers by default). */
export const PANEL_KEYS = [
  'carrierStatistics',
  'emotionTrend',
  'carrierTrend',
  'motionDistribution',
  'regionDistribution',
  'hotWordsCloud',
  'mediaActivityLeaders',
  'sensitiveArticle',
  'warningArticle',
  'hotArticle',
  'specialRanking',
] as const;
export type PanelKey = (typeof PANEL_KEYS)[number];

type PanelSetting = CallOutput<typeof personalCenterSettingsCalls.findIndexPanel>['panels'][number];

/**
 * The panels to show, in order: the account's visible panels sorted by `order` (ties keep the
 * answer's order), or every panel in the default order when there is no setting yet.
 */
export function visiblePanels(settings: readonly PanelSetting[] | undefined): PanelKey[] {
  if (!settings || settings.length === 0) {
    return [...PANEL_KEYS];
  }
  return settings
    .map((panel, index) => ({ panel, index }))
    .filter(({ panel }) => panel.visible && (PANEL_KEYS as readonly string[]).includes(panel.key))
    .sort((a, b) => a.panel.order - b.panel.order || a.index - b.index)
    .map(({ panel }) => panel.key);
}

/** One day of 各载体数据统计 summed up: volume by sentiment and the carriers that have any. */
export interface DayOverview {
  total: number;
  positive: number;
  neutral: number;
  negative: number;
  carriers: { carrier: string; name: string; total: number }[];
}

const num = (value: string | number | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Reads a carrier statistics table (one row per carrier plus the 合计 row `carrier` = total):
 * the totals come from 合计 (summed from the carriers when it is missing), carriers with
 * articles are listed most first.
 */
export function dayOverview(table: AnalysisTableData | undefined): DayOverview {
  const rows = table?.rows ?? [];
  const carrierRows = rows.filter((row) => row.carrier !== 'total');
  const totalRow = rows.find((row) => row.carrier === 'total');
  const sum = (key: string) =>
    totalRow ? num(totalRow[key]) : carrierRows.reduce((n, row) => n + num(row[key]), 0);
  return {
    total: sum('total'),
    positive: sum('positive'),
    neutral: sum('neutral'),
    negative: sum('negative'),
    carriers: carrierRows
      .map((row) => ({
        carrier: String(row.carrier ?? ''),
        name: String(row.name ?? ''),
        total: num(row.total),
      }))
      .filter((c) => c.total > 0)
      .sort((a, b) => b.total - a.total),
  };
}

/** Change from yesterday to today as a signed percentage (one decimal); undefined from 0. */
export function dayChange(today: number, yesterday: number): number | undefined {
  if (yesterday === 0) {
    return undefined;
  }
  return Math.round(((today - yesterday) * 1000) / yesterday) / 10;
}

/** Warning level tag colours (antd presets) with their Chinese names. */
export const WARNING_LEVEL_TAGS = {
  red: { color: 'red', label: `${WARNING_LEVELS.red}预警` },
  orange: { color: 'orange', label: `${WARNING_LEVELS.orange}预警` },
  yellow: { color: 'gold', label: `${WARNING_LEVELS.yellow}预警` },
} as const;

/** The dashboard's chart time ranges. */
export const DASHBOARD_RANGES = [
  { value: 'today', label: '今天' },
  { value: '24h', label: '24小时' },
  { value: '7d', label: '近7天' },
  { value: '30d', label: '近30天' },
] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]['value'];

/**
 * The newest warning a user has not heard yet: the highest warningId above `heard` whose
 * level is one the voice setting rings for; undefined when none.
 */
export function newWarningToRing(
  warnings: readonly { warningId: number; warningLevel: string }[],
  heard: number,
  levels: readonly string[],
): number | undefined {
  let found: number | undefined;
  for (const w of warnings) {
    if (w.warningId > heard && levels.includes(w.warningLevel)) {
      found = Math.max(found ?? 0, w.warningId);
    }
  }
  return found;
}

// The big screen (全屏监测): header, outer padding, gaps and card heads, in px.
const HEADER = 56;
const PADDING = 16;
const GAP = 12;
const CARD_HEAD = 40;
/** Body height of the big screen's 今日/昨日 overview. */
export const OVERVIEW_HEIGHT = 250;
const MIN_HEIGHT = 760;

/** Card body heights that fill a viewport `height` tall: three cards a side, two in the centre. */
export function screenLayout(height: number): { side: number; mapHeight: number } {
  const room = Math.max(height, MIN_HEIGHT) - HEADER - 2 * PADDING;
  return {
    side: Math.floor((room - 3 * CARD_HEAD - 2 * GAP) / 3),
    mapHeight: room - 2 * CARD_HEAD - GAP - OVERVIEW_HEIGHT,
  };
}

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** `2026-11-22 星期日 15:04:05` (local time), the big screen's clock text. */
export function clockText(ms: number): string {
  const d = dayjs(ms);
  return `${d.format('YYYY-MM-DD')} ${WEEKDAYS[d.day()] ?? ''} ${d.format('HH:mm:ss')}`;
}
