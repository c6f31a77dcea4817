/** Shapes of the 即时通讯 answers the pages read (the contract leaves outputs open). */

export interface ImSet {
  setId: number;
  setName: string;
}

export interface ImGroup {
  groupId: number;
  groupName: string;
  sets: ImSet[];
}

export interface ChatItem {
  instantMessagingId: number;
  setId: number;
  platform: string;
  platformName: string;
  account: string;
  nickName: string;
  remark: string;
  consentSource: string;
  retentionDays: number;
  webhookConnected: boolean;
  messageCount: number;
  personCount: number;
}

export interface MeetItem {
  meetId: number;
  instantMessagingId: number;
  groupName: string;
  platformName: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  messageCount: number;
  personCount: number;
  firstMessage: string;
}

export interface RecordItem {
  recordId: number;
  time: string;
  speaker: string;
  senderId: string;
  content: string;
  recalled: boolean;
  hit: boolean;
}

export interface PersonItem {
  personId: number;
  senderId: string;
  nickName: string;
  messageCount: number;
  firstTime: string;
  nickNameHistory: { nickName: string; since: string }[];
}

export interface Paged<T> {
  list: T[];
  total: number;
  rule?: string;
}

/** Platforms of watched chats (SPEC call enum) with their Chinese names. */
export const PLATFORM_OPTIONS = [
  { value: 'weChat', label: '微信' },
  { value: 'qq', label: 'QQ' },
  { value: 'dingTalk', label: '钉钉' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'whatsApp', label: 'WhatsApp' },
  { value: 'line', label: 'LINE' },
  { value: 'other', label: '其他' },
] as const;

export type Platform = (typeof PLATFORM_OPTIONS)[number]['value'];

/** The file formats 导入 reads. */
export const IMPORT_FORMATS = [
  { value: 'telegram', label: 'Telegram 导出（result.json）' },
  { value: 'ndjson', label: '通用 NDJSON（每行一条消息）' },
] as const;
