import type { BloggerSnapshot } from './blogger-snapshot.js';

/** One blogger's column of a 博主对比. */
export interface ContrastMember {
  analysisId: number;
  name: string;
  uid: string;
  bci: number;
  totals: BloggerSnapshot['totals'];
  sentiment: BloggerSnapshot['sentiment'];
  commentSentiment: BloggerSnapshot['commentSentiment'];
  forwardDistribution: BloggerSnapshot['forwardDistribution'];
  commentDistribution: BloggerSnapshot['commentDistribution'];
}

export interface ContrastPair {
  a: number;
  b: number;
  /** Jaccard similarity of the two top-50 hot-word sets, 0–1. */
  wordOverlap: number;
  sharedWords: string[];
  sharedCommenters: { uid: string; name: string }[];
  sharedCommenterCount: number;
}

export interface ContrastResult {
  members: ContrastMember[];
  pairs: ContrastPair[];
  /** Words in every member's top 50, and accounts that commented on every member. */
  commonWords: string[];
  commonCommenters: { uid: string; name: string }[];
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Side by side: each blogger's figures, and for every pair the hot-word and commenter overlap. */
export function contrastBloggers(
  items: readonly { analysisId: number; s: BloggerSnapshot }[],
): ContrastResult {
  const words = items.map((i) => new Set(i.s.hotWords.map((w) => w.word)));
  const commenters = items.map((i) => new Map(i.s.commenters.map((c) => [c.uid, c.name] as const)));
  const pairs: ContrastPair[] = [];
  for (let x = 0; x < items.length; x++) {
    for (let y = x + 1; y < items.length; y++) {
      const shared = [...words[x]!].filter((w) => words[y]!.has(w));
      const union = new Set([...words[x]!, ...words[y]!]).size;
      const people = [...commenters[x]!.entries()].filter(([uid]) => commenters[y]!.has(uid));
      pairs.push({
        a: items[x]!.analysisId,
        b: items[y]!.analysisId,
        wordOverlap: union === 0 ? 0 : round3(shared.length / union),
        sharedWords: shared.sort(),
        sharedCommenters: people.slice(0, 50).map(([uid, name]) => ({ uid, name })),
        sharedCommenterCount: people.length,
      });
    }
  }
  const commonWords = [...(words[0] ?? [])].filter((w) => words.every((s) => s.has(w))).sort();
  const commonCommenters = [...(commenters[0]?.entries() ?? [])]
    .filter(([uid]) => commenters.every((m) => m.has(uid)))
    .map(([uid, name]) => ({ uid, name }));
  return {
    members: items.map(({ analysisId, s }) => ({
      analysisId,
      name: s.profile.name,
      uid: s.profile.uid,
      bci: s.bci.index,
      totals: s.totals,
      sentiment: s.sentiment,
      commentSentiment: s.commentSentiment,
      forwardDistribution: s.forwardDistribution,
      commentDistribution: s.commentDistribution,
    })),
    pairs,
    commonWords,
    commonCommenters,
  };
}
