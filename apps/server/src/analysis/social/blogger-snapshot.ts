import { startOfDayCn } from '@guanlan/shared';
import { bloggerIndex } from './blogger-index.js';
import type { BciResult } from './blogger-index.js';
import { countBands, dayKeys, dayLabel, hotWords, sentimentCounts } from './post-facts.js';
import { postKind } from './social-post.js';
import type { SocialPost } from './social-post.js';

export interface BloggerProfile {
  uid: string;
  name: string;
  gender: string | null;
  verified: boolean;
  followers: number | null;
  region: string | null;
  homeUrl: string | null;
  verifiedType?: number | null;
  friends?: number | null;
  postCount?: number | null;
  registeredAt?: number | null;
  avatarUrl?: string | null;
  platform?: string | null;
}

/** What a finished 博主分析 keeps: every chart of the detail page and the contrast inputs. */
export interface BloggerSnapshot {
  profile: BloggerProfile;
  window: { start: number; end: number; days: number };
  totals: {
    posts: number;
    originals: number;
    reposts: number;
    forwards: number;
    comments: number;
    likes: number;
    warnings: number;
    sensitive: number;
  };
  bci: BciResult;
  trend: { date: string; posts: number; forwards: number; comments: number; likes: number }[];
  sentiment: { positive: number; neutral: number; negative: number };
  forwardDistribution: { name: string; count: number }[];
  commentDistribution: { name: string; count: number }[];
  commentSentiment: { positive: number; neutral: number; negative: number };
  hotWords: { word: string; count: number }[];
  commenters: { uid: string; name: string; count: number }[];
  warningTrend: { date: string; negative: number; ruleHits: number; total: number }[];
  /** Newest first; the warning list pages through these. */
  warningIds: number[];
  sensitivePosts: { id: number; words: string[] }[];
  topPosts: {
    id: number;
    title: string;
    time: number;
    forwards: number;
    comments: number;
    likes: number;
  }[];
  /** 基于 N 条转发/评论 / 平台显示 M 条. */
  coverage: { childrenSeen: number; childrenClaimed: number };
}

export interface SnapshotInput {
  profile: BloggerProfile;
  start: number;
  end: number;
  /** The blogger's posts in the window. */
  posts: readonly SocialPost[];
  /** Other accounts' reposts and comments of those posts (stored ones). */
  children: readonly SocialPost[];
  /** Posts hit by one of the organisation's warning rules. */
  ruleHitIds: ReadonlySet<number>;
  /** The organisation's sensitive words (敏感博主), empty for a plain analysis. */
  sensitiveWords?: readonly string[];
}

/** Words of `words` that occur in the text (case-insensitive for Latin). */
export function sensitiveHits(text: string, words: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return words.filter((w) => w && lower.includes(w.toLowerCase()));
}

/** Computes a 博主分析 from the blogger's posts and the reactions to them. */
export function bloggerSnapshot(input: SnapshotInput): BloggerSnapshot {
  const { posts, children, start, end } = input;
  const days = dayKeys(start, end);
  const trend = new Map(days.map((d) => [d, { posts: 0, forwards: 0, comments: 0, likes: 0 }]));
  const warn = new Map(days.map((d) => [d, { negative: 0, ruleHits: 0, total: 0 }]));
  const warningIds: { id: number; t: number }[] = [];
  const sensitivePosts: { id: number; words: string[] }[] = [];
  let originals = 0;
  for (const p of posts) {
    const day = startOfDayCn(p.publishTime);
    const row = trend.get(day);
    if (row) {
      row.posts += 1;
      row.forwards += p.forwards;
      row.comments += p.comments;
      row.likes += p.likes;
    }
    if (postKind(p) === 'original') {
      originals += 1;
    }
    const negative = p.sentiment === 'negative';
    const hit = input.ruleHitIds.has(p.id);
    if (negative || hit) {
      warningIds.push({ id: p.id, t: p.publishTime });
      const w = warn.get(day);
      if (w) {
        w.negative += negative ? 1 : 0;
        w.ruleHits += hit ? 1 : 0;
        w.total += 1;
      }
    }
    const words = sensitiveHits(`${p.title ?? ''} ${p.content}`, input.sensitiveWords ?? []);
    if (words.length > 0) {
      sensitivePosts.push({ id: p.id, words });
    }
  }
  const sum = (k: 'forwards' | 'comments' | 'likes') => posts.reduce((s, p) => s + p[k], 0);
  const totals = {
    posts: posts.length,
    originals,
    reposts: posts.length - originals,
    forwards: sum('forwards'),
    comments: sum('comments'),
    likes: sum('likes'),
    warnings: warningIds.length,
    sensitive: sensitivePosts.length,
  };
  const windowDays = Math.max(1, Math.round((end - start) / 86_400_000));
  const commenters = new Map<string, { uid: string; name: string; count: number }>();
  for (const c of children) {
    if (c.authorUid === input.profile.uid) {
      continue;
    }
    const e = commenters.get(c.authorUid) ?? { uid: c.authorUid, name: c.authorName, count: 0 };
    e.count += 1;
    commenters.set(c.authorUid, e);
  }
  return {
    profile: input.profile,
    window: { start, end, days: windowDays },
    totals,
    bci: bloggerIndex({
      posts: originals,
      reposts: totals.forwards,
      comments: totals.comments,
      likes: totals.likes,
      days: windowDays,
    }),
    trend: days.map((d) => ({ date: dayLabel(d), ...trend.get(d)! })),
    sentiment: sentimentCounts(posts),
    forwardDistribution: countBands(posts.map((p) => p.forwards)),
    commentDistribution: countBands(posts.map((p) => p.comments)),
    commentSentiment: sentimentCounts(children),
    hotWords: hotWords(posts, 50),
    commenters: [...commenters.values()]
      .sort((a, b) => b.count - a.count || (a.uid < b.uid ? -1 : 1))
      .slice(0, 500),
    warningTrend: days.map((d) => ({ date: dayLabel(d), ...warn.get(d)! })),
    warningIds: warningIds
      .sort((a, b) => b.t - a.t || b.id - a.id)
      .map((w) => w.id)
      .slice(0, 5000),
    sensitivePosts: sensitivePosts.slice(0, 5000),
    topPosts: [...posts]
      .sort((a, b) => b.forwards + b.comments + b.likes - (a.forwards + a.comments + a.likes))
      .slice(0, 10)
      .map((p) => ({
        id: p.id,
        title: p.title ?? p.content.slice(0, 60),
        time: p.publishTime,
        forwards: p.forwards,
        comments: p.comments,
        likes: p.likes,
      })),
    coverage: { childrenSeen: children.length, childrenClaimed: totals.forwards + totals.comments },
  };
}
