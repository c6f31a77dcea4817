/** Business constants of SPEC §9 with their Chinese labels. */

export const SENTIMENTS = {
  positive: '正面',
  negative: '负面',
  neutral: '中性',
  irrelevant: '与我无关（即删除）',
} as const;
export type Sentiment = keyof typeof SENTIMENTS;
export const SENTIMENT_CODES = ['positive', 'negative', 'neutral', 'irrelevant'] as const;

export const WARNING_LEVELS = { red: '红色', orange: '橙色', yellow: '黄色' } as const;
export type WarningLevel = keyof typeof WARNING_LEVELS;
export const WARNING_LEVEL_CODES = ['red', 'orange', 'yellow'] as const;

export const DOMESTIC_CARRIERS = {
  news: '新闻',
  weChat: '微信',
  comprehensive: '综合',
  blog: '博客',
  microBlog: '微博',
  forum: '论坛',
  postsBar: '贴吧',
  electronicNewspaper: '电子报',
  video: '视频',
  app: '客户端',
  interLocution: '问答',
  other: '其他',
} as const;
export type DomesticCarrier = keyof typeof DOMESTIC_CARRIERS;

export const ABROAD_CARRIERS = {
  news: '新闻',
  video: '视频',
  blog: '博客',
  twitter: '推特',
  forum: '论坛',
  facebook: '脸书',
  interLocution: '问答',
  other: '其他',
} as const;
export type AbroadCarrier = keyof typeof ABROAD_CARRIERS;

/**
 * Chat messages (即时通讯, 群组监测): an organisation's own carrier beside SPEC's lists. Only the
 * group-monitoring and warning rules match it, and only scopes that name it show it.
 */
export const CHAT_CARRIER = 'chat';
export const CHAT_CARRIER_LABEL = '群聊';

/** Every carrier code, domestic and abroad. */
export const CARRIER_CODES = [
  ...new Set([...Object.keys(DOMESTIC_CARRIERS), ...Object.keys(ABROAD_CARRIERS)]),
] as [string, ...string[]];

/** Every carrier an article can be stored with: SPEC's carriers and the chat messages. */
export const STORED_CARRIER_CODES: readonly string[] = [...CARRIER_CODES, CHAT_CARRIER];

/** Export options: selected articles only (0) or the newest N. */
export const EXPORT_COUNTS = [0, 1000, 5000, 8000] as const;

export const REPORT_PERIODS = { day: '日报', week: '周报', month: '月报' } as const;
export const REPORT_PERIOD_CODES = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIOD_CODES)[number];

/** Report kinds (报告类型): the three periods, on-demand topic reports and per-topic dailies. */
export const BRIEFING_TYPES = {
  day: '日报',
  week: '周报',
  month: '月报',
  special: '专题报告',
  specialDay: '专题日报',
} as const;
export type BriefingType = keyof typeof BRIEFING_TYPES;
export const BRIEFING_TYPE_CODES = ['day', 'week', 'month', 'special', 'specialDay'] as const;

/** Template editions: 1 = 通用版 (/paperDetail), 2 = 媒体版 (/paperDetail2). SPEC §2 Links. */
export const TEMPLATE_TYPES = { 1: '通用版', 2: '媒体版' } as const;

/** The sections a report template orders (报告模板的板块). */
export const BRIEFING_SECTIONS = {
  overview: '数据概览',
  sentiment: '情感分析',
  trend: '信息走势',
  carrier: '载体分布',
  region: '地域分布',
  hotWords: '热词分析',
  negatives: '重点负面信息',
  analystArticles: '重点关注信息',
  events: '事件摘要',
  media: '媒体活跃度',
  editorNote: '编者按',
} as const;
export type BriefingSectionKey = keyof typeof BRIEFING_SECTIONS;
export const BRIEFING_SECTION_CODES = [
  'overview',
  'sentiment',
  'trend',
  'carrier',
  'region',
  'hotWords',
  'negatives',
  'analystArticles',
  'events',
  'media',
  'editorNote',
] as const;

/** Generation states of a report: 待生成, 生成中, 已生成, 生成失败. */
export const BRIEFING_STATUS = {
  pending: '待生成',
  generating: '生成中',
  done: '已生成',
  failed: '生成失败',
} as const;
export type BriefingStatus = keyof typeof BRIEFING_STATUS;

export const SEARCH_AREAS = { all: '标题或正文', title: '标题', content: '正文' } as const;
export const SEARCH_AREA_CODES = ['all', 'title', 'content'] as const;

/** Position moves for groups, columns and sets. */
export const POSITION_TYPES = { up: '上移', down: '下移', top: '置顶', bottom: '置底' } as const;
export const POSITION_TYPE_CODES = ['up', 'down', 'top', 'bottom'] as const;

/** Account tiers (SPEC §6). */
export const ACCOUNT_KINDS = { root: '主账号', ordinary: '同级账号', sub: '子账号' } as const;
export type AccountKind = keyof typeof ACCOUNT_KINDS;

/** Editions offered at initial setup (/uelogin). */
export const EDITIONS = {
  government: '政务版',
  university: '高校版',
  enterprise: '企业版',
} as const;
export const EDITION_CODES = ['government', 'university', 'enterprise'] as const;

/** Kinds of audit entries the 日志审计 page filters by. */
export const AUDIT_KINDS = {
  login: '登录与退出',
  operation: '数据操作',
  export: '导出与下载',
  security: '账号安全',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
