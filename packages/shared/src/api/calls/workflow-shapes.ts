/**
 * States, labels and transitions of the two workflow systems (网评任务 and 舆情上报审批). The
 * server enforces the transitions; the web shows the labels and offers only allowed actions.
 */

/** 网评任务: 草稿 → 进行中 → 已截止 → 已完成. */
export const NAVY_TASK_STATES = ['draft', 'published', 'closed', 'finished'] as const;
export type NavyTaskState = (typeof NAVY_TASK_STATES)[number];
export const NAVY_TASK_STATE_LABELS: Record<NavyTaskState, string> = {
  draft: '草稿',
  published: '进行中',
  closed: '已截止',
  finished: '已完成',
};
/** The only moves a task may make (a published task past its deadline is closed on its own). */
export const NAVY_TASK_TRANSITIONS: Record<NavyTaskState, readonly NavyTaskState[]> = {
  draft: ['published'],
  published: ['closed'],
  closed: ['finished'],
  finished: [],
};

export const NAVY_REVIEW_STATES = ['pending', 'passed', 'rejected'] as const;
export const NAVY_REVIEW_STATE_LABELS: Record<(typeof NAVY_REVIEW_STATES)[number], string> = {
  pending: '待审核',
  passed: '已通过',
  rejected: '已驳回',
};

/** 队伍成员: 待审核 / 已通过 / 已拒绝. */
export const NAVY_MEMBER_STATES = ['pending', 'passed', 'rejected'] as const;
export const NAVY_MEMBER_STATE_LABELS: Record<(typeof NAVY_MEMBER_STATES)[number], string> = {
  pending: '待审核',
  passed: '已通过',
  rejected: '已拒绝',
};

/** Evidence of a submitted URL: fetched and found, fetched and gone, or not verifiable. */
export const NAVY_EVIDENCE_LABELS: Record<string, string> = {
  exists: '页面存在',
  missing: '页面不存在',
  unverified: '未核验',
};

/** What a task is about in the main system. */
export const NAVY_LINK_TYPES = ['article', 'warning', 'event'] as const;
export const NAVY_LINK_TYPE_LABELS: Record<(typeof NAVY_LINK_TYPES)[number], string> = {
  article: '文章',
  warning: '预警',
  event: '事件',
};

/** 舆情上报: 草稿 → 待审核 → 已批示 → 处置中 → 已反馈 → 已办结, or 已退回. */
export const OA_REPORT_STATES = [
  'draft',
  'pending',
  'approved',
  'handling',
  'feedback',
  'finished',
  'returned',
] as const;
export type OaReportState = (typeof OA_REPORT_STATES)[number];
export const OA_REPORT_STATE_LABELS: Record<OaReportState, string> = {
  draft: '草稿',
  pending: '待审核',
  approved: '已批示',
  handling: '处置中',
  feedback: '已反馈',
  finished: '已办结',
  returned: '已退回',
};

/** Steps of a report and who takes them. */
export const OA_ACTIONS = [
  'submit',
  'approve',
  'return',
  'forward',
  'handle',
  'feedback',
  'finish',
] as const;
export type OaAction = (typeof OA_ACTIONS)[number];
export type OaRole = 'reporter' | 'approver' | 'handler';
export const OA_ACTION_LABELS: Record<OaAction | 'create' | 'edit', string> = {
  create: '创建上报',
  edit: '修改上报',
  submit: '提交上报',
  approve: '批示',
  return: '退回',
  forward: '转审',
  handle: '开始处置',
  feedback: '处置反馈',
  finish: '办结',
};
/** Per action: the states it starts from, the state it leads to, and the role that may take it. */
export const OA_TRANSITIONS: Record<
  OaAction,
  { from: readonly OaReportState[]; to: OaReportState; role: OaRole }
> = {
  submit: { from: ['draft', 'returned'], to: 'pending', role: 'reporter' },
  approve: { from: ['pending'], to: 'approved', role: 'approver' },
  return: { from: ['pending'], to: 'returned', role: 'approver' },
  forward: { from: ['pending'], to: 'pending', role: 'approver' },
  handle: { from: ['approved'], to: 'handling', role: 'handler' },
  feedback: { from: ['handling'], to: 'feedback', role: 'handler' },
  finish: { from: ['feedback'], to: 'finished', role: 'approver' },
};

/** 上报等级 Ⅰ/Ⅱ/Ⅲ and their default step deadlines in minutes. */
export const OA_LEVELS = ['1', '2', '3'] as const;
export const OA_LEVEL_LABELS: Record<(typeof OA_LEVELS)[number], string> = {
  '1': 'Ⅰ级',
  '2': 'Ⅱ级',
  '3': 'Ⅲ级',
};
export const OA_DEFAULT_DEADLINE_MINUTES: Record<(typeof OA_LEVELS)[number], number> = {
  '1': 60,
  '2': 240,
  '3': 1440,
};
export const OA_REPORT_TYPES = ['负面舆情', '突发事件', '社情民意', '政策反响', '其他'] as const;
