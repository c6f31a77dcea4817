import type { ArticleFacts } from './warning-facts.js';
import type { WarningConditions } from './warning-rule-format.js';

/** A firing a rule decides on, before the firer stores it. */
export interface FiringPlan {
  /** Unique per rule: `cluster:<id>` once per similar cluster, `volume:<t>` per window. */
  fireKey: string;
  /** What a recipient must not get twice. */
  dedupeScope: string;
  reason: string;
  articleIds: number[];
}

/** What the grouping needs of a rule: its name and conditions. */
export interface GroupingRule {
  id: number;
  name: string;
  conditions: WarningConditions;
}

const MINUTE_MS = 60_000;
/** Articles a volume firing lists (the newest of its window). */
export const VOLUME_ARTICLES = 50;

/** Whether the rule fires on a volume window (≥ volumeCount in volumeMinutes). */
export function isVolumeRule(c: WarningConditions): boolean {
  return Boolean(c.volumeCount && c.volumeMinutes);
}

/** Start of the volume window that ends at `at` (inclusive). */
export function windowStart(c: WarningConditions, at: number): number {
  return at - (c.volumeMinutes ?? 0) * MINUTE_MS;
}

/**
 * The volume firing at `at`, given the matching articles of the window ending at `at` (newest
 * first) and whether the rule already fired on volume within that window: none below the
 * threshold or inside a window that already fired.
 */
export function volumeFiring(
  rule: GroupingRule,
  windowIds: number[],
  at: number,
  firedInWindow: boolean,
): FiringPlan | null {
  const c = rule.conditions;
  if (!c.volumeCount || windowIds.length < c.volumeCount || firedInWindow) {
    return null;
  }
  return {
    fireKey: `volume:${at}`,
    dedupeScope: `volume:${rule.id}:${at}`,
    reason: `${c.volumeMinutes} 分钟内出现 ${windowIds.length} 篇符合条件的信息（阈值 ${c.volumeCount} 篇）`,
    articleIds: windowIds.slice(0, VOLUME_ARTICLES),
  };
}

/**
 * One firing per similar cluster of the matching articles of a batch: at once, or only when
 * the cluster holds at least minSimilarCount articles (`sizeOf`; unknown = the batch's own).
 */
export function clusterFirings(
  rule: GroupingRule,
  articles: ArticleFacts[],
  sizeOf: (clusterId: number) => number | undefined,
): FiringPlan[] {
  const c = rule.conditions;
  const byCluster = new Map<number, ArticleFacts[]>();
  for (const a of articles) {
    byCluster.set(a.clusterId, [...(byCluster.get(a.clusterId) ?? []), a]);
  }
  const plans: FiringPlan[] = [];
  for (const [clusterId, members] of byCluster) {
    const size = sizeOf(clusterId) ?? members.length;
    if (c.minSimilarCount && size < c.minSimilarCount) {
      continue;
    }
    const first = members[0]!;
    plans.push({
      fireKey: `cluster:${clusterId}`,
      dedupeScope: `cluster:${clusterId}`,
      reason: c.minSimilarCount
        ? `相似信息已达 ${size} 篇（阈值 ${c.minSimilarCount} 篇）：${first.title}`
        : `命中预警规则「${rule.name}」：${first.title}`,
      articleIds: members.map((m) => m.id),
    });
  }
  return plans;
}

/** A firing the simulation found, at the time it would have fired. */
export interface SimulatedFiring extends FiringPlan {
  at: number;
}

/**
 * Replays matching articles (any order; each arrives alone at its publish time) through the
 * evaluator's decisions, remembering what already fired the way warning_firing does: a cluster
 * fires once; a volume window fires once. `clusterSizeAt` gives a cluster's size at a time.
 * Used by the rule preview to show what a rule would have fired.
 */
export function simulateFirings(
  rule: GroupingRule,
  matching: ArticleFacts[],
  clusterSizeAt: (clusterId: number, at: number) => number,
): SimulatedFiring[] {
  const arrivals = [...matching].sort((a, b) => a.publishTime - b.publishTime || a.id - b.id);
  const out: SimulatedFiring[] = [];
  const c = rule.conditions;
  if (isVolumeRule(c)) {
    let lastVolumeAt: number | null = null;
    arrivals.forEach((a, i) => {
      const at = a.publishTime;
      const from = windowStart(c, at);
      const windowIds: number[] = [];
      for (let j = i; j >= 0 && arrivals[j]!.publishTime >= from; j -= 1) {
        windowIds.push(arrivals[j]!.id);
      }
      const fired = lastVolumeAt !== null && lastVolumeAt > from;
      const plan = volumeFiring(rule, windowIds, at, fired);
      if (plan) {
        out.push({ ...plan, at });
        lastVolumeAt = at;
      }
    });
    return out;
  }
  const fired = new Set<string>();
  for (const a of arrivals) {
    for (const plan of clusterFirings(rule, [a], (id) => clusterSizeAt(id, a.publishTime))) {
      if (!fired.has(plan.fireKey)) {
        fired.add(plan.fireKey);
        out.push({ ...plan, at: a.publishTime });
      }
    }
  }
  return out;
}
