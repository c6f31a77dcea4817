/**
 * Permission modules. Sub accounts are granted a subset; every call belongs to exactly one.
 * `auth` and `common` calls are open to every logged-in account of the organisation.
 */
export const MODULES = {
  auth: '登录与注册',
  common: '通用',
  dashboard: '首页',
  special: '专题监测',
  article: '文章',
  warning: '预警',
  event: '事件分析',
  report: '报告简报',
  account: '账号中心',
  favorite: '收藏归档',
  dataCenter: '云搜索',
  message: '消息中心',
  navy: '网评任务',
  oa: '舆情办公审批',
  intensiveMonitor: '重点监测',
  incident: '事件库',
  shortVideo: '短视频监测',
  abroad: '境外监测',
  topical: '热点话题',
  bigScreen: '大屏',
  dailyRecord: '工作日志',
  portrait: '网民画像',
  microBlog: '微博分析',
  blogger: '博主分析',
  multilingual: '多语种监测',
  instantMessaging: '即时通讯监测',
  group: '群组监测',
  wisdom: '智库',
  dataSource: '数据源',
} as const;

export type ModuleKey = keyof typeof MODULES;

/** Modules a sub account can be granted (the rest are always open or root-only). */
export const GRANTABLE_MODULES = (Object.keys(MODULES) as ModuleKey[]).filter(
  (m) => m !== 'auth' && m !== 'common' && m !== 'account',
);
