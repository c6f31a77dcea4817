import type { KindPage } from '../features/monitor/pages/kind-pages';
import { page } from './route-table';
import type { AppRoute, LazyPage } from './route-table';

/** A page of the monitoring kinds (the shared workspace or set editor given its kind). */
const kindPage =
  (name: KindPage): LazyPage =>
  () =>
    import('../features/monitor/pages/kind-pages').then((m) => ({ default: m.KIND_PAGES[name] }));

/** SPEC §2 — 重点监测 (main layout). */
export const INTENSIVE_ROUTES: AppRoute[] = [
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
];

/** SPEC §2 — the monitoring kinds: short video, abroad, multilingual, group and IM (main layout). */
export const KIND_ROUTES: AppRoute[] = [
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
];

/** SPEC §2 — 热点话题 (main layout). */
export const HOT_TOPIC_ROUTES: AppRoute[] = [
  page('/app/hottopic', '热点话题', 'topical', {
    menu: true,
    component: () => import('../features/hot-topic/pages/HotTopicPage'),
  }),
  page('/app/hottopicList', '热点榜单', 'topical', {
    menu: true,
    component: () => import('../features/hot-topic/pages/HotListPage'),
  }),
];
