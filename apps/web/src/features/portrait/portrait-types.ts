/** A 网民画像 record (findPortraitAnalysisPage / findPortraitAnalysisInfo). */
export interface PortraitItem {
  portraitId: number;
  nickName: string;
  carrier: string;
  carrierName: string;
  authorUid: string | null;
  homeUrl: string | null;
  status: 'running' | 'done' | 'failed';
  statusName: string;
  startTime: string;
  endTime: string;
  createTime: string;
  reason?: string;
  profile?: {
    uid: string;
    name: string;
    gender: string | null;
    verified: boolean;
    followers: number | null;
    friends: number | null;
    postCount: number | null;
    region: string | null;
  };
  statistics?: {
    posts: number;
    originals: number;
    reposts: number;
    replies: number;
    forwards: number;
    comments: number;
    likes: number;
    activeDays: number;
    firstTime: string | null;
    lastTime: string | null;
  };
}

export interface PortraitStats {
  total: number;
  running: number;
  done: number;
  failed: number;
  carriers: { carrier: string; carrierName: string; count: number }[];
}

export interface RegionLocus {
  stops: { region: string; firstTime: string; lastTime: string; posts: number }[];
  regions: { region: string; count: number }[];
}
