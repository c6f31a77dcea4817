/**
 * A post as the people analyses (博主分析, 网民画像) see it: who wrote it, when, what it
 * answers (parent) and how it was received. Loaded from stored articles by author-posts.ts;
 * tests build them by hand or from the real cascades.
 */
export interface SocialPost {
  id: number;
  authorUid: string;
  authorName: string;
  content: string;
  publishTime: number;
  forwards: number;
  comments: number;
  likes: number;
  /** Effective sentiment for the organisation: positive | neutral | negative | irrelevant. */
  sentiment: string;
  /** The stored post this one reposts or comments on. */
  parentId: number | null;
  /** What the platform says the post is (null: not told; inferred from parent and text). */
  kind?: 'original' | 'repost' | 'comment' | null;
  /** Author of the parent post, when it is known. */
  parentAuthorUid?: string | null;
  parentAuthorName?: string | null;
  /** Province or place name of the post (publisher region, else the author's profile region). */
  region?: string | null;
  /** Keywords of the post (from ingest). */
  words?: readonly string[];
  url?: string;
  title?: string;
  siteName?: string | null;
  isDemo?: boolean;
}

/** 回复 (reply to a comment), 转发/评论 (a child of another post) or 原创. */
export type PostKind = 'reply' | 'repost' | 'original';

const REPLY = /^\s*回复\s*@([^:：\s]{1,30})\s*[:：]/;
const MENTION = /@([\u4e00-\u9fa5A-Za-z0-9_-]{1,30})/g;

/**
 * How a post relates to others. Weibo exports do not tell reposts and comments apart, so a
 * post with a parent counts as a repost unless its text starts with 「回复@昵称:」.
 */
export function postKind(
  post: Pick<SocialPost, 'content' | 'parentId' | 'parentAuthorUid'>,
): PostKind {
  if (REPLY.test(post.content)) {
    return 'reply';
  }
  return post.parentId !== null || post.parentAuthorUid ? 'repost' : 'original';
}

/** The nickname a 「回复@昵称:」 post answers, or null. */
export function replyTarget(content: string): string | null {
  return REPLY.exec(content)?.[1] ?? null;
}

/** The author's own words: the text before the first 「//@」 repost chain. */
export function ownText(content: string): string {
  const cut = content.indexOf('//@');
  return cut < 0 ? content : content.slice(0, cut);
}

/** The first account of a 「//@昵称:」 chain: whom this repost passed on, or null. */
export function chainSource(content: string): string | null {
  const m = /\/\/@([^:：\s]{1,30})\s*[:：]/.exec(content);
  return m?.[1] ?? null;
}

/** Nicknames @-mentioned in the author's own words (not the reply target, not the chain). */
export function mentions(content: string): string[] {
  const text = ownText(content).replace(REPLY, '');
  const out = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    out.add(m[1]!);
  }
  return [...out];
}
