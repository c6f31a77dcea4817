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

/** A favourites folder; articles in folder 0 sit in 默认收藏夹. */
export interface FavoriteFolderTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  created_at: number;
}

export interface FavoriteArticleTable {
  org_id: number;
  article_id: number;
  folder_id: number;
  created_by: number | null;
  created_at: number;
}

/** A site, author or word kept out of lists and analyses (special_id 0 = everywhere). */
export interface FilterBoxTable {
  id: Generated<number>;
  org_id: number;
  special_id: number;
  /** site | author | word */
  filter_type: string;
  content: string;
  enabled: number;
  created_at: number;
}

/** A theme (主题) with its words (JSON string array). */
export interface ThemeTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  words: string;
  created_at: number;
  updated_at: number;
}

/** A JSON setting of an organisation (e.g. sensitiveInfo). */
export interface OrgSettingTable {
  org_id: number;
  key: string;
  value: string;
  updated_at: number;
}

/** A JSON setting of one account (e.g. warningVoice, homeConfig). */
export interface AccountSettingTable {
  account_id: number;
  key: string;
  value: string;
  updated_at: number;
}

/** A message-centre entry for one account. */
export interface MessageTable {
  id: Generated<number>;
  org_id: number;
  account_id: number;
  /** system | warning | briefing | task | approval */
  type: string;
  title: string;
  content: string;
  link: string | null;
  article_id: number | null;
  created_at: number;
  read_at: number | null;
}

/** An article pushed as a warning: by hand (artificial) or by a rule (machine). */
export interface WarningArticleTable {
  id: Generated<number>;
  org_id: number;
  article_id: number;
  kind: string;
  /** red | orange | yellow */
  level: string;
  rule_id: number | null;
  remark: string | null;
  created_by: number | null;
  created_at: number;
  /** The machine firing that warned it (null for artificial warnings). */
  firing_id: number | null;
}

/** An article added to a day/week/month report (briefing_id 0 = the next one). */
export interface BriefingArticleTable {
  id: Generated<number>;
  org_id: number;
  article_id: number;
  /** day | week | month */
  period: string;
  briefing_id: number;
  position: number;
  created_by: number | null;
  created_at: number;
}

/** A warning rule: machine (evaluated on ingest) or artificial (pushed by hand). */
export interface WarningRuleTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  kind: string;
  level: string;
  rule_id: number | null;
  mode: string;
  definition: string;
  area: string;
  /** JSON WarningConditions */
  conditions: string;
  /** JSON WarningDeliveryPolicy */
  delivery: string;
  enabled: number;
  show_state: number;
  top_state: number;
  last_fired_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A warning recipient: an account (in-app), an e-mail address, a phone, a robot webhook. */
export interface WarningNoticeTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  account_id: number | null;
  phone: string | null;
  email: string | null;
  wechat_open_id: string | null;
  webhook_url: string | null;
  webhook_type: string | null;
  created_at: number;
  updated_at: number;
}

export interface WarningRuleNoticeTable {
  rule_id: number;
  notice_id: number;
}

/** One firing of a rule: stored before any delivery. */
export interface WarningFiringTable {
  id: Generated<number>;
  org_id: number;
  rule_id: number;
  level: string;
  fire_key: string;
  reason: string;
  /** JSON number[] */
  article_ids: string;
  created_at: number;
}

/** One delivery of a firing to one recipient over one channel. */
export interface WarningDeliveryTable {
  id: Generated<number>;
  org_id: number;
  firing_id: number;
  rule_id: number;
  notice_id: number | null;
  channel: string;
  target: string;
  dedupe_key: string;
  status: string;
  attempts: number;
  detail: string | null;
  run_at: number;
  created_at: number;
  sent_at: number | null;
}

export interface WarningReadTable {
  account_id: number;
  warning_id: number;
  read_at: number;
}

/** One cloud search of an account (data centre 搜索记录). */
export interface SearchLogTable {
  id: Generated<number>;
  org_id: number;
  account_id: number;
  keyword: string;
  /** JSON { searchArea, timeRange, startTime, endTime, carriers, sentiments } */
  params: string;
  result_count: number;
  created_at: number;
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
  favorite_folder: FavoriteFolderTable;
  favorite_article: FavoriteArticleTable;
  filter_box: FilterBoxTable;
  theme: ThemeTable;
  org_setting: OrgSettingTable;
  account_setting: AccountSettingTable;
  message: MessageTable;
  warning_article: WarningArticleTable;
  briefing_article: BriefingArticleTable;
  search_log: SearchLogTable;
  warning_rule: WarningRuleTable;
  warning_notice: WarningNoticeTable;
  warning_rule_notice: WarningRuleNoticeTable;
  warning_firing: WarningFiringTable;
  warning_delivery: WarningDeliveryTable;
  warning_read: WarningReadTable;
  event: EventTable;
  event_dispose: EventDisposeTable;
}

/** An event (事件分析): a keyword rule (monitor_rule kind `event`) over a time window. */
export interface EventTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  description: string;
  /** simple | advanced */
  mode: string;
  /** JSON of the form's rule words (both modes' boxes). */
  definition: string;
  area: string;
  /** JSON { carriers? } */
  filters: string;
  rule_id: number | null;
  start_time: number;
  /** Null = open-ended (analyses run up to now). */
  end_time: number | null;
  show_state: number;
  top_state: number;
  enabled: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

/** A disposal record (处置记录) of an event: what was done, when and by which department. */
export interface EventDisposeTable {
  id: Generated<number>;
  org_id: number;
  event_id: number;
  dispose_time: number;
  department: string;
  content: string;
  account_id: number | null;
  author_name: string;
  created_at: number;
  updated_at: number;
}
