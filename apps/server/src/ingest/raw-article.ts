/**
 * What every collector (RSS/Atom, site crawler, ingest API, file import, demo corpus) hands
 * to the pipeline. Only `url` and `title` are required; the pipeline derives the rest.
 */
export interface RawArticle {
  url: string;
  title: string;
  /** Plain text body; when absent the pipeline derives it from `html`. */
  content?: string;
  /** Original HTML body; the pipeline sanitises it (no script, handlers or javascript: URLs). */
  html?: string;
  summary?: string;
  siteName?: string;
  /** Source directory id when the article came from a configured source. */
  sourceId?: number;
  /** Carrier code (SPEC §9); defaults to the source's carrier, else `news`. */
  carrier?: string;
  isAbroad?: boolean;
  /** ISO 639-1 code when the collector knows it; otherwise detected. */
  language?: string;
  /** Epoch ms; defaults to crawl time. */
  publishTime?: number;
  author?: {
    name?: string;
    id?: string;
    followers?: number;
    verified?: boolean;
    gender?: 'm' | 'f';
    region?: string;
  };
  coverUrl?: string;
  engagement?: {
    reads?: number;
    comments?: number;
    forwards?: number;
    likes?: number;
    plays?: number;
    /** 收藏数 of a video (短视频), when the platform shows it. */
    favourites?: number;
  };
  /** URL of the post this one forwards or comments on. */
  parentUrl?: string;
  /** Publisher's region (e.g. 北京市) when the carrier provides it. */
  publisherRegion?: string;
  /** Marks generated demo data (演示数据). */
  isDemo?: boolean;
  /**
   * The organisation whose own source or ingest key brought the article: it is matched and
   * shown only there. Absent for platform sources, platform keys, import and demo data.
   */
  ownerOrgId?: number | null;
  /** A social post (微博 …): its platform identity, kind, links and the author's profile. */
  social?: SocialPostFields;
}

/** What a platform tells about a post beyond the article fields (see social/social-repo.ts). */
export interface SocialPostFields {
  /** Lower-case platform code, e.g. `weibo`. */
  platform: string;
  /** The post's id on the platform (Weibo mid). */
  postId?: string;
  kind?: 'original' | 'repost' | 'comment';
  /** The post this one reposts or comments on, by platform id (explicit link). */
  parentId?: string;
  /** The cascade's original post, when the platform tells only that (parent then inferred). */
  rootId?: string;
  rootUrl?: string;
  /** Profile fields beyond `author` (uid, name, gender, followers, verified are there). */
  profile?: {
    verifiedType?: number;
    friends?: number;
    postCount?: number;
    location?: string;
    /** Account creation, epoch ms. */
    registeredAt?: number;
    avatarUrl?: string;
  };
}
