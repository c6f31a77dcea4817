import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { SENTIMENT_CODES, WARNING_LEVEL_CODES } from '../../domain/enums.js';
import {
  articlePage,
  byId,
  byIds,
  count,
  exported,
  listed,
  ruled,
  savedId,
  toggle,
  url,
} from './common.js';

const NOTICE_WAYS = ['site', 'email', 'sms', 'weChat', 'webhook'] as const;
const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '时间格式应为 HH:mm' });

/** Fields every warning rule has, machine or artificial. */
const ruleCommon = {
  warningRuleId: p.id().optional(),
  ruleName: p.name(50),
  warningLevel: p.oneOf(WARNING_LEVEL_CODES),
  noticeIds: p.list(p.id(), 100).optional(),
  noticeWays: p.list(p.oneOf(NOTICE_WAYS), 5).optional(),
  pushStartTime: hhmm().optional(),
  pushEndTime: hhmm().optional(),
  enableState: p.bool().default(true),
};

/** Warning rules (机器预警 by keyword rule, 人工预警 by hand), recipients, warned articles. */
export const warningCalls = {
  findPageWarningRule: defineCall({
    path: '/api/warning/findPageWarningRule',
    title: '预警规则列表',
    module: 'warning',
    resource: 'warningRule',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
  }),
  findWarningRuleInfo: defineCall({
    path: '/api/warning/findWarningRuleInfo',
    title: '预警规则详情',
    module: 'warning',
    resource: 'warningRule',
    input: byId('warningRuleId'),
  }),
  saveMachineWarningRule: defineCall({
    path: '/api/warning/saveMachineWarningRule',
    title: '保存机器预警规则',
    module: 'warning',
    resource: 'warningRule',
    input: ruled({
      ...ruleCommon,
      sentiments: p.list(p.oneOf(SENTIMENT_CODES), 4).optional(),
      specialIds: p.list(p.id(), 200).optional(),
      minSimilarCount: p.int(0, 10_000).optional(),
    }),
    output: savedId('warningRuleId'),
  }),
  saveArtificialWarningRule: defineCall({
    path: '/api/warning/saveArtificialWarningRule',
    title: '保存人工预警规则',
    module: 'warning',
    resource: 'warningRule',
    input: z.object(ruleCommon),
    output: savedId('warningRuleId'),
  }),
  deleteWarningRule: defineCall({
    path: '/api/warning/deleteWarningRule',
    title: '删除预警规则',
    module: 'warning',
    resource: 'warningRule',
    input: byId('warningRuleId'),
    output: p.ok(),
  }),
  saveWarningRuleEnableState: defineCall({
    path: '/api/warning/saveWarningRuleEnableState',
    title: '启用或停用预警规则',
    module: 'warning',
    resource: 'warningRule',
    input: toggle('warningRuleId', 'enableState'),
    output: p.ok(),
  }),
  saveWarningRuleShowState: defineCall({
    path: '/api/warning/saveWarningRuleShowState',
    title: '设置预警规则显示状态',
    module: 'warning',
    resource: 'warningRule',
    input: toggle('warningRuleId', 'showState'),
    output: p.ok(),
  }),
  saveWarningRuleTopState: defineCall({
    path: '/api/warning/saveWarningRuleTopState',
    title: '预警规则置顶/取消置顶',
    module: 'warning',
    resource: 'warningRule',
    input: toggle('warningRuleId', 'topState'),
    output: p.ok(),
  }),
  findPageWarningRuleLog: defineCall({
    path: '/api/warning/findPageWarningRuleLog',
    title: '预警推送记录',
    module: 'warning',
    resource: 'warningRule',
    input: z.object({
      warningRuleId: p.id().optional(),
      startTime: p.time().optional(),
      endTime: p.time().optional(),
      ...p.paging,
    }),
  }),
  findWarningNotice: defineCall({
    path: '/api/warning/findWarningNotice',
    title: '预警接收人列表',
    module: 'warning',
    resource: 'warningNotice',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
  }),
  saveWarningNotice: defineCall({
    path: '/api/warning/saveWarningNotice',
    title: '保存预警接收人',
    module: 'warning',
    resource: 'warningNotice',
    input: z.object({
      noticeId: p.id().optional(),
      noticeName: p.name(20),
      phone: p.phone().optional(),
      email: z.email({ message: '邮箱格式不正确' }).max(100).optional(),
      weChatOpenId: p.name(64).optional(),
      webhookUrl: url().optional(),
    }),
    output: savedId('noticeId'),
  }),
  deleteWarningNotice: defineCall({
    path: '/api/warning/deleteWarningNotice',
    title: '删除预警接收人',
    module: 'warning',
    resource: 'warningNotice',
    input: byId('noticeId'),
    output: p.ok(),
  }),
  findWarningArticle: defineCall({
    path: '/api/warning/findWarningArticle',
    title: '预警文章列表',
    module: 'warning',
    resource: 'warning',
    input: listed({
      warningRuleId: p.id().optional(),
      warningLevel: p.oneOf(WARNING_LEVEL_CODES).optional(),
      readState: p.bool().optional(),
    }),
    output: articlePage,
  }),
  findUnreadWarningCount: defineCall({
    path: '/api/warning/findUnreadWarningCount',
    title: '未读预警数',
    module: 'warning',
    resource: 'warning',
    input: p.none(),
    output: count,
  }),
  readWarning: defineCall({
    path: '/api/warning/readWarning',
    title: '预警标为已读',
    module: 'warning',
    resource: 'warning',
    input: z.object({ warningIds: p.list(p.id(), 200).optional(), all: p.bool().default(false) }),
    output: p.ok(),
  }),
  deleteWarningArticle: defineCall({
    path: '/api/warning/deleteWarningArticle',
    title: '删除预警文章',
    module: 'warning',
    resource: 'warning',
    input: byIds('warningIds'),
    output: p.ok(),
  }),
  exportWarningArticle: defineCall({
    path: '/api/warning/exportWarningArticle',
    title: '导出预警文章',
    module: 'warning',
    resource: 'warning',
    download: true,
    input: exported({ warningRuleId: p.id().optional() }),
  }),
};
