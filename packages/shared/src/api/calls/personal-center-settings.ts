import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { AUDIT_KINDS, CARRIER_CODES } from '../../domain/enums.js';
import type { AuditKind } from '../../domain/enums.js';
import { MODULES } from '../../domain/modules.js';
import { downloadShape, validation } from './common.js';

const MODULE_CODES = Object.keys(MODULES) as [string, ...string[]];
const SKINS = ['default', 'dark', 'blue', 'red'] as const;
const INDEX_PANELS = [
  'carrierStatistics',
  'emotionTrend',
  'carrierTrend',
  'motionDistribution',
  'regionDistribution',
  'hotWordsCloud',
  'mediaActivityLeaders',
  'sensitiveArticle',
  'warningArticle',
  'hotArticle',
  'specialRanking',
] as const;

/** One dashboard panel of an account: its key, Chinese name, whether shown, and its place. */
const indexPanel = z.object({
  key: z.enum(INDEX_PANELS),
  name: z.string(),
  visible: z.boolean(),
  order: z.number().int(),
});

const CHART_SOURCES = ['all', 'special', 'event'] as const;

const AUDIT_KIND_CODES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

const logQuery = z.object({
  keyword: p.text(50).optional(),
  kind: p.oneOf(AUDIT_KIND_CODES).optional(),
  outcome: p.oneOf(['success', 'failure'] as const).optional(),
  accountId: p.id().optional(),
  startTime: p.time().optional(),
  endTime: p.time().optional(),
  ...p.paging,
});

/** Account-centre settings: CA phone, menu, home page, logs and skin. */
export const personalCenterSettingsCalls = {
  sendCAPhoneCode: defineCall({
    path: '/api/personalCenter/sendCAPhoneCode',
    title: '发送主账号手机验证码',
    module: 'account',
    resource: 'account',
    input: z.object({ phone: p.phone() }),
    output: z.object({ phoneMasked: z.string(), expiresInSec: z.number() }),
  }),
  validateCAPhone: defineCall({
    path: '/api/personalCenter/validateCAPhone',
    title: '绑定前校验主账号手机号',
    module: 'account',
    resource: 'account',
    input: z.object({ phone: p.phone() }),
    output: validation,
  }),
  bindCAPhone: defineCall({
    path: '/api/personalCenter/bindCAPhone',
    title: '主账号绑定手机号',
    module: 'account',
    resource: 'account',
    input: z.object({ phone: p.phone(), phoneCode: p.phoneCode() }),
    output: z.object({ phoneMasked: z.string() }),
  }),
  unbindCAPhone: defineCall({
    path: '/api/personalCenter/unbindCAPhone',
    title: '主账号解绑手机号',
    module: 'account',
    resource: 'account',
    input: z.object({ phoneCode: p.phoneCode() }),
    output: p.ok(),
  }),
  findMenuAlias: defineCall({
    path: '/api/personalCenter/findMenuAlias',
    title: '菜单别名',
    module: 'account',
    resource: 'menu',
    input: p.none(),
  }),
  saveMenuAlias: defineCall({
    path: '/api/personalCenter/saveMenuAlias',
    title: '保存菜单别名',
    module: 'account',
    resource: 'menu',
    input: z.object({ module: p.oneOf(MODULE_CODES), alias: p.name(20) }),
    output: p.ok(),
  }),
  findMenuSetting: defineCall({
    path: '/api/personalCenter/findMenuSetting',
    title: '导航菜单设置',
    module: 'account',
    resource: 'menu',
    input: p.none(),
  }),
  saveMenuSetting: defineCall({
    path: '/api/personalCenter/saveMenuSetting',
    title: '保存导航菜单设置（显示与顺序）',
    module: 'account',
    resource: 'menu',
    input: z.object({ modules: p.list(p.oneOf(MODULE_CODES), 60) }),
    output: p.ok(),
  }),
  findIndexPanel: defineCall({
    path: '/api/personalCenter/findIndexPanel',
    title: '首页板块设置',
    module: 'account',
    resource: 'indexConfig',
    input: p.none(),
    output: z.object({ panels: z.array(indexPanel) }),
  }),
  saveIndexPanel: defineCall({
    path: '/api/personalCenter/saveIndexPanel',
    title: '保存首页板块（显示与顺序）',
    module: 'account',
    resource: 'indexConfig',
    input: z.object({ panels: p.list(p.oneOf(INDEX_PANELS), 20) }),
    output: p.ok(),
  }),
  findIndexChartSource: defineCall({
    path: '/api/personalCenter/findIndexChartSource',
    title: '首页图表数据来源',
    module: 'account',
    resource: 'indexConfig',
    input: p.none(),
    output: z.object({
      sourceType: z.enum(CHART_SOURCES),
      specialIds: z.array(z.number().int()),
      eventIds: z.array(z.number().int()),
      carriers: z.array(z.string()),
    }),
  }),
  saveIndexChartSource: defineCall({
    path: '/api/personalCenter/saveIndexChartSource',
    title: '保存首页图表数据来源',
    module: 'account',
    resource: 'indexConfig',
    input: z.object({
      sourceType: p.oneOf(CHART_SOURCES).default('all'),
      specialIds: p.list(p.id(), 200).optional(),
      eventIds: p.list(p.id(), 200).optional(),
      carriers: p.list(p.oneOf(CARRIER_CODES), 20).optional(),
    }),
    output: p.ok(),
  }),
  findPageLoginLog: defineCall({
    path: '/api/personalCenter/findPageLoginLog',
    title: '登录日志',
    module: 'account',
    resource: 'log',
    input: logQuery,
  }),
  findPageOperationLog: defineCall({
    path: '/api/personalCenter/findPageOperationLog',
    title: '操作日志（日志审计）',
    module: 'account',
    resource: 'log',
    input: logQuery,
  }),
  exportOperationLog: defineCall({
    path: '/api/personalCenter/exportOperationLog',
    title: '导出操作日志',
    module: 'account',
    resource: 'log',
    download: true,
    input: logQuery.omit({ pageNum: true, pageSize: true }).extend(downloadShape),
  }),
  findSkinSetting: defineCall({
    path: '/api/personalCenter/findSkinSetting',
    title: '皮肤设置',
    module: 'account',
    resource: 'skin',
    input: p.none(),
    output: z.object({ skin: z.enum(SKINS) }),
  }),
  saveSkinSetting: defineCall({
    path: '/api/personalCenter/saveSkinSetting',
    title: '保存皮肤设置',
    module: 'account',
    resource: 'skin',
    input: z.object({ skin: p.oneOf(SKINS) }),
    output: p.ok(),
  }),
};
