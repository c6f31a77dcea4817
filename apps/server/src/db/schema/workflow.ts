import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): 网评任务, 舆情上报审批 and 工作日志. */

export interface NavyGroupTable {
  id: Generated<number>;
  org_id: number;
  parent_id: number | null;
  name: string;
  created_at: number;
}

/** A troop member; `account_id` when the member joined with an invitation code. */
export interface NavyMemberTable {
  id: Generated<number>;
  org_id: number;
  group_id: number;
  account_id: number | null;
  name: string;
  phone: string | null;
  /** pending | passed | rejected */
  state: string;
  invite_id: number | null;
  joined_at: number;
}

export interface NavyInviteTable {
  id: Generated<number>;
  org_id: number;
  group_id: number;
  code: string;
  max_uses: number;
  used_count: Generated<number>;
  expire_at: number;
  created_at: number;
}

export interface NavyLabelTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  color: string;
}

export interface NavyTaskTypeTable {
  id: Generated<number>;
  org_id: number;
  name: string;
}

export interface NavyTaskTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  type_id: number;
  requirement: string;
  /** draft | published | closed | finished */
  state: string;
  deadline: number;
  review_deadline: number | null;
  /** article | warning | event */
  link_type: string | null;
  link_id: number | null;
  link_title: string;
  link_url: string;
  reference_text: string;
  /** JSON string[] */
  platforms: string;
  /** JSON number[] */
  group_ids: string;
  /** JSON number[] */
  label_ids: string;
  required_count: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface NavyTaskItemTable {
  id: Generated<number>;
  org_id: number;
  task_id: number;
  title: string;
  url: string;
  article_id: number | null;
  required_count: number;
  created_at: number;
}

export interface NavyCommentTable {
  id: Generated<number>;
  org_id: number;
  task_id: number;
  item_id: number;
  member_id: number;
  content: string;
  comment_url: string | null;
  screenshot_url: string | null;
  /** JSON data-URL[] */
  screenshots: string;
  submitted_at: number;
  late: number;
  /** pending | passed | rejected */
  review_state: string;
  review_opinion: string | null;
  score: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  /** exists | missing | unverified */
  evidence_state: string;
  evidence_status: number | null;
  evidence_note: string | null;
  evidence_at: number | null;
}

export interface OaReportTable {
  id: Generated<number>;
  org_id: number;
  title: string;
  content: string;
  /** 1 | 2 | 3 */
  level: string;
  report_type: string;
  state: string;
  article_id: number | null;
  warning_id: number | null;
  article_url: string;
  source: string;
  carrier: string;
  summary: string;
  sentiment: string;
  /** JSON snapshot of the reported article, kept when the article goes. */
  snapshot: string | null;
  reporter_id: number;
  /** `,3,7,` (see oa-ids.ts) */
  approver_ids: string;
  handler_id: number | null;
  instruction: string;
  feedback: string;
  step_started_at: number;
  step_deadline: number | null;
  overdue_noticed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface OaReportImageTable {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  name: string;
  data: string;
  created_at: number;
}

export interface OaReportLogTable {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  account_id: number;
  actor_name: string;
  action: string;
  from_state: string | null;
  to_state: string;
  opinion: string;
  created_at: number;
}

export interface OaFlowMessageTable {
  id: Generated<number>;
  org_id: number;
  report_id: number;
  log_id: number | null;
  account_id: number;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
}

export interface DailyRecordTable {
  id: Generated<number>;
  org_id: number;
  account_id: number;
  /** YYYY-MM-DD (Asia/Shanghai) */
  record_date: string;
  content: string;
  plan: string;
  created_at: number;
  updated_at: number;
}

export interface DailyRecordReadTable {
  record_id: number;
  account_id: number;
  read_at: number;
}
