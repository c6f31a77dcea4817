import { GRANTABLE_MODULES, MODULES } from '@guanlan/shared';
import type { ModuleKey } from '@guanlan/shared';

/** What each module does, one Chinese sentence for the 应用中心 cards. */
export const MODULE_DESCRIPTIONS: Record<ModuleKey, string> = {
  auth: '登录、注册与单点登录。',
  common: '通用功能。',
  dashboard: '首页总览：各载体数据量、情感走势、热词与最新预警一屏掌握。',
  special: '按关键词规则建立专题，实时匹配全网信息并提供走势、地域、热词等七项分析。',
  article: '文章详情、情感研判、相似文章与传播路径分析。',
  warning: '按专题与关键词设置机器或人工预警，站内、短信、邮件与机器人即时推送。',
  event: '对重大事件做脉络、参与主体、传播扩散与影响力分析，一键生成事件报告。',
  report: '日报、周报、月报与专题报告按模板自动生成，支持 Word 下载与邮件发送。',
  account: '账号信息、用户与子账号管理、导航与首页设置。',
  favorite: '把重要文章收藏到文件夹，随时归档与导出。',
  dataCenter: '全库检索与云搜索，按载体、情感、时间筛选并导出。',
  message: '预警、简报与任务消息的站内通知中心。',
  navy: '网评任务的派发、执行与审核，统计网评队伍成效。',
  oa: '舆情上报与审批流转，留痕可查。',
  intensiveMonitor: '对重点账号、重点网站与重点关键词单独盯防。',
  incident: '沉淀历史事件，形成可检索的事件库。',
  shortVideo: '抖音、快手等短视频平台的内容与评论监测。',
  abroad: '境外新闻网站与社交媒体的涉我报道监测。',
  topical: '全网热点话题与热榜追踪。',
  bigScreen: '舆情态势、应急指挥与热榜大屏，适合指挥中心展示。',
  dailyRecord: '值班与工作日志，记录每日舆情处置情况。',
  portrait: '网民画像：发文习惯、关注领域与关系图谱。',
  microBlog: '单条微博的转发层级、关键传播节点与情感分析。',
  blogger: '博主影响力分析、敏感博主发现与多博主对比。',
  multilingual: '英、日、韩、俄等多语种内容监测与自动翻译。',
  instantMessaging: '即时通讯群组的会话与参会记录监测。',
  group: '群组监测：按群组汇聚讨论，发现苗头性信息。',
  wisdom: '智库：舆情案例、研究报告与处置经验。',
  dataSource: '数据源管理：站点、RSS 与接入接口的采集状态。',
};

/** Modules beyond the common core, by edition (政务版 carries every module). */
const EDITION_EXTRAS: Record<string, readonly ModuleKey[]> = {
  government: ['navy', 'oa', 'portrait', 'microBlog', 'blogger', 'group', 'instantMessaging'],
  university: ['oa', 'portrait', 'microBlog', 'blogger', 'group'],
  enterprise: ['portrait', 'microBlog', 'blogger'],
};
const OPTIONAL = new Set(Object.values(EDITION_EXTRAS).flat());

/** The grantable modules an organisation of `edition` has (no edition yet: all of them). */
export function editionModules(edition: string | null): ModuleKey[] {
  const extras = edition ? EDITION_EXTRAS[edition] : undefined;
  if (!extras) {
    return [...GRANTABLE_MODULES];
  }
  return GRANTABLE_MODULES.filter((m) => !OPTIONAL.has(m) || extras.includes(m));
}

export function moduleTitle(module: ModuleKey): string {
  return MODULES[module];
}

export function isModuleKey(value: string): value is ModuleKey {
  return Object.hasOwn(MODULES, value);
}
