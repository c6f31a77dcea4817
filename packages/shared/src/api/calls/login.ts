import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { ACCOUNT_KINDS, EDITION_CODES } from '../../domain/enums.js';

const accountKind = z.enum(Object.keys(ACCOUNT_KINDS) as [keyof typeof ACCOUNT_KINDS]);

/** The user as the client keeps it after login (SPEC §4 client state `user`). */
export const sessionUser = z.object({
  userId: z.number(),
  userName: z.string(),
  realName: z.string().nullable(),
  orgId: z.number(),
  orgName: z.string(),
  accountKind,
  /** Module keys this account may use; root and ordinary accounts get every module. */
  permissions: z.array(z.string()),
  phoneMasked: z.string().nullable(),
  edition: z.string().nullable(),
  initialized: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResult = z.object({
  accessToken: z.string(),
  /** The organisation asks every account to bind a phone: the client goes to /verifyPhone. */
  needBindPhone: z.boolean(),
  /** First login: the client goes to /uelogin for initial settings. */
  needInit: z.boolean(),
  user: sessionUser,
});

const codeSent = z.object({ phoneMasked: z.string(), expiresInSec: z.number() });

export const loginCalls = {
  ajaxLogin: defineCall({
    path: '/api/login/ajaxLogin',
    title: '账号密码或手机验证码登录',
    module: 'auth',
    resource: 'session',
    auth: 'public',
    input: z
      .object({
        userName: z.string().trim().max(64, { message: '用户名不能超过64个字符' }).optional(),
        password: p.password().optional(),
        phone: p.phone().optional(),
        phoneCode: p.phoneCode().optional(),
      })
      .refine((v) => (v.userName && v.password) || (v.phone && v.phoneCode), {
        message: '请输入用户名和密码，或手机号和验证码',
      }),
    output: loginResult,
  }),
  logout: defineCall({
    path: '/api/login/logout',
    title: '退出登录',
    module: 'auth',
    resource: 'session',
    input: p.none(),
    output: p.ok(),
  }),
  currentUser: defineCall({
    path: '/api/login/currentUser',
    title: '当前登录用户',
    module: 'auth',
    resource: 'session',
    input: p.none(),
    output: sessionUser,
  }),
  tokenLogin: defineCall({
    path: '/api/login/tokenLogin',
    title: '一次性登录凭证换取会话',
    module: 'auth',
    resource: 'session',
    auth: 'public',
    input: z.object({ token: z.string().trim().min(16).max(128) }),
    output: loginResult,
  }),
  sendPhoneCodeByLogin: defineCall({
    path: '/api/login/sendPhoneCodeByLogin',
    title: '发送登录验证码',
    module: 'auth',
    resource: 'phoneCode',
    auth: 'public',
    input: z.object({ phone: p.phone() }),
    output: codeSent,
  }),
  sendUserPhoneCodeByBind: defineCall({
    path: '/api/login/sendUserPhoneCodeByBind',
    title: '发送绑定手机验证码',
    module: 'auth',
    resource: 'phoneCode',
    input: z.object({ phone: p.phone() }),
    output: codeSent,
  }),
  bindUserPhone: defineCall({
    path: '/api/login/bindUserPhone',
    title: '绑定手机号',
    module: 'auth',
    resource: 'account',
    input: z.object({ phone: p.phone(), phoneCode: p.phoneCode() }),
    output: z.object({ phoneMasked: z.string() }),
  }),
  ueCheckToken: defineCall({
    path: '/api/login/ueCheckToken',
    title: '校验初始设置凭证',
    module: 'auth',
    resource: 'session',
    input: p.none(),
    output: z.object({ valid: z.boolean(), needInit: z.boolean() }),
  }),
  ueGetVersionList: defineCall({
    path: '/api/login/ueGetVersionList',
    title: '可选版本列表',
    module: 'auth',
    resource: 'edition',
    input: p.none(),
    output: z.array(
      z.object({
        version: z.enum(EDITION_CODES),
        title: z.string(),
        description: z.string(),
      }),
    ),
  }),
  saveUeSetting: defineCall({
    path: '/api/login/saveUeSetting',
    title: '保存初始设置',
    module: 'auth',
    resource: 'account',
    style: 'json',
    input: z.object({
      version: z.enum(EDITION_CODES, { message: '请选择版本' }),
      realName: p.name(20).optional(),
      newPassword: p.newPassword().optional(),
    }),
    output: p.ok(),
  }),
};
