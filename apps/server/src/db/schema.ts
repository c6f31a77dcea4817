import type { Generated } from 'kysely';

/** Row types of every table (snake_case, times in epoch ms). */

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  /** pending → active | rejected; active ↔ disabled. */
  status: string;
  edition: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  email: string | null;
  industry: string | null;
  region: string | null;
  remark: string | null;
  is_demo: number;
  require_phone_bind: number;
  max_ordinary_accounts: number;
  max_sub_accounts: number;
  created_at: number;
  approved_at: number | null;
}

export interface AccountTable {
  id: Generated<number>;
  org_id: number;
  user_name: string;
  password_hash: string;
  /** root (CA) | ordinary (same level) | sub */
  kind: string;
  parent_id: number | null;
  real_name: string | null;
  phone: string | null;
  /** JSON array of module keys, used for sub accounts. */
  permissions: string;
  status: string;
  failed_count: number;
  locked_until: number | null;
  initialized: number;
  is_platform_admin: number;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  system: string;
  account_id: number;
  org_id: number;
  ue_token: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  replaced_at: number | null;
  ip: string | null;
  device: string | null;
}

export interface PhoneCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginTicketTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  system: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  org_id: number | null;
  account_id: number | null;
  user_name: string | null;
  action: string;
  system: string | null;
  ip: string | null;
  device: string | null;
  detail: string | null;
  created_at: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

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
}

export interface ArticleRegionTable {
  article_id: number;
  code: string;
  /** province | city | county */
  level: string;
  is_publisher: number;
}

export interface ArticleKeywordTable {
  article_id: number;
  word: string;
  weight: number;
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

export interface RuleHitTable {
  rule_id: number;
  article_id: number;
  org_id: number;
  publish_time: number;
  carrier: string;
  sentiment: string;
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
}

/** A column (栏目) grouping an organisation's special topics. */
export interface SpecialColumnTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  position: number;
  show_state: number;
  top_state: number;
  enabled: number;
  created_at: number;
  updated_at: number;
}

/** A special topic (专题); its matching rule is the monitor_rule row `rule_id`. */
export interface SpecialTable {
  id: Generated<number>;
  org_id: number;
  column_id: number;
  name: string;
  /** simple | advanced */
  mode: string;
  /** JSON of the form's rule words (both modes' boxes, so switching mode loses nothing). */
  definition: string;
  area: string;
  /** JSON { carriers? } */
  filters: string;
  rule_id: number | null;
  position: number;
  show_state: number;
  top_state: number;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export interface DB {
  source: SourceTable;
  source_day: SourceDayTable;
  article: ArticleTable;
  article_region: ArticleRegionTable;
  article_keyword: ArticleKeywordTable;
  job: JobTable;
  monitor_rule: MonitorRuleTable;
  rule_hit: RuleHitTable;
  org_article_state: OrgArticleStateTable;
  api_key: ApiKeyTable;
  organisation: OrganisationTable;
  account: AccountTable;
  session: SessionTable;
  phone_code: PhoneCodeTable;
  login_ticket: LoginTicketTable;
  audit_log: AuditLogTable;
  app_meta: AppMetaTable;
  special_column: SpecialColumnTable;
  special: SpecialTable;
}
