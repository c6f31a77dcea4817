import { DAY_MS, startOfDayCn } from '@guanlan/shared';
import type { Sentiment } from '@guanlan/shared';
import type { ArticleScope, SearchArea } from './scope.js';

/** The scope fields of an analysis call (shared `scopeShape`), after zod parsed them. */
export interface ScopeInput {
  timeRange?: string;
  startTime?: number | undefined;
  endTime?: number | undefined;
  carriers?: readonly string[] | undefined;
  sentiments?: readonly Sentiment[] | undefined;
  searchArea?: SearchArea | undefined;
  keyword?: string | undefined;
}

const LAST_DAYS: Record<string, number> = { '24h': 1, '3d': 3, '7d': 7, '30d': 30 };

/**
 * The inclusive time range of a preset at `now`: 今天 from Shanghai midnight, 昨天 the whole
 * previous Shanghai day, 24h/3d/7d/30d the last N×24 hours (so 3d is drawn by the hour), and
 * custom the given ends (a missing end means now, a missing start 7 days before the end).
 */
export function resolveTimeRange(
  input: Pick<ScopeInput, 'timeRange' | 'startTime' | 'endTime'>,
  now: number,
): { startTime: number; endTime: number } {
  const preset = input.timeRange ?? '7d';
  const midnight = startOfDayCn(now);
  if (preset === 'today') {
    return { startTime: midnight, endTime: now };
  }
  if (preset === 'yesterday') {
    return { startTime: midnight - DAY_MS, endTime: midnight - 1 };
  }
  const days = LAST_DAYS[preset];
  if (days !== undefined) {
    return { startTime: now - days * DAY_MS, endTime: now };
  }
  const endTime = input.endTime ?? now;
  return { startTime: input.startTime ?? endTime - 7 * DAY_MS, endTime };
}

/**
 * Builds the engine's scope from a call's input for one organisation; `extra` adds what the
 * module knows (its rule ids, regions, sources, languages, abroad flag).
 */
export function toArticleScope(
  orgId: number,
  input: ScopeInput,
  now: number,
  extra: Omit<Partial<ArticleScope>, 'orgId' | 'startTime' | 'endTime'> = {},
): ArticleScope {
  return {
    orgId,
    ...resolveTimeRange(input, now),
    ...(input.carriers?.length ? { carriers: input.carriers } : {}),
    ...(input.sentiments?.length ? { sentiments: input.sentiments } : {}),
    ...(input.keyword?.trim() ? { keyword: input.keyword } : {}),
    searchArea: input.searchArea ?? 'all',
    ...extra,
  };
}
