import { DOMESTIC_CARRIERS } from '@guanlan/shared';
import {
  pickOptions,
  SENTIMENT_OPTIONS,
  SEARCH_AREA_OPTIONS,
  SORT_LABELS,
} from '../../components/filters/filter-options';
import type { JudgedSentiment, SearchArea } from '../../components/filters/filter-options';
import { TIME_PRESET_LABELS } from '../../components/filters/time-presets';

export {
  CARRIER_OPTIONS,
  SEARCH_AREA_OPTIONS,
  SENTIMENT_OPTIONS,
} from '../../components/filters/filter-options';
export type { JudgedSentiment, SearchArea } from '../../components/filters/filter-options';

/** Time presets of the data centre (server presets, plus 自定义 with both ends). */
export const TIME_PRESETS = pickOptions(TIME_PRESET_LABELS, [
  '24h',
  'today',
  '3d',
  '7d',
  '30d',
  'custom',
]);
export type TimePreset = (typeof TIME_PRESETS)[number]['value'];

export const SORT_OPTIONS = pickOptions(SORT_LABELS, [
  'timeDesc',
  'timeAsc',
  'hotDesc',
  'similarDesc',
]);
export type SortCode = (typeof SORT_OPTIONS)[number]['value'];

/** One cloud search as the pages hold it and as the URL carries it. */
export interface SearchState {
  keyword: string;
  searchArea: SearchArea;
  timeRange: TimePreset;
  startTime?: number | undefined;
  endTime?: number | undefined;
  carriers: string[];
  sentiments: JudgedSentiment[];
  sort: SortCode;
}

export const DEFAULT_SEARCH: SearchState = {
  keyword: '',
  searchArea: 'all',
  timeRange: '7d',
  carriers: [],
  sentiments: [],
  sort: 'timeDesc',
};

const oneOf = <T extends string>(
  values: readonly { value: T }[],
  raw: string | null,
  fallback: T,
) => values.find((v) => v.value === raw)?.value ?? fallback;

function time(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) {
    return undefined;
  }
  return Number(raw);
}

/** Reads a search from a query string (`/dataindex?keyword=…`); unknown values fall back. */
export function searchFromParams(params: URLSearchParams): SearchState {
  const carriers = params.getAll('carriers').filter((c) => c in DOMESTIC_CARRIERS);
  const sentiments = params
    .getAll('sentiments')
    .filter((s): s is JudgedSentiment => SENTIMENT_OPTIONS.some((o) => o.value === s));
  const timeRange = oneOf(TIME_PRESETS, params.get('timeRange'), DEFAULT_SEARCH.timeRange);
  const startTime = time(params.get('startTime'));
  const endTime = time(params.get('endTime'));
  const custom = timeRange === 'custom' && startTime !== undefined && endTime !== undefined;
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 200),
    searchArea: oneOf(SEARCH_AREA_OPTIONS, params.get('searchArea'), 'all'),
    timeRange: timeRange === 'custom' && !custom ? DEFAULT_SEARCH.timeRange : timeRange,
    ...(custom ? { startTime, endTime } : {}),
    carriers,
    sentiments,
    sort: oneOf(SORT_OPTIONS, params.get('sort'), DEFAULT_SEARCH.sort),
  };
}

/** Writes a search into a query string; defaults are left out to keep links short. */
export function searchToParams(s: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.keyword) {
    params.set('keyword', s.keyword);
  }
  if (s.searchArea !== 'all') {
    params.set('searchArea', s.searchArea);
  }
  params.set('timeRange', s.timeRange);
  if (s.timeRange === 'custom' && s.startTime !== undefined && s.endTime !== undefined) {
    params.set('startTime', String(s.startTime));
    params.set('endTime', String(s.endTime));
  }
  s.carriers.forEach((c) => params.append('carriers', c));
  s.sentiments.forEach((v) => params.append('sentiments', v));
  if (s.sort !== DEFAULT_SEARCH.sort) {
    params.set('sort', s.sort);
  }
  return params;
}

/** The scope fields of the search calls (empty lists left out: 全部). */
export function scopeOf(s: SearchState) {
  return {
    keyword: s.keyword,
    searchArea: s.searchArea,
    timeRange: s.timeRange,
    ...(s.timeRange === 'custom' ? { startTime: s.startTime, endTime: s.endTime } : {}),
    ...(s.carriers.length ? { carriers: s.carriers } : {}),
    ...(s.sentiments.length ? { sentiments: s.sentiments } : {}),
  };
}

/** A piece of text, marked when it is an occurrence of a search word. */
export interface Segment {
  text: string;
  hit: boolean;
}

/**
 * Splits a text around every occurrence of the keyword's words (space-separated, matched
 * case-insensitively), for highlighting search results.
 */
export function highlightSegments(text: string, keyword: string): Segment[] {
  const words = [...new Set(keyword.split(/\s+/).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || !text) {
    return text ? [{ text, hit: false }] : [];
  }
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'gi'));
  const lower = new Set(words.map((w) => w.toLowerCase()));
  return parts.filter((p) => p !== '').map((p) => ({ text: p, hit: lower.has(p.toLowerCase()) }));
}

/** Link to an article's detail page from a search result (SPEC §2 query parameters). */
export function articleHref(articleId: number, publishTime: string): string {
  const params = new URLSearchParams({
    fromType: 'dataCenter',
    articleId: String(articleId),
    publishTime: publishTime.slice(0, 10),
  });
  return `/articleDetails?${params.toString()}`;
}

/**
 * The part of a long text around the first occurrence of a search word (about `size`
 * characters), with … where it was cut; the start of the text when no word occurs.
 */
export function snippetAround(text: string, keyword: string, size = 120): string {
  if (text.length <= size) {
    return text;
  }
  const lower = text.toLowerCase();
  const positions = keyword
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => lower.indexOf(w.toLowerCase()))
    .filter((i) => i >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(size / 4), text.length - size));
  const end = start + size;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** A remembered search as a search state (checked like a link, so stale codes fall back). */
export function searchFromLog(item: {
  keyword: string;
  searchArea: string;
  timeRange: string;
  startTime: number | null;
  endTime: number | null;
  carriers: string[];
  sentiments: string[];
}): SearchState {
  const params = new URLSearchParams({
    keyword: item.keyword,
    searchArea: item.searchArea,
    timeRange: item.timeRange,
  });
  if (item.startTime !== null && item.endTime !== null) {
    params.set('startTime', String(item.startTime));
    params.set('endTime', String(item.endTime));
  }
  item.carriers.forEach((c) => params.append('carriers', c));
  item.sentiments.forEach((s) => params.append('sentiments', s));
  return searchFromParams(params);
}
