import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): Warning rules, recipients, firings, deliveries and read marks. */

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
