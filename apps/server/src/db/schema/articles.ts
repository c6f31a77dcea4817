import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): Sources, articles with their facts, rules and their hits, jobs, ingest keys. */

export interface SourceTable {
  id: Generated<number>;
  org_id: number | null;
  name: string;
  /** rss | site | account | api */
  kind: string;
  url: string;
  /** JSON: list-page selectors, URL pattern, etc. */
  config: string;
  carrier: string;
  region: string | null;
  language: string;
  is_abroad: number;
  /** The country of an abroad source (境外: an article is abroad by its source's country). */
  country?: string | null;
  weight: number;
  interval_sec: number;
  enabled: number;
  /** JSON: conditional-GET validators and crawl cursor. */
  state: string;
  next_run_at: number;
  last_run_at: number | null;
  last_success_at: number | null;
  last_error_at: number | null;
  last_error: string | null;
  consecutive_errors: number;
  items_total: number;
  created_at: number;
}

export interface SourceDayTable {
  source_id: number;
  day: number;
  items: number;
}

export interface ArticleTable {
  id: Generated<number>;
  url: string;
  url_hash: string;
  title: string;
  content: string;
  html: string | null;
  summary: string;
  site_name: string | null;
  source_id: number | null;
  carrier: string;
  is_abroad: number;
  language: string;
  publish_time: number;
  crawl_time: number;
  author_name: string | null;
  author_id: string | null;
  author_followers: number | null;
  author_verified: number | null;
  author_gender: string | null;
  author_region: string | null;
  publisher_province: string | null;
  publisher_city: string | null;
  sentiment: string;
  sentiment_score: number;
  /** JSON [{ word, weight }] */
  keywords: string;
  /** JSON { people, places, organisations } */
  entities: string;
  simhash: string;
  cluster_id: number | null;
  cover_url: string | null;
  reads: number;
  comments: number;
  forwards: number;
  likes: number;
  plays: number;
  parent_id: number | null;
  parent_url: string | null;
  is_demo: number;
  /** The organisation whose own source or ingest key brought it; null = the shared pool. */
  owner_org_id: number | null;
  /** A social post's platform identity, `platform:id` (e.g. weibo:yiSYdolcs). */
  post_key: string | null;
  /** What it reposts or comments on as given: `platform:id`, or `url:<articleKey>`. */
  parent_key: string | null;
  /** original | repost | comment (null: not a social post). */
  post_kind: string | null;
  /** How `parent_id` was found: explicit (id) | url | chain (//@昵称:) | root (hangs on the original). */
  link_via: string | null;
  social_author_id: number | null;
}

export interface ArticleRegionTable {
  article_id: number;
  code: string;
  /** province | city | county */
  level: string;
  is_publisher: number;
  /** The article's (the partition key on PostgreSQL). */
  publish_time: number;
}

export interface ArticleKeywordTable {
  article_id: number;
  word: string;
  weight: number;
  /** The article's (the partition key on PostgreSQL). */
  publish_time: number;
}

/** PostgreSQL only: the URL key of every stored article (idempotency of a partitioned table). */
export interface ArticleUrlTable {
  url_hash: string;
  publish_time: number;
  /** The id the URL's article was stored as (taken from the sequence at the claim). */
  article_id: number;
}

export interface JobTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  /** queued | running | done | failed */
  status: string;
  dedupe_key: string | null;
  org_id: number | null;
  run_at: number;
  attempts: number;
  max_attempts: number;
  lease_until: number | null;
  locked_by: string | null;
  progress: number;
  progress_text: string | null;
  last_error: string | null;
  result: string | null;
  created_at: number;
  updated_at: number;
}

export interface MonitorRuleTable {
  id: Generated<number>;
  org_id: number;
  /** special | warning | event | monitor | abroad | multilingual | group | shortVideo */
  kind: string;
  owner_id: number | null;
  name: string;
  /** JSON RuleDefinition (simple or advanced mode). */
  definition: string;
  area: string;
  /** JSON { carriers?, sourceIds?, regions?, languages?, isAbroad? } */
  filters: string;
  enabled: number;
  version: number;
  backfill_job_id: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * One row per (rule, article): the stored match, carrying the facts the analyses group by so a
 * rule's analyses read its hits alone. Written by ingest, the rule back-fill and 加入专题
 * (ingest/persist/hit-facts.ts); `sentiment` follows the organisation's judgements (ArticleRepo.judge).
 */
export interface RuleHitTable {
  rule_id: number;
  article_id: number;
  org_id: number;
  publish_time: number;
  carrier: string;
  /** The organisation's effective sentiment: its override, or `irrelevant` for 与我无关. */
  sentiment: string;
  /** COALESCE(article.cluster_id, article.id): the similar cluster. */
  cluster_key: number;
  site_name: string | null;
  author_name: string | null;
  author_followers: number | null;
  /** forwards + comments + likes. */
  engagement: number;
  /** Mentioned provinces as bits of PROVINCE_BITS (nlp/region-bits.ts). */
  region_mask: number;
  /** Mentioned Beijing districts as bits of BEIJING_DISTRICT_BITS. */
  district_mask: number;
  /** The article's detected language (article.language): 语种分布 counts the hits by it. */
  language: string;
}

/**
 * A rule's hits per Shanghai day (`(publish_time + 8 h) / 1 day`), carrier and effective
 * sentiment, kept by a trigger on rule_hit (migration 2026-11-30T0300; PostgreSQL only):
 * analysis/hit-cells.ts adds up a range's whole days from it.
 */
export interface RuleHitDayTable {
  day: number;
  rule_id: number;
  carrier: string;
  sentiment: string;
  org_id: number;
  n: number;
}

/**
 * RuleHitDayTable's counts per site (site_name; hits without one are left out): 媒体活跃度排行
 * adds up a rule's whole days from it (migration 2026-12-01T0200). PostgreSQL only.
 */
export interface RuleHitSiteDayTable {
  day: number;
  rule_id: number;
  site_name: string;
  carrier: string;
  sentiment: string;
  org_id: number;
  n: number;
}

/**
 * RuleHitDayTable's counts per region map and area: bit `bit` of the hits' region_mask
 * (`map` province) or district_mask (`map` beijing), see nlp/region-bits.ts. PostgreSQL only.
 */
export interface RuleHitRegionDayTable {
  day: number;
  rule_id: number;
  map: string;
  carrier: string;
  sentiment: string;
  bit: number;
  org_id: number;
  n: number;
}

/**
 * One row per (organisation, rule kind, article) that any of the organisation's rules of that
 * kind hit, with the facts its hits carry (RuleHitTable): 全部专题 reads one range of it.
 * Written with the hits (ingest/persist/org-hits.ts); `sentiment` follows ArticleRepo.judge.
 */
export interface OrgHitTable extends Omit<RuleHitTable, 'rule_id'> {
  /** monitor_rule.kind of the rules: special, warning, event, … */
  kind: string;
}

/**
 * Articles per UTC hour of publish time, owner (0 = the shared pool), carrier and model
 * sentiment, with their newest crawl time (analysis/hour-counts.ts reads them).
 */
export interface ArticleHourTable {
  hour: number;
  owner_org_id: number;
  carrier: string;
  sentiment: string;
  n: number;
  latest_crawl: number;
}

/**
 * The organisations' judged articles per UTC hour, carrier, model sentiment and effective
 * sentiment (`irrelevant` for 与我无关), kept by triggers on org_article_state (migration
 * 2026-11-30T0400): analysis/hour-counts.ts corrects the hourly counts with them.
 */
export interface OrgJudgedHourTable {
  org_id: number;
  hour: number;
  carrier: string;
  model: string;
  judged: string;
  n: number;
}

export interface OrgArticleStateTable {
  org_id: number;
  article_id: number;
  sentiment: string | null;
  is_deleted: number;
  is_read: number;
  updated_at: number;
}

export interface ApiKeyTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  /** A platform administrator's key: its articles feed the shared pool. */
  is_platform: Generated<number>;
}
