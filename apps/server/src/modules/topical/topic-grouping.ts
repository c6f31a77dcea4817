/** One near-duplicate cluster as the grouping sees it. */
export interface ClusterFacts {
  clusterId: number;
  size: number;
  /** Its strongest keywords and named entities, best first. */
  words: readonly string[];
}

/** A cluster sharing at least this many of its top words with a topic's lead tells its story. */
export const SHARED_WORDS = 3;
/** How many top words of each cluster take part. */
export const TOP_WORDS = 6;

/**
 * Merges near-duplicate clusters into topics, largest cluster first: each cluster joins the
 * topic whose lead (its largest cluster) shares the most of its top keywords/entities, at least
 * SHARED_WORDS, or leads a new topic. Every member is compared with the lead, never with another
 * member: chaining members (A like B, B like C, so A with C) let one topic swallow unrelated
 * stories through the ordinary words they share — the demo's top topic held 266 articles of a
 * dozen stories (教育局检查, 旅游节, 公交会议 …). Groups come out largest first, each with its
 * clusters largest first.
 */
export function groupClusters(clusters: readonly ClusterFacts[]): ClusterFacts[][] {
  const ordered = [...clusters].sort((x, y) => y.size - x.size || x.clusterId - y.clusterId);
  const topics: ClusterFacts[][] = [];
  /** Top word → the topics whose lead has it. */
  const leadsByWord = new Map<string, number[]>();
  for (const cluster of ordered) {
    const words = new Set(cluster.words.slice(0, TOP_WORDS));
    const shared = new Map<number, number>();
    for (const w of words) {
      for (const t of leadsByWord.get(w) ?? []) {
        shared.set(t, (shared.get(t) ?? 0) + 1);
      }
    }
    // The most shared words; among equals the earlier (larger) topic.
    let best = -1;
    let most = SHARED_WORDS - 1;
    for (const [t, n] of shared) {
      if (n > most || (n === most && best >= 0 && t < best)) {
        best = t;
        most = n;
      }
    }
    if (best >= 0) {
      topics[best]!.push(cluster);
      continue;
    }
    topics.push([cluster]);
    for (const w of words) {
      const leads = leadsByWord.get(w) ?? [];
      leads.push(topics.length - 1);
      leadsByWord.set(w, leads);
    }
  }
  const size = (g: ClusterFacts[]) => g.reduce((n, c) => n + c.size, 0);
  return topics.sort((x, y) => size(y) - size(x) || x[0]!.clusterId - y[0]!.clusterId);
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
