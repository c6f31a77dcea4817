import type { SentimentCounts } from './people-charts';

/** A 博主分析 list row (findBloggerAnalysisPage and its sensitive twin). */
export interface AnalysisItem {
  analysisId: number;
  bloggerName: string;
  bloggerUid: string | null;
  status: 'running' | 'done' | 'failed';
  statusName: string;
  failReason: string | null;
  startTime: string;
  endTime: string;
  createTime: string;
  analysedTime: string | null;
  bci: number | null;
  postCount: number | null;
  warningCount: number | null;
  sensitiveCount: number | null;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export interface Band {
  name: string;
  count: number;
}

export interface PostItem {
  id: number;
  title: string;
  publishTime: string;
  summary?: string;
  url?: string;
  author?: string;
  sentiment?: string;
  forwards?: number;
  comments?: number;
  likes?: number;
  sensitiveWords?: string[];
}

/** findBloggerAnalysisInfo: the row and, when done, every chart of the detail page. */
export interface AnalysisDetail extends AnalysisItem {
  kind: 'blogger' | 'sensitive';
  sensitiveArticles?: PostItem[];
  result: {
    profile: {
      uid: string;
      name: string;
      gender: string | null;
      verified: boolean;
      followers: number | null;
      friends?: number | null;
      postCount?: number | null;
      region: string | null;
    };
    window: { days: number; startText: string; endText: string };
    totals: {
      posts: number;
      originals: number;
      reposts: number;
      forwards: number;
      comments: number;
      likes: number;
      warnings: number;
      sensitive: number;
    };
    bci: {
      index: number;
      activity: number;
      reach: number;
      x: { posts: number; reposts: number; comments: number; likes: number };
      formula: string;
    };
    trend: { date: string; posts: number; forwards: number; comments: number; likes: number }[];
    sentiment: SentimentCounts;
    forwardDistribution: Band[];
    commentDistribution: Band[];
    commentSentiment: SentimentCounts;
    hotWords: { word: string; count: number }[];
    commenters: { uid: string; name: string; count: number }[];
    topPosts: {
      id: number;
      title: string;
      time: string;
      forwards: number;
      comments: number;
      likes: number;
    }[];
    coverage: { childrenSeen: number; childrenClaimed: number };
  } | null;
}

export interface ContrastTotal {
  contrastName: string;
  createTime: string;
  members: ({
    analysisId: number;
    name: string;
    uid: string;
    bci: number;
  } & AnalysisDetailTotals)[];
  pairs: {
    a: number;
    b: number;
    wordOverlap: number;
    sharedWords: string[];
    sharedCommenters: { uid: string; name: string }[];
    sharedCommenterCount: number;
  }[];
  commonWords: string[];
  commonCommenters: { uid: string; name: string }[];
}

type AnalysisDetailTotals = NonNullable<AnalysisDetail['result']>['totals'];

export interface ContrastRecord {
  contrastId: number;
  contrastName: string;
  analysisIds: number[];
  createTime: string;
}

export interface SensitiveRank {
  rank: number;
  bloggerUid: string;
  bloggerName: string;
  sensitiveCount: number;
  words: { word: string; count: number }[];
  latestTime: string;
  analysisId: number | null;
}

export const STATUS_COLORS: Record<string, string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
};
