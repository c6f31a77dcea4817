import { page } from './route-table';
import type { AppRoute, LazyPage } from './route-table';

const specialPages = {
  workspace: () => import('../features/special/pages/SpecialWorkspacePage'),
  editor: () => import('../features/special/pages/SpecialEditPage'),
} satisfies Record<string, LazyPage>;

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
} satisfies Record<string, LazyPage>;

/** SPEC §2 — 首页, articles, topics, warnings, data centre, events and reports (main layout). */
export const INSIGHT_ROUTES: AppRoute[] = [
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
];

/** SPEC §2 — 智库 (main layout). */
export const WISDOM_ROUTES: AppRoute[] = [
  page('/wisdomindex', '智库', 'wisdom', {
    menu: true,
    component: () => import('../features/wisdom/pages/WisdomIndexPage'),
  }),
  page('/wisdomdetails', '智库详情', 'wisdom', {
    activeMenu: '/wisdomindex',
    component: () => import('../features/wisdom/pages/WisdomDetailsPage'),
  }),
];
