import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { loginResult } from './login.js';

const credentials = z.object({
  userName: z.string().trim().min(1, { message: '请输入用户名' }).max(64),
  password: p.password(),
});

/** Entering the navy (网评任务) and OA systems from a main-system session (single sign-on). */
const systemEntry = z.object({ accessToken: z.string(), path: z.string() });

export const systemCalls = {
  navyLogin: defineCall({
    path: '/navy/login/ajaxLogin',
    title: '网评任务系统登录',
    module: 'auth',
    resource: 'session',
    auth: 'public',
    input: credentials,
    output: loginResult,
  }),
  navyLogout: defineCall({
    path: '/navy/login/logout',
    title: '网评任务系统退出',
    module: 'auth',
    resource: 'session',
    input: p.none(),
    output: p.ok(),
  }),
  oaLogin: defineCall({
    path: '/opinionOA/report/login',
    title: '舆情办公审批系统登录',
    module: 'auth',
    resource: 'session',
    auth: 'public',
    input: credentials,
    output: loginResult,
  }),
  oaLogout: defineCall({
    path: '/opinionOA/report/logout',
    title: '舆情办公审批系统退出',
    module: 'auth',
    resource: 'session',
    input: p.none(),
    output: p.ok(),
  }),
  navySystemPage: defineCall({
    path: '/api/navy/navySystemPage',
    title: '进入网评任务系统',
    module: 'navy',
    resource: 'session',
    input: p.none(),
    output: systemEntry,
  }),
  oaSystemPage: defineCall({
    path: '/api/oa/oaSystemPage',
    title: '进入舆情办公审批系统',
    module: 'oa',
    resource: 'session',
    input: p.none(),
    output: systemEntry,
  }),
  startupConfig: defineCall({
    path: '/config.json',
    title: '启动配置（媒体服务与推送地址）',
    module: 'common',
    resource: 'config',
    method: 'GET',
    auth: 'public',
    bare: true,
    input: z.object({}),
    output: z.object({ mediaServiceBase: z.string(), websocketUrl: z.string() }),
  }),
};
