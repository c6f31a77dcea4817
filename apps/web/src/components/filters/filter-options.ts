import { ABROAD_CARRIERS, DOMESTIC_CARRIERS, SEARCH_AREAS, SENTIMENTS } from '@guanlan/shared';

export type SearchArea = keyof typeof SEARCH_AREAS;
export type JudgedSentiment = 'positive' | 'neutral' | 'negative';

/** `{ value, label }` options for the given codes, in the given order, labelled from `labels`. */
export function pickOptions<
  L extends Readonly<Record<string, string>>,
  const K extends keyof L & string,
>(labels: L, codes: readonly K[]): { value: K; label: L[K] }[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

/** Domestic carriers as checkbox options, in the order of SPEC §9. */
export const CARRIER_OPTIONS = Object.entries(DOMESTIC_CARRIERS).map(([value, label]) => ({
  value,
  label,
}));

/** Sentiment filter options (与我无关 articles are already removed from the views). */
export const SENTIMENT_OPTIONS = pickOptions(SENTIMENTS, ['positive', 'neutral', 'negative']);

/** 匹配范围 options: 标题或正文, 标题, 正文. */
export const SEARCH_AREA_OPTIONS = (Object.keys(SEARCH_AREAS) as SearchArea[]).map((value) => ({
  value,
  label: SEARCH_AREAS[value],
}));

/** Labels of every list order; each list picks its codes and their order with pickOptions. */
export const SORT_LABELS = {
  timeDesc: '时间降序',
  timeAsc: '时间升序',
  hotDesc: '热度',
  similarDesc: '相似文章数',
} as const;

/** Abroad carriers (SPEC §9) as checkbox options. */
export const ABROAD_CARRIER_OPTIONS = Object.entries(ABROAD_CARRIERS).map(([value, label]) => ({
  value,
  label,
}));

/** SPEC §9 export options of every article list: the selection, or the newest 1000/5000/8000. */
export const EXPORT_OPTIONS = [
  { key: '0', label: '导出所选' },
  { key: '1000', label: '导出最新 1000 条' },
  { key: '5000', label: '导出最新 5000 条' },
  { key: '8000', label: '导出最新 8000 条' },
] as const;

/** The orders of the monitoring lists. */
export const SORT_OPTIONS = pickOptions(SORT_LABELS, [
  'timeDesc',
  'timeAsc',
  'similarDesc',
  'hotDesc',
]);
export type SortCode = (typeof SORT_OPTIONS)[number]['value'];
