export interface TopicRow {
  topicalId: number;
  rank: number;
  title: string;
  keywords: string[];
  heat: number;
  count: number;
  previousCount: number;
  growth: number;
  engagement: number;
  carriers: number;
  sourceWeight: number;
  trend: { time: string; count: number }[];
  sentiments: Record<string, number>;
  firstSource: { articleId: number; title: string; siteName: string; publishTime: string } | null;
  firstSeen: string;
}

export interface TopicRanking {
  list: TopicRow[];
  total: number;
  formula: string;
}

export interface HotRow {
  rank: number;
  title: string;
  storyKey: string;
  heat?: number;
  score?: number;
  url?: string;
  move: 'new' | 'rising' | 'falling' | 'same';
  previousRank?: number | null;
  bestRank?: number;
  firstSeen: string;
  lastSeen?: string;
  minutesOnList?: number;
  platforms?: { platform: string; platformName: string; rank: number }[];
}

/** 3 h 20 min style duration. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}小时${m ? `${m}分` : ''}` : `${m}分钟`;
}

/** +150% / −20% growth over the previous window. */
export function growthText(growth: number): string {
  const pct = Math.round(growth * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}
