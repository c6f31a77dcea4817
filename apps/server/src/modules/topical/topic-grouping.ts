/** One near-duplicate cluster as the grouping sees it. */
export interface ClusterFacts {
  clusterId: number;
  size: number;
  /** Its strongest keywords and named entities, best first. */
  words: readonly string[];
}

/** Clusters sharing at least this many of their top words tell the same story. */
export const SHARED_WORDS = 3;
/** How many top words of each cluster take part. */
export const TOP_WORDS = 6;

/**
 * Merges near-duplicate clusters into topics: two clusters sharing ≥ SHARED_WORDS of their
 * top keywords/entities belong together (transitively, union-find). Groups come out largest
 * first, each with its clusters largest first.
 */
export function groupClusters(clusters: readonly ClusterFacts[]): ClusterFacts[][] {
  const parent = clusters.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const byWord = new Map<string, number[]>();
  clusters.forEach((c, i) => {
    for (const w of new Set(c.words.slice(0, TOP_WORDS))) {
      byWord.set(w, [...(byWord.get(w) ?? []), i]);
    }
  });
  const shared = new Map<string, number>();
  for (const members of byWord.values()) {
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        const key = `${members[a]}:${members[b]}`;
        const n = (shared.get(key) ?? 0) + 1;
        shared.set(key, n);
        if (n === SHARED_WORDS) {
          parent[find(members[a]!)] = find(members[b]!);
        }
      }
    }
  }
  const groups = new Map<number, ClusterFacts[]>();
  clusters.forEach((c, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), c]);
  });
  const size = (g: ClusterFacts[]) => g.reduce((n, c) => n + c.size, 0);
  return [...groups.values()]
    .map((g) => [...g].sort((x, y) => y.size - x.size || x.clusterId - y.clusterId))
    .sort((x, y) => size(y) - size(x) || x[0]!.clusterId - y[0]!.clusterId);
}

/**
 * Stable topic ids: each group keeps the smallest existing topic id among its clusters that an
 * earlier (larger) group has not taken; otherwise it needs a new topic (null).
 */
export function assignTopicIds(
  groups: readonly ClusterFacts[][],
  known: ReadonlyMap<number, number>,
): (number | null)[] {
  const taken = new Set<number>();
  return groups.map((g) => {
    const ids = g
      .map((c) => known.get(c.clusterId))
      .filter((id): id is number => id !== undefined && !taken.has(id))
      .sort((a, b) => a - b);
    const id = ids[0] ?? null;
    if (id !== null) {
      taken.add(id);
    }
    return id;
  });
}

/** The facts the 热度 formula weighs, for one topic in one window. */
export interface HeatFacts {
  count: number;
  previousCount: number;
  /** Mean weight of the publishing sources (1 when unknown). */
  sourceWeight: number;
  /** forwards + comments + likes. */
  engagement: number;
  carriers: number;
}

/** Shown on the page next to the ranking. */
export const HEAT_FORMULA =
  '热度 = 40×log10(1+信息量) + 15×增长率(限 −1～3) + 10×平均来源权重 + 10×log10(1+互动量) + 5×载体数；增长率 = (本期信息量 − 上期信息量) ÷ max(上期信息量, 1)';

/** Growth over the previous window of the same length, clamped to [−1, 3]. */
export function growthRate(count: number, previous: number): number {
  return Math.max(-1, Math.min(3, (count - previous) / Math.max(previous, 1)));
}

export function heatScore(f: HeatFacts): number {
  const score =
    40 * Math.log10(1 + f.count) +
    15 * growthRate(f.count, f.previousCount) +
    10 * f.sourceWeight +
    10 * Math.log10(1 + f.engagement) +
    5 * f.carriers;
  return Math.round(score * 10) / 10;
}
