import type { Generated } from 'kysely';

/** Row types (snake_case, times in epoch ms): 博主分析, 博主对比, 敏感博主设置 and 网民画像. */

export interface BloggerAnalysisTable {
  id: Generated<number>;
  org_id: number;
  /** blogger | sensitive */
  kind: string;
  blogger_uid: string | null;
  blogger_name: string;
  home_url: string | null;
  start_time: number;
  end_time: number;
  /** running | done | failed */
  status: string;
  fail_reason: string | null;
  /** JSON BloggerSnapshot */
  result: string;
  created_by: number | null;
  created_at: number;
  analysed_at: number | null;
  /** 0–1 while the job runs; 1 once done or failed. */
  progress: number;
}

export interface BloggerContrastTable {
  id: Generated<number>;
  org_id: number;
  name: string;
  /** JSON number[] */
  analysis_ids: string;
  /** JSON ContrastResult, kept as it was when saved */
  result: string;
  created_by: number | null;
  created_at: number;
}

export interface SensitiveBloggerSetTable {
  org_id: number;
  /** JSON string[] */
  words: string;
  min_count: number;
  auto_analysis: number;
  updated_at: number;
}

export interface PortraitAnalysisTable {
  id: Generated<number>;
  org_id: number;
  nick_name: string;
  carrier: string;
  author_uid: string | null;
  home_url: string | null;
  start_time: number;
  end_time: number;
  /** running | done | failed */
  status: string;
  /** JSON { profile, statistics } */
  result: string;
  created_by: number | null;
  created_at: number;
  /** 0–1 while the job runs; 1 once done or failed. */
  progress: number;
  fail_reason: string | null;
}
