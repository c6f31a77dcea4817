import { page } from './route-table';
import type { AppRoute } from './route-table';

/** SPEC §2 — 网评任务 and 网评队伍 (main layout). */
export const NAVY_ROUTES: AppRoute[] = [
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
];

/** SPEC §2 — 舆情上报, its approval list and 工作日志 (main layout). */
export const OA_ROUTES: AppRoute[] = [
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
];
