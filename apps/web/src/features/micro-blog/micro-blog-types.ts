/** Shapes the 微博分析 calls answer (server: modules/micro-blog). */

export type AnalysisStatus = 'running' | 'done' | 'failed';

export interface AnalysisRecord {
  analysisId: number;
  analysisName: string;
  microBlogUrl: string;
  status: AnalysisStatus;
  statusText: string;
  progress: number;
  reason: string | null;
  createTime: number;
  finishTime: number | null;
  authorName: string | null;
  text: string | null;
  coverage: Coverage | null;
  isDemo: boolean;
}

export interface Coverage {
  seen: number;
  shownReposts: number;
  shownComments: number;
  text: string;
}

export interface AnalysisInfo extends AnalysisRecord {
  participants: number | null;
  maxDepth: number | null;
  links: Record<string, number> | null;
}

/** Every result part comes with the analysis status; data is null until it is done. */
export interface Part<T> {
  status: AnalysisStatus;
  statusText: string;
  data: T | null;
}

export interface Brief {
  text: string;
  url: string;
  authorName: string;
  authorUid: string | null;
  gender: string | null;
  verified: boolean | null;
  followers: number | null;
  location: string | null;
  publishTime: number;
  reposts: number;
  comments: number;
  likes: number;
}

export interface Level {
  level: number;
  count: number;
  share: number;
}

export interface KeyNode {
  account: string;
  name: string;
  posts: number;
  downstream: number;
  direct: number;
  level: number;
  path: string[];
}

export interface Hierarchy {
  levels: Level[];
  maxDepth: number;
  maxWidth: number;
  widthLevel: number;
  keyNodes: KeyNode[];
  links: Record<string, number>;
}

export interface ShareItem {
  key: string;
  name: string;
  count: number;
  share: number;
}

export interface TrendPoint {
  time: number;
  reposts: number;
  comments: number;
  total: number;
  cumulative: number;
}

export interface Trend {
  interval: 'hour' | 'day';
  points: TrendPoint[];
}

export interface HotWord {
  word: string;
  count: number;
}

export interface CommentItem {
  id: number;
  name: string;
  text: string;
  time: number;
  sentiment: string;
  downstream: number;
  likes: number;
}

export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
  total: number;
}

/** How each parent link was found, as the page explains it. */
export const LINK_NAMES: Record<string, string> = {
  explicit: '平台给出的上级微博ID',
  url: '平台给出的上级微博链接',
  chain: '由“//@昵称:”转发链推断',
  root: '仅知原微博（挂在原微博下）',
};

export const STATUS_COLORS: Record<AnalysisStatus, string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
};
