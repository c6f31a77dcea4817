import { page } from './route-table';
import type { AppRoute, LazyPage } from './route-table';

const accountPages = {
  info: () => import('../features/account/pages/AccountInfoPage'),
  userMgt: () => import('../features/account/pages/UserMgtPage'),
  childMgt: () => import('../features/account/pages/ChildMgtPage'),
  navigation: () => import('../features/account/pages/NavigationPage'),
} satisfies Record<string, LazyPage>;

/** SPEC §2 — account centre, log audit, favourites and app centre (main layout). */
export const ACCOUNT_ROUTES: AppRoute[] = [
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
];
