import { BRIEFING_SECTIONS, BRIEFING_STATUS, BRIEFING_TYPES } from '@guanlan/shared';
import type {
  AnalysisTableData,
  BriefingInfo,
  BriefingSectionKey,
  BriefingSnapshot,
} from '@guanlan/shared';

/** The name on the 媒体版 masthead. */
export const MASTHEAD = '观澜舆情·舆情专报';

/** The query parameter of the report pages that the PDF printer adds (`?print=1`). */
export const PRINT_PARAM = 'print';
/** How often a report that is still being generated is asked for again. */
export const GENERATING_POLL_MS = 1500;

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/**
 * A positive number in Chinese numerals as headings count (一 … 十、十一 … 九十九); larger
 * numbers stay in Arabic digits, which no template reaches (there are eleven sections).
 */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) {
    return String(n);
  }
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const tensText = tens === 0 ? '' : `${tens === 1 ? '' : DIGITS[tens]}十`;
  return `${tensText}${ones === 0 ? '' : DIGITS[ones]}`;
}

/** A section heading: `一、数据概览` for the first section. */
export function sectionHeading(position: number, title: string): string {
  return `${chineseNumeral(position)}、${title}`;
}

export interface ReportSection {
  key: BriefingSectionKey;
  title: string;
  /** `一、数据概览`. */
  heading: string;
}

const isSectionKey = (key: string): key is BriefingSectionKey =>
  Object.prototype.hasOwnProperty.call(BRIEFING_SECTIONS, key);

/**
 * The sections a report draws: exactly its template's, in the template's order, numbered from
 * 一. Unknown codes (a section dropped from the product) and repeats are skipped.
 */
export function reportSections(sections: readonly string[]): ReportSection[] {
  const seen = new Set<BriefingSectionKey>();
  const out: ReportSection[] = [];
  for (const key of sections) {
    if (isSectionKey(key) && !seen.has(key)) {
      seen.add(key);
      const title = BRIEFING_SECTIONS[key];
      out.push({ key, title, heading: sectionHeading(out.length + 1, title) });
    }
  }
  return out;
}

/** Whether the page was opened for the PDF printer (`?print=1` or `?print=true`). */
export function isPrintMode(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(PRINT_PARAM);
  return value === '1' || value === 'true';
}

/** The report id of `?id=`, or undefined when absent or not a positive integer. */
export function parseReportId(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) {
    return undefined;
  }
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** A wire time (`YYYY-MM-DD HH:mm:ss`) to the minute; blank when missing. */
export function shortTime(time: string | null | undefined): string {
  return time ? time.slice(0, 16) : '';
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** `2025年11月24日 星期一` of a wire time (the 媒体版 issue date); blank when missing. */
export function issueDate(time: string | null | undefined): string {
  const m = time ? /^(\d{4})-(\d{2})-(\d{2})/.exec(time) : null;
  if (!m) {
    return '';
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${year}年${month}月${day}日 星期${weekday}`;
}

/** The monitored period as one line; 待生成报告 when a scheduled report has no window yet. */
export function formatPeriod(start: string | null, end: string | null): string {
  if (!start) {
    return '待生成报告';
  }
  return `${shortTime(start)} 至 ${end ? shortTime(end) : '今'}`;
}

export interface InfoItem {
  label: string;
  value: string;
}

/** The info line under the title: 报告类型 · 监测时段 · 生成时间 · 监测专题. */
export function infoItems(info: BriefingInfo): InfoItem[] {
  const generated = info.snapshot?.generatedAt ?? info.generatedAt;
  const topics = info.topicNames.length > 0 ? info.topicNames.join('、') : info.snapshot?.subject;
  const items: InfoItem[] = [
    { label: '报告类型', value: BRIEFING_TYPES[info.briefingType] },
    { label: '监测时段', value: formatPeriod(info.briefingStartTime, info.briefingEndTime) },
  ];
  if (generated) {
    items.push({ label: '生成时间', value: shortTime(generated) });
  }
  if (topics) {
    items.push({ label: '监测专题', value: topics });
  }
  return items;
}

/** What the page shows for the report as it stands. */
export type PaperState =
  | { kind: 'ready'; snapshot: BriefingSnapshot }
  | { kind: 'generating'; percent: number; text: string }
  | { kind: 'pending' }
  | { kind: 'failed'; text: string };

/** The state of a loaded report: a snapshot is drawn whatever the status says. */
export function paperState(info: BriefingInfo): PaperState {
  if (info.snapshot) {
    return { kind: 'ready', snapshot: info.snapshot };
  }
  switch (info.status) {
    case 'generating':
      return {
        kind: 'generating',
        percent: Math.max(0, Math.min(100, Math.round(info.progress))),
        text: info.progressText || `${BRIEFING_STATUS.generating}…`,
      };
    case 'pending':
      return { kind: 'pending' };
    case 'failed':
      return { kind: 'failed', text: info.errorText || '报告生成失败，请稍后重试' };
    case 'done':
      return { kind: 'failed', text: '报告内容缺失，请重新生成' };
  }
}

/** Poll while the report has no snapshot yet and is queued or being generated. */
export function pollInterval(info: BriefingInfo | undefined): number | false {
  if (!info || info.snapshot) {
    return false;
  }
  return info.status === 'generating' || info.status === 'pending' ? GENERATING_POLL_MS : false;
}

type Row = AnalysisTableData['rows'][number];

/** A text cell ('' when missing). */
export function cellText(row: Row, key: string): string {
  const value = row[key];
  return value === undefined ? '' : String(value);
}

/** A numeric cell (0 when missing or not a number). */
export function cellNumber(row: Row, key: string): number {
  const value = Number(row[key]);
  return Number.isFinite(value) ? value : 0;
}

/** The editor's note, else the generated 研判建议 (labelled so), else nothing. */
export function editorNoteText(
  editorNote: string,
  adviceText: string,
): { label?: string; text: string } | undefined {
  if (editorNote.trim()) {
    return { text: editorNote.trim() };
  }
  if (adviceText.trim()) {
    return { label: '研判建议', text: adviceText.trim() };
  }
  return undefined;
}

const hasRows = (table: AnalysisTableData) => table.rows.length > 0;
const hasCounts = (table: AnalysisTableData, keys: readonly string[]) =>
  table.rows.some((row) => keys.some((key) => cellNumber(row, key) > 0));

/**
 * Whether a section has nothing to draw (it then says 暂无数据). 数据概览 always has its
 * numbers, even when they are all 0.
 */
export function isSectionEmpty(
  key: BriefingSectionKey,
  snapshot: BriefingSnapshot,
  editorNote: string,
): boolean {
  const t = snapshot.tables;
  switch (key) {
    case 'overview':
      return false;
    case 'sentiment':
      return !hasCounts(t.sentiment, ['count']);
    case 'trend':
      return !hasCounts(
        t.trend,
        t.trend.columns.map((c) => c.key).filter((k) => k !== 'time'),
      );
    case 'carrier':
      return !t.carriers.rows.some((r) => r.carrier !== 'total' && cellNumber(r, 'total') > 0);
    case 'region':
      return !hasCounts(t.regions, ['count']);
    case 'hotWords':
      return !t.hotWords.rows.some((r) => cellText(r, 'word') && cellNumber(r, 'weight') > 0);
    case 'negatives':
      return !hasRows(t.negatives);
    case 'analystArticles':
      return !hasRows(t.analystArticles);
    case 'events':
      return !hasRows(t.events);
    case 'media':
      return !hasRows(t.media);
    case 'editorNote':
      return editorNoteText(editorNote, snapshot.adviceText) === undefined;
  }
}

export interface LeadStory {
  /** 重点负面 or 重点关注. */
  kicker: string;
  title: string;
  summary: string;
  source: string;
  time: string;
  url: string;
  isNegative: boolean;
}

/**
 * The 媒体版 lead story: the top key negative article, else the first analyst pick — taken only
 * from a section the template shows, so the lead never brings in data the template left out.
 */
export function leadStory(
  snapshot: BriefingSnapshot,
  sections: readonly BriefingSectionKey[],
): LeadStory | undefined {
  const pick = (key: 'negatives' | 'analystArticles') =>
    sections.includes(key) ? snapshot.tables[key].rows[0] : undefined;
  const negative = pick('negatives');
  const row = negative ?? pick('analystArticles');
  if (!row) {
    return undefined;
  }
  return {
    kicker: negative ? '重点负面' : '重点关注',
    title: cellText(row, 'title'),
    summary: cellText(row, 'summary'),
    source: cellText(row, 'siteName'),
    time: shortTime(cellText(row, 'publishTime')),
    url: cellText(row, 'url'),
    isNegative: Boolean(negative),
  };
}

/**
 * Sections the 媒体版 sets in its chart grid (two to a row); the others, the trend line among
 * them, take the full width.
 */
const GRID_SECTIONS: ReadonlySet<BriefingSectionKey> = new Set([
  'sentiment',
  'carrier',
  'region',
  'hotWords',
  'media',
]);

export type SectionBlock =
  { kind: 'full'; section: ReportSection } | { kind: 'grid'; sections: ReportSection[] };

/**
 * The 媒体版 blocks: pairs of consecutive chart sections share a grid row, every other section
 * (and an odd chart out) takes the full width; the template's order is kept.
 */
export function mediaBlocks(sections: readonly ReportSection[]): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  for (const section of sections) {
    const last = blocks[blocks.length - 1];
    if (!GRID_SECTIONS.has(section.key)) {
      blocks.push({ kind: 'full', section });
    } else if (last?.kind === 'grid') {
      last.sections.push(section);
    } else {
      blocks.push({ kind: 'grid', sections: [section] });
    }
  }
  // Grids hold pairs: a chart left over (or alone) takes the full width after its grid.
  return blocks.flatMap((block): SectionBlock[] => {
    if (block.kind === 'full' || block.sections.length % 2 === 0) {
      return [block];
    }
    const last = block.sections[block.sections.length - 1];
    const pairs = block.sections.slice(0, -1);
    const full: SectionBlock[] = last ? [{ kind: 'full', section: last }] : [];
    return pairs.length > 0 ? [{ kind: 'grid', sections: pairs }, ...full] : full;
  });
}

/** A percentage (12.5) as text with up to two decimals: `12.5%`. */
export function percentText(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}
