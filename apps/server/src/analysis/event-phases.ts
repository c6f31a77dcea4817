import { bucketLabel } from './buckets.js';
import { countPerBucket, trendRows } from './trend-counts.js';
import type { TrendTable } from './trend-counts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { SENTIMENT_ORDER } from './table.js';
import type { TableRow } from './table.js';

/** The four phases of an event's life, in the order they come. */
export type EventPhaseCode = 'latent' | 'outbreak' | 'climax' | 'decline';

export const PHASE_NAMES: Record<EventPhaseCode, string> = {
  latent: '潜伏期',
  outbreak: '爆发期',
  climax: '高潮期',
  decline: '衰退期',
};

/** Below this share of the peak the story is still latent (before the rise). */
export const OUTBREAK_RATIO = 0.2;
/** At or above this share of the peak, around the peak, is the climax. */
export const CLIMAX_RATIO = 0.6;

/** A run of consecutive buckets in one phase (indexes inclusive). */
export interface PhaseRun {
  phase: EventPhaseCode;
  from: number;
  to: number;
}

/**
 * Phases of a volume curve (one count per bucket, oldest first), with M = the highest count
 * (its first occurrence is the peak):
 *
 * - 高潮期: the run of buckets around the peak that stay at ≥ 60% of M;
 * - 潜伏期: the buckets before the first one reaching 20% of M;
 * - 爆发期: from that first bucket ≥ 20% of M up to the climax;
 * - 衰退期: everything after the climax.
 *
 * A phase may be empty (a story that jumps straight to its peak has no 爆发期; one still at its
 * peak has no 衰退期). An empty curve (all zero) is latent throughout.
 */
export function detectPhases(counts: readonly number[]): EventPhaseCode[] {
  const max = Math.max(0, ...counts);
  if (max === 0) {
    return counts.map(() => 'latent');
  }
  const peak = counts.indexOf(max);
  let climaxFrom = peak;
  while (climaxFrom > 0 && counts[climaxFrom - 1]! >= CLIMAX_RATIO * max) {
    climaxFrom -= 1;
  }
  let climaxTo = peak;
  while (climaxTo < counts.length - 1 && counts[climaxTo + 1]! >= CLIMAX_RATIO * max) {
    climaxTo += 1;
  }
  const rise = counts.findIndex((c) => c >= OUTBREAK_RATIO * max);
  return counts.map((_, i) => {
    if (i < rise) {
      return 'latent';
    }
    if (i < climaxFrom) {
      return 'outbreak';
    }
    return i <= climaxTo ? 'climax' : 'decline';
  });
}

/** Consecutive equal phases as runs. */
export function phaseRuns(phases: readonly EventPhaseCode[]): PhaseRun[] {
  const runs: PhaseRun[] = [];
  phases.forEach((phase, i) => {
    const last = runs.at(-1);
    if (last?.phase === phase) {
      last.to = i;
    } else {
      runs.push({ phase, from: i, to: i });
    }
  });
  return runs;
}

/** One phase as the growing-trend call answers it. */
export interface PhaseSummary {
  phase: EventPhaseCode;
  phaseName: string;
  startTime: string;
  endTime: string;
  startTimestamp: number;
  endTimestamp: number;
  count: number;
  peak: number;
}

/** The growing trend: the trend table with a phase per row, and the phases as ranges. */
export interface GrowingTrendTable extends TrendTable {
  phases: PhaseSummary[];
  currentPhase: EventPhaseCode | null;
}

/**
 * 事件发展趋势: volume and sentiment per bucket (hour ≤ 3 days, else day) over the scope, each
 * bucket labelled with its phase (see detectPhases), plus the phases as ranges. Columns: 时间,
 * 信息量, 正面, 中性, 负面, 阶段 — the Excel twin renders the same table.
 */
export async function eventPhases(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<GrowingTrendTable> {
  const { granularity, counts } = await countPerBucket(adb, scope, 'sentiment');
  const base = trendRows(scope, granularity, counts, SENTIMENT_ORDER);
  const volumes = base.map((r) => SENTIMENT_ORDER.reduce((sum, s) => sum + Number(r[s] ?? 0), 0));
  const phases = detectPhases(volumes);
  const rows: TableRow[] = base.map((r, i) => ({
    time: r.time!,
    timestamp: r.timestamp!,
    count: volumes[i]!,
    positive: r.positive ?? 0,
    neutral: r.neutral ?? 0,
    negative: r.negative ?? 0,
    phase: phases[i]!,
    phaseName: PHASE_NAMES[phases[i]!],
  }));
  const summaries = phaseRuns(phases).map((run): PhaseSummary => {
    const slice = volumes.slice(run.from, run.to + 1);
    const start = Number(base[run.from]!.timestamp);
    const end = Number(base[run.to]!.timestamp);
    return {
      phase: run.phase,
      phaseName: PHASE_NAMES[run.phase],
      startTime: bucketLabel(start, granularity),
      endTime: bucketLabel(end, granularity),
      startTimestamp: start,
      endTimestamp: end,
      count: slice.reduce((a, b) => a + b, 0),
      peak: Math.max(0, ...slice),
    };
  });
  return {
    granularity,
    columns: [
      { key: 'time', title: '时间' },
      { key: 'count', title: '信息量' },
      { key: 'positive', title: '正面' },
      { key: 'neutral', title: '中性' },
      { key: 'negative', title: '负面' },
      { key: 'phaseName', title: '阶段' },
    ],
    rows,
    phases: summaries,
    currentPhase: phases.at(-1) ?? null,
  };
}
