import { page, publicPage } from './route-table';
import type { AppRoute, LazyPage } from './route-table';

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

const paperPages = {
  paper: () => import('../features/report/paper/PaperDetailPage'),
  paperMedia: () => import('../features/report/paper/PaperDetailMediaPage'),
} satisfies Record<string, LazyPage>;

const bigScreen: LazyPage = () => import('../features/big-screen/pages/BigScreenPage');

/** SPEC §2 — pages without login. */
export const PUBLIC_ROUTES: AppRoute[] = [
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
export const STANDALONE_ROUTES: AppRoute[] = [
  page('/paperDetail', '简报详情（通用版）', 'report', { component: paperPages.paper }),
  page('/paperDetail2', '简报详情（媒体版）', 'report', { component: paperPages.paperMedia }),
  page('/visualScreen', '可视化大屏', 'bigScreen', { component: bigScreen }),
  page('/emergencyCommandCenter', '应急指挥中心', 'bigScreen', { component: bigScreen }),
  page('/publicOpinion', '舆情态势大屏', 'bigScreen', { component: bigScreen }),
  page('/dataSourceCenter', '数据源中心', 'bigScreen', {
    component: () => import('../features/big-screen/pages/SourceCenterRoute'),
  }),
  page('/hotList', '热榜大屏', 'bigScreen', { component: bigScreen }),
];
