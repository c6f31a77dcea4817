/** A peak of a curve: its bucket index and count. */
export interface Peak {
  index: number;
  count: number;
}

/**
 * Peaks of a volume curve: local maxima (higher than the bucket before, not lower than the one
 * after; the ends compare with their one neighbour) that reach at least half the highest count
 * and at least 2 articles. The `limit` highest are kept and returned in time order.
 */
export function findPeaks(counts: readonly number[], limit = 5): Peak[] {
  const max = Math.max(0, ...counts);
  const floor = Math.max(2, max / 2);
  const peaks: Peak[] = [];
  counts.forEach((c, i) => {
    const before = i > 0 ? counts[i - 1]! : -Infinity;
    const after = i < counts.length - 1 ? counts[i + 1]! : -Infinity;
    if (c >= floor && c > before && c >= after) {
      peaks.push({ index: i, count: c });
    }
  });
  return peaks
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index);
}
