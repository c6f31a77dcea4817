import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): big-screen settings and shares, hot topics, hot lists, 智库. */

export interface BigScreenSetTable {
  id: Generated<number>;
  org_id: number;
  screen_code: string;
  screen_title: string;
  /** JSON number[] */
  special_ids: string;
  /** JSON number[] */
  event_ids: string;
  time_range: string;
  refresh_seconds: number;
  /** 0 = no rotation; else seconds per screen of the organisation's set. */
  rotate_seconds: number;
  updated_at: number;
}

export interface BigScreenShareTable {
  id: Generated<number>;
  org_id: number;
  token: string;
  screen_code: string;
  special_id: number | null;
  event_id: number | null;
  expires_at: number;
  revoked_at: number | null;
  created_by: number | null;
  created_at: number;
}

export interface HotTopicTable {
  id: Generated<number>;
  title: string;
  /** JSON string[] */
  keywords: string;
  first_seen: number;
  updated_at: number;
}

/** Which topic a near-duplicate cluster (COALESCE(article.cluster_id, article.id)) belongs to. */
export interface HotTopicClusterTable {
  cluster_id: number;
  topic_id: number;
}

export interface HotListSnapshotTable {
  id: Generated<number>;
  platform: string;
  source_id: number | null;
  taken_at: number;
  item_count: number;
  is_demo: number;
}

export interface HotListItemTable {
  id: Generated<number>;
  snapshot_id: number;
  platform: string;
  taken_at: number;
  rank: number;
  title: string;
  /** The normalised title: one story across snapshots and platforms. */
  story_key: string;
  heat: number;
  url: string;
}

export interface WisdomCaseTable {
  id: Generated<number>;
  org_id: number;
  event_id: number | null;
  title: string;
  category: string;
  /** JSON string[] */
  tags: string;
  review: string;
  lessons: string;
  /** JSON CaseSnapshot: the closed event's facts frozen when the case was made. */
  snapshot: string;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface WisdomReportTable {
  id: Generated<number>;
  org_id: number;
  title: string;
  category: string;
  file_name: string;
  mime: string;
  /** Base64 of the uploaded file. */
  content: string;
  size: number;
  created_by: number | null;
  created_at: number;
}
