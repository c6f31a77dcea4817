import { formatCn } from '@guanlan/shared';
import type { SocialPost } from './social-post.js';

/** The uid in a Weibo-style home page address (weibo.com/u/<uid> or weibo.com/<digits>), else null. */
export function uidFromHomeUrl(url: string | undefined): string | null {
  if (!url) {
    return null;
  }
  const m = /^https?:\/\/[^/]+\/(?:u\/([\w-]{1,64})|(\d{4,20}))(?:[/?#]|$)/.exec(url);
  return m?.[1] ?? m?.[2] ?? null;
}

/** An article list item of a post. */
export function postItem(p: SocialPost) {
  return {
    id: p.id,
    title: p.title ?? p.content.slice(0, 60),
    publishTime: formatCn(p.publishTime),
    siteName: p.siteName ?? '',
    articleCoverBase64: null,
    url: p.url,
    summary: p.content.slice(0, 200),
    author: p.authorName,
    sentiment: p.sentiment as 'positive' | 'negative' | 'neutral' | 'irrelevant',
    isDemo: p.isDemo ?? false,
    forwards: p.forwards,
    comments: p.comments,
    likes: p.likes,
  };
}
