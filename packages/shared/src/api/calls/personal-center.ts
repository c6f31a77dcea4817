import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { byId, savedId, validation } from './common.js';

const userName = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, {
      message: '用户名须以字母开头，4–32位字母、数字或下划线',
    });

/** The form of an ordinary or sub account; password only when creating or resetting. */
const accountInput = z.object({
  accountId: p.id().optional(),
  userName: userName(),
  realName: p.name(20),
  password: p.newPassword().optional(),
  phone: p.phone().optional(),
  email: z.email({ message: '邮箱格式不正确' }).max(100).optional(),
  expireTime: p.time().optional(),
  remark: p.text(200).optional(),
  /** false disables the account (its sessions end at once); true enables it again. */
  enabled: p.bool().optional(),
});

/** Per-account configuration: limits and data scope. */
const configInput = z.object({
  accountId: p.id(),
  maxSpecialCount: p.int(0, 10_000).optional(),
  maxEventCount: p.int(0, 10_000).optional(),
  maxWarningRuleCount: p.int(0, 10_000).optional(),
  maxExportCount: p.int(0, 100_000).optional(),
  allowExport: p.bool().optional(),
  bindIp: p.text(200).optional(),
});

/** Grants: modules plus the specials and events an account may see. */
const authorizationInput = z.object({
  accountId: p.id(),
  modules: p.list(p.name(40), 60),
  specialIds: p.list(p.id(), 1000).optional(),
  eventIds: p.list(p.id(), 1000).optional(),
});

const pageInput = z.object({ keyword: p.text(50).optional(), ...p.paging });
const moduleList = z.array(
  z.object({ module: z.string(), title: z.string(), granted: z.boolean() }),
);

/** Account centre: root (CA), ordinary same-level and sub accounts (SPEC §6). */
export const personalCenterCalls = {
  findAccountInfo: defineCall({
    path: '/api/personalCenter/findAccountInfo',
    title: '当前账号信息',
    module: 'account',
    resource: 'account',
    input: p.none(),
  }),
  saveAccountInfo: defineCall({
    path: '/api/personalCenter/saveAccountInfo',
    title: '修改本人资料',
    module: 'account',
    resource: 'account',
    input: z.object({
      realName: p.name(20),
      email: z.email({ message: '邮箱格式不正确' }).max(100).optional(),
    }),
    output: p.ok(),
  }),
  updateAccountPassword: defineCall({
    path: '/api/personalCenter/updateAccountPassword',
    title: '修改本人密码',
    module: 'account',
    resource: 'account',
    input: z.object({ oldPassword: p.password(), newPassword: p.newPassword() }),
    output: p.ok(),
  }),
  findLeaderAccountInfo: defineCall({
    path: '/api/personalCenter/findLeaderAccountInfo',
    title: '上级（主）账号信息',
    module: 'account',
    resource: 'account',
    input: p.none(),
  }),
  findCAAccountPermission: defineCall({
    path: '/api/personalCenter/findCAAccountPermission',
    title: '主账号权限（可授予的模块与额度）',
    module: 'account',
    resource: 'account',
    input: p.none(),
  }),
  saveCAAccount: defineCall({
    path: '/api/personalCenter/saveCAAccount',
    title: '修改主账号',
    module: 'account',
    resource: 'account',
    input: accountInput.omit({ password: true }).extend({ accountId: p.id() }),
    output: p.ok(),
  }),
  deleteCAAccount: defineCall({
    path: '/api/personalCenter/deleteCAAccount',
    title: '注销主账号（停用本单位）',
    module: 'account',
    resource: 'account',
    input: byId('accountId').extend({ password: p.password() }),
    output: p.ok(),
  }),
  saveCAAccountConfig: defineCall({
    path: '/api/personalCenter/saveCAAccountConfig',
    title: '保存主账号配置',
    module: 'account',
    resource: 'account',
    input: configInput,
    output: p.ok(),
  }),
  saveCAAccountAuthorization: defineCall({
    path: '/api/personalCenter/saveCAAccountAuthorization',
    title: '保存主账号授权',
    module: 'account',
    resource: 'account',
    input: authorizationInput,
    output: p.ok(),
  }),
  findCAAccountModule: defineCall({
    path: '/api/personalCenter/findCAAccountModule',
    title: '主账号模块',
    module: 'account',
    resource: 'account',
    input: p.none(),
    output: moduleList,
  }),
  findAccountConfig: defineCall({
    path: '/api/personalCenter/findAccountConfig',
    title: '账号配置',
    module: 'account',
    resource: 'account',
    input: byId('accountId'),
  }),
  findPageOrdinaryAccount: defineCall({
    path: '/api/personalCenter/findPageOrdinaryAccount',
    title: '同级账号列表',
    module: 'account',
    resource: 'account',
    input: pageInput,
  }),
  validateOrdinaryAccountCount: defineCall({
    path: '/api/personalCenter/validateOrdinaryAccountCount',
    title: '新建同级账号前校验数量',
    module: 'account',
    resource: 'account',
    input: p.none(),
    output: validation,
  }),
  saveOrdinaryAccount: defineCall({
    path: '/api/personalCenter/saveOrdinaryAccount',
    title: '新建或修改同级账号',
    module: 'account',
    resource: 'account',
    input: accountInput,
    output: savedId('accountId'),
  }),
  deleteOrdinaryAccount: defineCall({
    path: '/api/personalCenter/deleteOrdinaryAccount',
    title: '删除同级账号',
    module: 'account',
    resource: 'account',
    input: byId('accountId'),
    output: p.ok(),
  }),
  saveOrdinaryAccountConfig: defineCall({
    path: '/api/personalCenter/saveOrdinaryAccountConfig',
    title: '保存同级账号配置',
    module: 'account',
    resource: 'account',
    input: configInput,
    output: p.ok(),
  }),
  saveOrdinaryAccountAuthorization: defineCall({
    path: '/api/personalCenter/saveOrdinaryAccountAuthorization',
    title: '保存同级账号授权',
    module: 'account',
    resource: 'account',
    input: authorizationInput,
    output: p.ok(),
  }),
  findOrdinaryAccountModule: defineCall({
    path: '/api/personalCenter/findOrdinaryAccountModule',
    title: '同级账号模块',
    module: 'account',
    resource: 'account',
    input: byId('accountId'),
    output: moduleList,
  }),
  findPageSubAccount: defineCall({
    path: '/api/personalCenter/findPageSubAccount',
    title: '子账号列表',
    module: 'account',
    resource: 'account',
    input: pageInput,
  }),
  validateSaveSubAccount: defineCall({
    path: '/api/personalCenter/validateSaveSubAccount',
    title: '保存子账号前校验（数量与用户名）',
    module: 'account',
    resource: 'account',
    input: accountInput,
    output: validation,
  }),
  saveSubAccount: defineCall({
    path: '/api/personalCenter/saveSubAccount',
    title: '新建或修改子账号',
    module: 'account',
    resource: 'account',
    input: accountInput,
    output: savedId('accountId'),
  }),
  deleteSubAccount: defineCall({
    path: '/api/personalCenter/deleteSubAccount',
    title: '删除子账号',
    module: 'account',
    resource: 'account',
    input: byId('accountId'),
    output: p.ok(),
  }),
  saveSubAccountConfig: defineCall({
    path: '/api/personalCenter/saveSubAccountConfig',
    title: '保存子账号配置',
    module: 'account',
    resource: 'account',
    input: configInput,
    output: p.ok(),
  }),
  saveSubAccountAuthorization: defineCall({
    path: '/api/personalCenter/saveSubAccountAuthorization',
    title: '保存子账号授权',
    module: 'account',
    resource: 'account',
    input: authorizationInput,
    output: p.ok(),
  }),
  findSubAccountModule: defineCall({
    path: '/api/personalCenter/findSubAccountModule',
    title: '子账号模块',
    module: 'account',
    resource: 'account',
    input: byId('accountId'),
    output: moduleList,
  }),
};
