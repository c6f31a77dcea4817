import { OA_LEVEL_LABELS, OA_REPORT_STATE_LABELS } from '@guanlan/shared';

export interface OaReportItem {
  reportId: number;
  reportTitle: string;
  reportState: string;
  reportStateName: string;
  level: string;
  levelName: string;
  reportType: string;
  source: string;
  carrier: string;
  sentiment: string;
  articleUrl: string;
  articleId: number | null;
  reporterName: string;
  approverIds: number[];
  approverNames: string[];
  handlerId: number | null;
  handlerName: string;
  stepDeadline: string;
  overdue: boolean;
  createTime: string;
  updateTime: string;
  actions: string[];
}

export interface OaTimelineStep {
  logId: number;
  actorName: string;
  action: string;
  actionName: string;
  toState: string;
  toStateName: string;
  opinion: string;
  createTime: string;
}

export interface OaReportInfo extends OaReportItem {
  content: string;
  summary: string;
  instruction: string;
  feedback: string;
  snapshot: Record<string, string> | null;
  images: { imageId: number; imageName: string; imageData: string; createTime: string }[];
  timeline: OaTimelineStep[];
}

export interface OaUser {
  userId: number;
  userName: string;
  realName: string;
  kind: string;
}

export interface OaFlowMessage {
  messageId: number;
  reportId: number;
  title: string;
  content: string;
  readState: boolean;
  createTime: string;
}

export interface OaLogItem extends OaTimelineStep {
  reportId: number;
  reportTitle: string;
}

/** Tag colours of the report states. */
export const STATE_COLORS: Record<string, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'blue',
  handling: 'processing',
  feedback: 'cyan',
  finished: 'green',
  returned: 'red',
};

export const LEVEL_COLORS: Record<string, string> = { '1': 'red', '2': 'orange', '3': 'blue' };

export const STATE_OPTIONS = Object.entries(OA_REPORT_STATE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const LEVEL_OPTIONS = Object.entries(OA_LEVEL_LABELS).map(([value, label]) => ({
  value,
  label,
}));
