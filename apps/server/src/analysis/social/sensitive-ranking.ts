import { sensitiveHits } from './blogger-snapshot.js';
import type { SocialPost } from './social-post.js';

export interface SensitiveRank {
  uid: string;
  name: string;
  /** Posts containing at least one sensitive word. */
  sensitivePosts: number;
  /** Hits per word, most first. */
  words: { word: string; count: number }[];
  latestTime: number;
}

/**
 * 敏感博主排行: accounts ranked by how many of their posts contain one of the organisation's
 * sensitive words (a post counts once however many words it has), keeping those with at least
 * `minCount`; ties by the latest such post, then uid.
 */
export function rankSensitiveBloggers(
  posts: readonly SocialPost[],
  words: readonly string[],
  minCount: number,
  size: number,
): SensitiveRank[] {
  const byAuthor = new Map<string, { rank: SensitiveRank; words: Map<string, number> }>();
  for (const p of posts) {
    const hits = sensitiveHits(`${p.title ?? ''} ${p.content}`, words);
    if (hits.length === 0) {
      continue;
    }
    const e = byAuthor.get(p.authorUid) ?? {
      rank: { uid: p.authorUid, name: p.authorName, sensitivePosts: 0, words: [], latestTime: 0 },
      words: new Map<string, number>(),
    };
    e.rank.sensitivePosts += 1;
    e.rank.latestTime = Math.max(e.rank.latestTime, p.publishTime);
    for (const w of hits) {
      e.words.set(w, (e.words.get(w) ?? 0) + 1);
    }
    byAuthor.set(p.authorUid, e);
  }
  return [...byAuthor.values()]
    .filter((e) => e.rank.sensitivePosts >= minCount)
    .map((e) => ({
      ...e.rank,
      words: [...e.words.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([word, count]) => ({ word, count })),
    }))
    .sort(
      (a, b) =>
        b.sensitivePosts - a.sensitivePosts ||
        b.latestTime - a.latestTime ||
        (a.uid < b.uid ? -1 : 1),
    )
    .slice(0, size);
}
