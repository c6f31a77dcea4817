import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): social authors, their daily facts, 微博分析. */

/** One account on one platform; `owner_key` 0 = shared pool, else the owning organisation. */
export interface SocialAuthorTable {
  id: Generated<number>;
  /** weibo | wechat | douyin | … (lower-case platform code) */
  platform: string;
  uid: string;
  owner_key: number;
  name: string | null;
  /** m | f */
  gender: string | null;
  verified: number | null;
  /** Weibo: −1 none, 0 personal, 1–7 organisations, 200/220 达人 */
  verified_type: number | null;
  followers: number | null;
  friends: number | null;
  post_count: number | null;
  /** As the platform shows it (e.g. 北京 海淀, 其他, 海外). */
  location: string | null;
  /** Province region code resolved from `location`, when it names one. */
  province: string | null;
  /** Account creation time on the platform. */
  registered_at: number | null;
  avatar_url: string | null;
  is_demo: number;
  first_seen_at: number;
  updated_at: number;
}

/** Facts of one author's posts published on one Shanghai day, per owner key (0 = shared). */
export interface SocialAuthorDayTable {
  author_id: number;
  owner_key: number;
  day: number;
  posts: number;
  /** Posts that are not reposts or comments. */
  originals: number;
  /** Reposts, comments and likes the day's posts received (their counts as stored). */
  reposts: number;
  comments: number;
  likes: number;
  positive: number;
  neutral: number;
  /** Negative posts. */
  negative: number;
}

export interface MicroBlogAnalysisTable {
  id: Generated<number>;
  org_id: number;
  account_id: number | null;
  name: string;
  url: string;
  root_article_id: number | null;
  /** running | done | failed */
  status: string;
  progress: number;
  /** Why it failed (Chinese, shown to the user). */
  reason: string | null;
  job_id: number | null;
  /** JSON MicroBlogResult when done. */
  result: string | null;
  is_demo: number;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}
