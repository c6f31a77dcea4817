import { page } from './route-table';
import type { AppRoute } from './route-table';

/** SPEC §2 — 网民画像, 博主分析 and 微博分析 (main layout). */
export const SOCIAL_ROUTES: AppRoute[] = [
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
];
