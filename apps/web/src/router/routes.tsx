import type { ComponentType } from 'react';
import type { ModuleKey } from '@guanlan/shared';
import type { KindPage } from '../features/monitor/pages/kind-pages';

/** A lazily loaded page module (its default export is the page component). */
export type LazyPage = () => Promise<{ default: ComponentType }>;

/**
 * One entry of the route table (ant-design-pro style). Paths are absolute. A node with
 * children renders its component around them; its own path shows a redirect or a page.
 */
export interface AppRoute {
  path: string;
  /** Chinese page title; the browser title is `${title} - 观澜舆情`. */
  title: string;
  /** Whether the page needs the authentication cookie (false only for SPEC §2 public pages). */
  auth: boolean;
  /** Permission module, used to group the side menu. */
  module: ModuleKey;
  component?: LazyPage;
  redirect?: string;
  children?: AppRoute[];
  /** Listed in the side menu of the main layout. */
  menu?: boolean;
  /** A page outside the menu that lights up this menu entry (an editor lights its list). */
  activeMenu?: string;
}

const placeholder: LazyPage = () => import('../components/PlaceholderPage');
const section: LazyPage = () => import('../layouts/RouteSection');

type Extra = Partial<Pick<AppRoute, 'component' | 'redirect' | 'children' | 'menu' | 'activeMenu'>>;

/** A page that needs login (the default). */
function page(path: string, title: string, module: ModuleKey, extra: Extra = {}): AppRoute {
  const component = extra.children ? section : placeholder;
  return { path, title, auth: true, module, component, ...extra };
}

/** A page open to visitors without a session. */
function publicPage(path: string, title: string, component: LazyPage = placeholder): AppRoute {
  return { path, title, auth: false, module: 'auth', component };
}

const authPages = {
  login: () => import('../features/auth/pages/LoginPage'),
  loginLoading: () => import('../features/auth/pages/LoginLoadingPage'),
  verifyPhone: () => import('../features/auth/pages/VerifyPhonePage'),
  forget: () => import('../features/auth/pages/ForgetPasswordPage'),
  register: () => import('../features/auth/pages/RegisterPage'),
  registerMobile: () => import('../features/auth/pages/RegisterMobilePage'),
  ueLogin: () => import('../features/auth/pages/UeLoginPage'),
} satisfies Record<string, LazyPage>;

const errorPages = {
  serverError: () => import('../features/errors/pages/ServerErrorPage'),
  notFound: () => import('../features/errors/pages/NotFoundPage'),
} satisfies Record<string, LazyPage>;

const specialPages = {
  workspace: () => import('../features/special/pages/SpecialWorkspacePage'),
  editor: () => import('../features/special/pages/SpecialEditPage'),
} satisfies Record<string, LazyPage>;

/** A page of the monitoring kinds (the shared workspace or set editor given its kind). */
const kindPage =
  (name: KindPage): LazyPage =>
  () =>
    import('../features/monitor/pages/kind-pages').then((m) => ({ default: m.KIND_PAGES[name] }));

const eventPages = {
  list: () => import('../features/event/pages/EventListPage'),
  shell: () => import('../features/event/pages/EventAnalysisShell'),
  context: () => import('../features/event/pages/ContextPage'),
  participant: () => import('../features/event/pages/ParticipantPage'),
  diffuse: () => import('../features/event/pages/DiffusePage'),
  growingTrend: () => import('../features/event/pages/GrowingTrendPage'),
  influence: () => import('../features/event/pages/InfluencePage'),
  dispose: () => import('../features/event/pages/DisposePage'),
  consensus: () => import('../features/event/pages/ConsensusPage'),
  report: () => import('../features/event/pages/EventReportPage'),
} satisfies Record<string, LazyPage>;

const reportPages = {
  daily: () => import('../features/report/pages/DailyReportPage'),
  weekly: () => import('../features/report/pages/WeeklyReportPage'),
  monthly: () => import('../features/report/pages/MonthlyReportPage'),
  special: () => import('../features/report/pages/SpecialReportsPage'),
  specialDaily: () => import('../features/report/pages/SpecialDailyReportPage'),
  template: () => import('../features/report/template/PaperTemplatePage'),
  paper: () => import('../features/report/paper/PaperDetailPage'),
  paperMedia: () => import('../features/report/paper/PaperDetailMediaPage'),
} satisfies Record<string, LazyPage>;

const bigScreen: LazyPage = () => import('../features/big-screen/pages/BigScreenPage');
const accountPages = {
  info: () => import('../features/account/pages/AccountInfoPage'),
  userMgt: () => import('../features/account/pages/UserMgtPage'),
  childMgt: () => import('../features/account/pages/ChildMgtPage'),
  navigation: () => import('../features/account/pages/NavigationPage'),
} satisfies Record<string, LazyPage>;

/** SPEC §2 — pages without login. */
const PUBLIC_ROUTES: AppRoute[] = [
  publicPage('/login', '登录', authPages.login),
  publicPage('/loginLoading', '正在登录', authPages.loginLoading),
  publicPage('/loginLoadingAjax', '正在登录', authPages.loginLoading),
  publicPage('/verifyPhone', '绑定手机号', authPages.verifyPhone),
  publicPage('/forget', '忘记密码', authPages.forget),
  publicPage('/register', '申请试用', authPages.register),
  publicPage('/registerMobile', '申请试用', authPages.registerMobile),
  publicPage(
    '/shareArticleDetails',
    '文章分享',
    () => import('../features/article/pages/ShareArticleDetailsPage'),
  ),
  publicPage(
    '/screenShare',
    '大屏分享',
    () => import('../features/big-screen/pages/SharedScreenPage'),
  ),
  publicPage(
    '/publicityPage',
    '产品介绍',
    () => import('../features/publicity/pages/PublicityPage'),
  ),
  publicPage('/uelogin', '初始设置', authPages.ueLogin),
  publicPage('/500', '系统异常', errorPages.serverError),
  publicPage('/404', '页面不存在', errorPages.notFound),
];

/** SPEC §2 — authenticated pages outside the main layout (reports and big screens). */
const STANDALONE_ROUTES: AppRoute[] = [
  page('/paperDetail', '简报详情（通用版）', 'report', { component: reportPages.paper }),
  page('/paperDetail2', '简报详情（媒体版）', 'report', { component: reportPages.paperMedia }),
  page('/visualScreen', '可视化大屏', 'bigScreen', { component: bigScreen }),
  page('/emergencyCommandCenter', '应急指挥中心', 'bigScreen', { component: bigScreen }),
  page('/publicOpinion', '舆情态势大屏', 'bigScreen', { component: bigScreen }),
  page('/dataSourceCenter', '数据源中心', 'bigScreen', {
    component: () => import('../features/big-screen/pages/SourceCenterRoute'),
  }),
  page('/hotList', '热榜大屏', 'bigScreen', { component: bigScreen }),
];

/** SPEC §2 — the children of the main layout at `/`. */
const LAYOUT_CHILDREN: AppRoute[] = [
  page('/dashboard', '首页', 'dashboard', {
    menu: true,
    component: () => import('../features/dashboard/pages/DashboardPage'),
  }),
  page('/fullScreen', '全屏监测', 'dashboard', {
    component: () => import('../features/dashboard/pages/FullScreenPage'),
  }),
  page('/articleDetails', '文章详情', 'article', {
    component: () => import('../features/article/pages/ArticleDetailsPage'),
  }),
  page('/articleDetailsTwo', '文章详情', 'article', {
    component: () => import('../features/article/pages/ArticleDetailsTwoPage'),
  }),

  page('/analyse/:id', '专题分析', 'special', { component: specialPages.workspace }),
  page('/analyseSet', '专题设置', 'special', {
    menu: true,
    // `notCreated` is the id of a topic that does not exist yet: the new-topic form.
    redirect: '/analyseSet/addAnalyse/notCreated',
    children: [
      page('/analyseSet/addAnalyse/:id', '专题编辑', 'special', { component: specialPages.editor }),
    ],
  }),

  page('/warningList', '预警信息', 'warning', {
    menu: true,
    component: () => import('../features/warning/pages/WarningListPage'),
  }),
  page('/setWarning', '预警设置', 'warning', {
    menu: true,
    component: () => import('../features/warning/pages/SetWarningPage'),
  }),
  page('/newRules', '新建预警规则', 'warning', {
    activeMenu: '/setWarning',
    component: () => import('../features/warning/pages/NewRulesPage'),
  }),

  page('/datadetails', '数据详情', 'dataCenter', {
    component: () => import('../features/data-center/pages/DataDetailsPage'),
  }),
  page('/dataindex', '数据中心', 'dataCenter', {
    menu: true,
    component: () => import('../features/data-center/pages/DataIndexPage'),
  }),
  page('/app/cloudSearchIndex', '云搜索', 'dataCenter', {
    menu: true,
    component: () => import('../features/cloud-search/pages/CloudSearchIndexPage'),
  }),
  page('/app/cloudSearchList', '云搜索结果', 'dataCenter', {
    activeMenu: '/app/cloudSearchIndex',
    component: () => import('../features/cloud-search/pages/CloudSearchListPage'),
  }),

  page('/incidentList', '事件库', 'incident', { menu: true, component: eventPages.list }),
  page('/incident/context', '事件详情', 'incident', {
    component: eventPages.shell,
    children: [
      page('/incident/context', '事件脉络', 'incident', { component: eventPages.context }),
      page('/incident/participant', '参与主体', 'incident', { component: eventPages.participant }),
      page('/incident/diffuse', '传播扩散', 'incident', { component: eventPages.diffuse }),
      page('/incident/growingTrend', '发展趋势', 'incident', {
        component: eventPages.growingTrend,
      }),
      page('/incident/influence', '影响力分析', 'incident', { component: eventPages.influence }),
      page('/incident/dispose', '处置情况', 'incident', { component: eventPages.dispose }),
      page('/incident/consensus', '舆论共识', 'incident', { component: eventPages.consensus }),
    ],
  }),
  page('/incident/report', '事件报告', 'incident', { component: eventPages.report }),

  page('/report', '报告简报', 'report', {
    menu: true,
    children: [
      page('/report/daily', '日报', 'report', { component: reportPages.daily }),
      page('/report/weeklyPaper', '周报', 'report', { component: reportPages.weekly }),
      page('/report/monthlyPaper', '月报', 'report', { component: reportPages.monthly }),
      page('/report/paperTemplate', '报告模板', 'report', { component: reportPages.template }),
      page('/report/SpecialReports', '专题报告', 'report', { component: reportPages.special }),
      page('/report/specialDailyPaper', '专题日报', 'report', {
        component: reportPages.specialDaily,
      }),
    ],
  }),

  page('/account/account', '账号中心', 'account', {
    menu: true,
    children: [
      page('/account/account', '账号信息', 'account', { component: accountPages.info }),
      page('/account/userMgt', '用户管理', 'account', { component: accountPages.userMgt }),
      page('/account/childMgt', '子账号管理', 'account', { component: accountPages.childMgt }),
      page('/account/navigation', '导航设置', 'account', { component: accountPages.navigation }),
      page('/account/filtration', '信息过滤', 'account', {
        component: () => import('../features/filter-box/pages/FiltrationPage'),
      }),
      page('/account/homeConfig', '首页配置', 'account', {
        component: () => import('../features/home-config/pages/HomeConfigPage'),
      }),
    ],
  }),
  page('/safetyCenter/logAudit', '日志审计', 'account', {
    menu: true,
    component: () => import('../features/safety/pages/LogAuditPage'),
  }),
  page('/account/collect', '收藏归档', 'favorite', {
    menu: true,
    component: () => import('../features/favorites/pages/CollectPage'),
  }),
  page('/appcenter', '应用中心', 'common', {
    menu: true,
    component: () => import('../features/app-center/pages/AppCenterPage'),
  }),

  page('/navtSystem', '网评任务', 'navy', {
    menu: true,
    component: () => import('../features/navy/pages/NavtSystemPage'),
  }),
  page('/navtSystem/detail/:id', '任务详情', 'navy', {
    activeMenu: '/navtSystem',
    component: () => import('../features/navy/pages/NavyTaskDetailPage'),
  }),
  page('/troops', '网评队伍', 'navy', {
    menu: true,
    component: () => import('../features/navy/pages/TroopsPage'),
  }),

  page('/emphasisMonitor', '重点监测', 'intensiveMonitor', {
    menu: true,
    component: () => import('../features/intensive/pages/EmphasisMonitorPage'),
  }),
  page('/customkeyword/:id', '自定义关键词', 'intensiveMonitor', {
    activeMenu: '/monitorlist',
    component: () => import('../features/intensive/pages/CustomKeywordPage'),
  }),
  page('/monitorlist', '监测列表', 'intensiveMonitor', {
    menu: true,
    component: () => import('../features/intensive/pages/MonitorListPage'),
  }),
  page('/keywordlist/:id', '关键词监测', 'intensiveMonitor', {
    activeMenu: '/emphasisMonitor',
    component: () => import('../features/intensive/pages/KeywordListPage'),
  }),

  page('/opinionOa', '舆情上报', 'oa', {
    menu: true,
    component: () => import('../features/oa/pages/OpinionOaPage'),
  }),
  page('/reportedDetail/:id', '上报详情', 'oa', {
    activeMenu: '/opinionOa',
    component: () => import('../features/oa/pages/ReportedDetailPage'),
  }),
  page('/opinionOa/opinionOAlist', '审批列表', 'oa', {
    menu: true,
    component: () => import('../features/oa/pages/OaListPage'),
  }),
  page('/oaloglist', '工作日志', 'dailyRecord', {
    menu: true,
    component: () => import('../features/daily-record/pages/OaLogListPage'),
  }),
  page('/seeOalog/:id', '日志详情', 'dailyRecord', {
    activeMenu: '/oaloglist',
    component: () => import('../features/daily-record/pages/SeeOalogPage'),
  }),

  page('/app/netizensPortrait', '网民画像', 'portrait', {
    menu: true,
    component: () => import('../features/portrait/pages/NetizensPortraitPage'),
  }),
  page('/app/portraitList/:id', '画像列表', 'portrait', {
    activeMenu: '/app/netizensPortrait',
    component: () => import('../features/portrait/pages/PortraitListPage'),
  }),
  page('/app/portraitDetail', '画像详情', 'portrait', {
    activeMenu: '/app/netizensPortrait',
    component: () => import('../features/portrait/pages/PortraitDetailPage'),
  }),
  page('/app/portraithistory', '画像记录', 'portrait', {
    activeMenu: '/app/netizensPortrait',
    component: () => import('../features/portrait/pages/PortraitHistoryPage'),
  }),
  page('/app/fullgraph', '关系全景图', 'portrait', {
    activeMenu: '/app/netizensPortrait',
    component: () => import('../features/portrait/pages/FullGraphPage'),
  }),

  page('/app/evolutionary', '博主分析', 'blogger', {
    redirect: '/app/blogger',
    children: [
      page('/app/blogger', '博主分析', 'blogger', {
        menu: true,
        component: () => import('../features/blogger/pages/BloggerPage'),
      }),
      page('/app/bloggerDetail', '博主详情', 'blogger', {
        activeMenu: '/app/blogger',
        component: () => import('../features/blogger/pages/BloggerDetailPage'),
      }),
      page('/app/sensitivity', '敏感博主', 'blogger', {
        menu: true,
        component: () => import('../features/blogger/pages/SensitivityPage'),
      }),
      page('/app/monitoringObject', '监测对象', 'blogger', {
        activeMenu: '/app/blogger',
        component: () => import('../features/blogger/pages/MonitoringObjectPage'),
      }),
      page('/app/monitoringContent', '监测内容', 'blogger', {
        activeMenu: '/app/blogger',
        component: () => import('../features/blogger/pages/MonitoringContentPage'),
      }),
      page('/app/microBlogAnalysis', '微博分析', 'microBlog', {
        menu: true,
        component: () => import('../features/micro-blog/pages/MicroBlogAnalysisPage'),
      }),
      page('/app/contrast', '博主对比', 'blogger', {
        activeMenu: '/app/blogger',
        component: () => import('../features/blogger/pages/ContrastPage'),
      }),
    ],
  }),
  page('/app/microBlogDetail', '微博详情', 'microBlog', {
    activeMenu: '/app/microBlogAnalysis',
    component: () => import('../features/micro-blog/pages/MicroBlogDetailPage'),
  }),
  page('/app/microBloghistory', '微博分析记录', 'microBlog', {
    activeMenu: '/app/microBlogAnalysis',
    component: () => import('../features/micro-blog/pages/MicroBlogHistoryPage'),
  }),

  page('/wisdomindex', '智库', 'wisdom', {
    menu: true,
    component: () => import('../features/wisdom/pages/WisdomIndexPage'),
  }),
  page('/wisdomdetails', '智库详情', 'wisdom', {
    activeMenu: '/wisdomindex',
    component: () => import('../features/wisdom/pages/WisdomDetailsPage'),
  }),

  page('/app/shortVideo/:id', '短视频监测', 'shortVideo', {
    component: kindPage('shortVideoWorkspace'),
  }),
  page('/shortVideo/details', '短视频详情', 'shortVideo', {
    component: () => import('../features/short-video/pages/ShortVideoDetailsPage'),
  }),
  page('/shortVideoSet', '短视频设置', 'shortVideo', {
    menu: true,
    redirect: '/shortVideoSet/addShortVideo/notCreated',
    children: [
      page('/shortVideoSet/addShortVideo/:id', '短视频方案编辑', 'shortVideo', {
        component: kindPage('shortVideoEditor'),
      }),
    ],
  }),

  page('/app/abroadWebsite', '境外网站导航', 'abroad', {
    menu: true,
    component: () => import('../features/abroad/pages/AbroadWebsitePage'),
  }),
  page('/app/abroadSocialization/:id', '境外监测', 'abroad', {
    component: kindPage('abroadWorkspace'),
  }),
  page('/abroadNewsSet', '境外监测设置', 'abroad', {
    menu: true,
    redirect: '/abroadNewsSet/addAbroadNews/notCreated',
    children: [
      page('/abroadNewsSet/addAbroadNews/:id', '境外方案编辑', 'abroad', {
        component: kindPage('abroadEditor'),
      }),
    ],
  }),

  page('/app/multilingual/:id', '多语种监测', 'multilingual', {
    component: kindPage('multilingualWorkspace'),
  }),
  page('/multilingualSet', '多语种设置', 'multilingual', {
    menu: true,
    redirect: '/multilingualSet/addMultilingual/notCreated',
    children: [
      page('/multilingualSet/addMultilingual/:id', '多语种方案编辑', 'multilingual', {
        component: kindPage('multilingualEditor'),
      }),
    ],
  }),

  page('/app/group/:id', '群组监测', 'group', {
    component: kindPage('groupWorkspace'),
  }),
  page('/groupSet', '群组设置', 'group', {
    menu: true,
    redirect: '/groupSet/addGroup/notCreated',
    children: [
      page('/groupSet/addGroup/:id', '群组方案编辑', 'group', {
        component: kindPage('groupEditor'),
      }),
    ],
  }),
  // SPEC §2 names no route for 即时通讯: its page sits beside 群组监测.
  page('/app/instantMessaging', '即时通讯', 'instantMessaging', {
    menu: true,
    component: () => import('../features/instant-messaging/pages/InstantMessagingPage'),
  }),

  page('/app/hottopic', '热点话题', 'topical', {
    menu: true,
    component: () => import('../features/hot-topic/pages/HotTopicPage'),
  }),
  page('/app/hottopicList', '热点榜单', 'topical', {
    menu: true,
    component: () => import('../features/hot-topic/pages/HotListPage'),
  }),
];

/** The main layout at `/`, which redirects to the dashboard. */
export const LAYOUT_ROUTE: AppRoute = {
  path: '/',
  title: '首页',
  auth: true,
  module: 'common',
  component: () => import('../layouts/MainLayout'),
  redirect: '/dashboard',
  children: LAYOUT_CHILDREN,
};

/** Any unknown path goes to /404. */
export const NOT_FOUND_PATH = '/404';
const CATCH_ALL: AppRoute = {
  path: '*',
  title: '页面不存在',
  auth: false,
  module: 'common',
  redirect: NOT_FOUND_PATH,
};

/** THE route table: every path of SPEC §2. */
export const ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...STANDALONE_ROUTES,
  LAYOUT_ROUTE,
  CATCH_ALL,
];

/** Every route of the table, depth first (a group before its children). */
export function flattenRoutes(routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}
