import type { ColumnType, Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): What an organisation watches and keeps: topics, events, favourites, filters, themes. */

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
  /** The account that created the topic (专题数上限); null for older rows. */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
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

/** An article added to a day/week/month report (briefing_id 0 = the next one). */
export interface BriefingArticleTable {
  id: Generated<number>;
  org_id: number;
  article_id: number;
  /** day | week | month */
  period: string;
  briefing_id: number;
  position: number;
  /** The analyst's edits for the report (null = the article's own). */
  title: string | null;
  summary: string | null;
  category: string | null;
  created_by: number | null;
  created_at: number;
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

/** A group of monitoring sets of one kind (abroad, multilingual, shortVideo, intensive). */
export interface MonitorGroupTable {
  id: Generated<number>;
  org_id: number;
  kind: string;
  name: string;
  position: number;
  show_state: number;
  top_state: number;
  enabled: number;
  created_at: number;
  updated_at: number;
}

/** A monitoring set: the special's columns (column_id = its group) plus kind and extra JSON. */
export interface MonitorSetTable extends Omit<SpecialTable, 'id' | 'created_by'> {
  id: Generated<number>;
  kind: string;
  /** JSON of the kind's own fields (languages, countries, platforms, monitored account …). */
  extra: string;
}

/** A custom keyword of a monitored object (重点监测); its rule is monitor_rule `rule_id`. */
export interface MonitorKeywordTable {
  id: Generated<number>;
  org_id: number;
  set_id: number;
  name: string;
  mode: string;
  definition: string;
  area: string;
  filters: string;
  rule_id: number | null;
  created_at: number;
  updated_at: number;
}

/** The counts of a video at one moment; null = the platform does not expose that count. */
export interface VideoSnapshotTable {
  article_id: number;
  taken_at: number;
  plays: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  favourites: number | null;
}

/** A cached translation of an article's title and summary into one language. */
export interface ArticleTranslationTable {
  article_id: number;
  language: string;
  title: string;
  summary: string;
  created_at: number;
}

/** A stored media file (video covers), addressed by its content hash. */
export interface MediaObjectTable {
  id: Generated<number>;
  sha256: string;
  mime: string;
  size: number;
  body: Uint8Array;
  created_at: number;
}

/** An overseas media site of an organisation's 境外网站导航. */
export interface AbroadWebsiteTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  url: string;
  host: string;
  country: string;
  language: string;
  category: string;
  rss_url: string | null;
  created_at: number;
}

/** One outbound redirect through /indymedia/indyMedia/redirect (allowed or refused). */
export interface RedirectLogTable {
  id: Generated<number>;
  org_id: number | null;
  account_id: number | null;
  url: string;
  allowed: number;
  created_at: number;
}
