import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): reports (报告/简报) and what they are made from. */

/** A report template: an ordered list of section codes (JSON) and its edition (1 通用版, 2 媒体版). */
export interface BriefingTemplateTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  template_type: number;
  /** JSON array of section codes, in order. */
  sections: string;
  header_text: string;
  footer_text: string;
  built_in: number;
  created_at: number;
  updated_at: number;
}

/** One report. Its template (JSON) and data snapshot (JSON) are frozen at generation. */
export interface BriefingTable {
  id: Generated<number>;
  org_id: number;
  title: string;
  /** day | week | month | special | specialDay */
  briefing_type: string;
  template_id: number | null;
  /** The template as it was when the report was made (JSON). */
  template: string;
  /** JSON array of special ids ([] = all topics of the organisation). */
  special_ids: string;
  /** JSON array of the topic names the report covers (frozen with it). */
  topic_names: string;
  start_time: number;
  end_time: number;
  /** auto | manual */
  source: string;
  /** Scheduled reports: `type:start[:specialId]`, unique per organisation. */
  period_key: string | null;
  /** pending | generating | done | failed */
  status: string;
  progress: number;
  progress_text: string | null;
  error_text: string | null;
  editor_note: string;
  snapshot: string | null;
  /** Scheduled reports that mail themselves when done: JSON { noticeIds }. */
  auto_send: string | null;
  created_by: number | null;
  created_at: number;
  generated_at: number | null;
  sent_at: number | null;
}

export interface BriefingSettingTable {
  id: Generated<number>;
  org_id: number;
  briefing_type: string;
  enabled: number;
  /** HH:mm, Shanghai time. */
  generate_time: string;
  template_id: number | null;
  special_ids: string;
  auto_send: number;
  notice_ids: string;
  /** When the schedule was last switched on: periods before it are never generated. */
  enabled_at: number | null;
  updated_at: number;
}

export interface BriefingNoticeTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  email: string;
  phone: string | null;
  created_at: number;
}

/** One mailing of a report to one recipient. */
export interface BriefingSendTable {
  id: Generated<number>;
  org_id: number;
  briefing_id: number;
  name: string;
  email: string;
  /** docx | pdf */
  format: string;
  message: string | null;
  /** queued | sent | failed */
  status: string;
  error_text: string | null;
  created_at: number;
  sent_at: number | null;
}

/** A finished document uploaded to the report list (定制报告). */
export interface CustomizedFileTable {
  id: Generated<number>;
  org_id: number;
  file_name: string;
  briefing_type: string | null;
  mime: string;
  size: number;
  body: Buffer;
  created_by: number | null;
  created_at: number;
}
