export interface DailyRecordItem {
  recordId: number;
  userId: number;
  userName: string;
  recordDate: string;
  content: string;
  plan: string;
  readCount: number;
  readByMe: boolean;
  updateTime: string;
}

export interface DailyRecordInfo {
  recordId: number;
  userName: string;
  recordDate: string;
  content: string;
  plan: string;
  createTime: string;
  updateTime: string;
  own: boolean;
  readers: { userName: string; readTime: string }[];
}

/** Today in Shanghai as YYYY-MM-DD. */
export function todayCn(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}
