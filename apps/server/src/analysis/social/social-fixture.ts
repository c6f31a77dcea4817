import type { SocialPost } from './social-post.js';

const T0 = Date.UTC(2026, 10, 1, 4);
const HOUR = 3_600_000;

/** A post with defaults, for the people-analysis unit tests. */
export function post(p: Partial<SocialPost> & Pick<SocialPost, 'id' | 'authorUid'>): SocialPost {
  return {
    authorName: `用户${p.authorUid}`,
    content: '',
    publishTime: T0 + p.id * HOUR,
    forwards: 0,
    comments: 0,
    likes: 0,
    sentiment: 'neutral',
    parentId: null,
    ...p,
  };
}

export { T0 };
