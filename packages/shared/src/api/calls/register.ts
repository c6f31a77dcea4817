import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { loginResult } from './login.js';

/** A trial application: creates a pending organisation that a platform administrator approves. */
const application = z.object({
  orgName: p.name(60),
  contactName: p.name(20),
  phone: p.phone(),
  phoneCode: p.phoneCode(),
  userName: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, {
      message: '用户名须以字母开头，4–32位字母、数字或下划线',
    }),
  password: p.newPassword(),
  email: z.email({ message: '邮箱格式不正确' }).max(100).optional(),
  industry: p.name(30).optional(),
  region: p.name(30).optional(),
  remark: p.text(500).optional(),
});

const applicationResult = z.object({
  applicationId: z.number(),
  status: z.enum(['pending', 'active', 'rejected']),
  message: z.string(),
});

const codeSent = z.object({ phoneMasked: z.string(), expiresInSec: z.number() });

export const registerCalls = {
  register: defineCall({
    path: '/api/register/register',
    title: '申请试用',
    module: 'auth',
    resource: 'organisation',
    auth: 'public',
    input: application,
    output: applicationResult,
  }),
  registerYE: defineCall({
    path: '/api/register/registerYE',
    title: '企业版申请试用',
    module: 'auth',
    resource: 'organisation',
    auth: 'public',
    input: application,
    output: applicationResult,
  }),
  registerYEToPomp: defineCall({
    path: '/api/register/registerYEToPomp',
    title: '合作平台提交试用申请',
    module: 'auth',
    resource: 'organisation',
    auth: 'public',
    style: 'json',
    input: application,
    output: applicationResult,
  }),
  getByUserNameYE: defineCall({
    path: '/api/register/getByUserNameYE',
    title: '检查用户名是否可用',
    module: 'auth',
    resource: 'account',
    auth: 'public',
    input: z.object({ userName: z.string().trim().min(1).max(64) }),
    output: z.object({ available: z.boolean() }),
  }),
  sendPhoneCodeByReg: defineCall({
    path: '/api/register/sendPhoneCodeByReg',
    title: '发送注册验证码',
    module: 'auth',
    resource: 'phoneCode',
    auth: 'public',
    input: z.object({ phone: p.phone() }),
    output: codeSent,
  }),
  sendPhoneCodeByForget: defineCall({
    path: '/api/register/sendPhoneCodeByForget',
    title: '发送找回密码验证码',
    module: 'auth',
    resource: 'phoneCode',
    auth: 'public',
    input: z.object({ phone: p.phone() }),
    output: codeSent,
  }),
  validatePhoneCodeByForget: defineCall({
    path: '/api/register/validatePhoneCodeByForget',
    title: '验证码校验并重设密码',
    module: 'auth',
    resource: 'account',
    auth: 'public',
    input: z.object({ phone: p.phone(), phoneCode: p.phoneCode(), newPassword: p.newPassword() }),
    output: z.object({ userName: z.string() }),
  }),
  registerLogin: defineCall({
    path: '/api/register/registerLogin',
    title: '查询试用申请进度',
    module: 'auth',
    resource: 'organisation',
    auth: 'public',
    input: z.object({ phone: p.phone(), phoneCode: p.phoneCode() }),
    output: z.object({
      applicationId: z.number(),
      orgName: z.string(),
      status: z.enum(['pending', 'active', 'rejected']),
      message: z.string(),
      login: loginResult.nullable(),
    }),
  }),
  checkUserLoginUE: defineCall({
    path: '/api/register/checkUserLoginUE',
    title: '检查账号是否需要初始设置',
    module: 'auth',
    resource: 'account',
    auth: 'public',
    input: z.object({ userName: z.string().trim().min(1).max(64) }),
    output: z.object({ exists: z.boolean(), needInit: z.boolean() }),
  }),
};
