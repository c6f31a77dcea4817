import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { SENTIMENT_CODES, WARNING_LEVEL_CODES } from '../../domain/enums.js';
import {
  articleItem,
  byId,
  byIds,
  count,
  exported,
  listed,
  ruleShape,
  savedId,
  toggle,
  url,
} from './common.js';

/** How a warning reaches people: in-app (site), e-mail, SMS, WeChat, robot webhook. */
export const NOTICE_WAYS = ['site', 'email', 'sms', 'weChat', 'webhook'] as const;
/** Robot message formats: a generic JSON webhook, 企业微信, 钉钉, 飞书. */
export const WEBHOOK_TYPES = ['generic', 'wecom', 'dingtalk', 'feishu'] as const;
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

/** Conditions of a machine rule beyond its words (evaluated as articles arrive). */
const machineShape = {
  ...ruleShape,
  ...ruleCommon,
  sentiments: p.list(p.oneOf(SENTIMENT_CODES), 4).optional(),
  specialIds: p.list(p.id(), 200).optional(),
  /** 重点监测: a new article of these monitored objects (sites, accounts) raises the warning. */
  monitorIds: p.list(p.id(), 200).optional(),
  /** Fire when an article's similar cluster reaches this many articles (0/absent: at once). */
  minSimilarCount: p.int(0, 10_000).optional(),
  /** Only articles from sources weighted at least this much (source weight 1–10). */
  minSourceWeight: p.int(0, 10).optional(),
  /** Fire when ≥ volumeCount matching articles arrive within volumeMinutes. */
  volumeCount: p.int(1, 100_000).optional(),
  volumeMinutes: p.int(1, 1440).optional(),
  weekendPush: p.bool().default(true),
  minIntervalMinutes: p.int(0, 1440).default(0),
};

interface MachineLike {
  ruleMode?: string;
  subjectWords?: string | undefined;
  expression?: string | undefined;
  specialIds?: readonly number[] | undefined;
  monitorIds?: readonly number[] | undefined;
  volumeCount?: number | undefined;
  volumeMinutes?: number | undefined;
  pushStartTime?: string | undefined;
  pushEndTime?: string | undefined;
}

/** A machine rule watches specials or its own words (or both); paired fields come together. */
function checkMachine(v: MachineLike, ctx: z.RefinementCtx): void {
  const hasWords =
    v.ruleMode === 'advanced' ? Boolean(v.expression?.trim()) : Boolean(v.subjectWords?.trim());
  if (!hasWords && (v.specialIds?.length ?? 0) === 0 && (v.monitorIds?.length ?? 0) === 0) {
    ctx.addIssue({
      code: 'custom',
      path: [v.ruleMode === 'advanced' ? 'expression' : 'subjectWords'],
      message: '请选择监测的专题或重点监测对象，或填写预警关键词',
    });
  }
  if ((v.volumeCount === undefined) !== (v.volumeMinutes === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['volumeMinutes'],
      message: '数量阈值需同时填写篇数和分钟数',
    });
  }
  if ((v.pushStartTime === undefined) !== (v.pushEndTime === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['pushEndTime'],
      message: '推送时段需同时填写开始和结束时间',
    });
  }
}

const machineInput = z.object(machineShape).superRefine((v, ctx) => checkMachine(v, ctx));

/** A warned article in the warning list: the article plus its warning. */
export const warningArticleItem = articleItem.extend({
  warningId: z.number().int(),
  warningLevel: z.enum(WARNING_LEVEL_CODES),
  warningType: z.enum(['machine', 'artificial']),
  ruleName: z.string(),
  warnedAt: z.string(),
  isRead: z.boolean(),
});

const warningRuleItem = z.object({
  warningRuleId: z.number().int(),
  ruleName: z.string(),
  ruleType: z.enum(['machine', 'artificial']),
  warningLevel: z.enum(WARNING_LEVEL_CODES),
  enableState: z.boolean(),
  showState: z.boolean(),
  topState: z.boolean(),
  noticeNames: z.array(z.string()),
  noticeWays: z.array(z.enum(NOTICE_WAYS)),
  summary: z.string(),
  lastFiredAt: z.string().nullable(),
  firedCount7d: z.number().int(),
});

const deliveryItem = z.object({
  channel: z.enum(NOTICE_WAYS),
  target: z.string(),
  noticeName: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  statusName: z.string(),
  attempts: z.number().int(),
  detail: z.string().nullable(),
  sentAt: z.string().nullable(),
});

const firingItem = z.object({
  firingId: z.number().int(),
  warningRuleId: z.number().int(),
  ruleName: z.string(),
  warningLevel: z.enum(WARNING_LEVEL_CODES),
  reason: z.string(),
  firedAt: z.string(),
  articleCount: z.number().int(),
  firstArticleTitle: z.string().nullable(),
  deliveries: z.array(deliveryItem),
});

const noticeItem = z.object({
  noticeId: z.number().int(),
  noticeName: z.string(),
  accountId: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  weChatOpenId: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  webhookType: z.enum(WEBHOOK_TYPES).nullable(),
});

/** Warning rules (机器预警 by keyword rule, 人工预警 by hand), recipients, warned articles. */
export const warningCalls = {
  findPageWarningRule: defineCall({
    path: '/api/warning/findPageWarningRule',
    title: '预警规则列表',
    module: 'warning',
    resource: 'warningRule',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
    output: p.page(warningRuleItem),
  }),
  findWarningRuleInfo: defineCall({
    path: '/api/warning/findWarningRuleInfo',
    title: '预警规则详情',
    module: 'warning',
    resource: 'warningRule',
    input: byId('warningRuleId'),
    output: warningRuleItem.extend({
      ruleMode: z.enum(['simple', 'advanced']),
      regionWords: z.string(),
      subjectWords: z.string(),
      eventWords: z.string(),
      excludeWords: z.string(),
      expression: z.string(),
      searchArea: z.enum(['all', 'title', 'content']),
      carriers: z.array(z.string()),
      sentiments: z.array(z.enum(SENTIMENT_CODES)),
      specialIds: z.array(z.number().int()),
      monitorIds: z.array(z.number().int()),
      minSimilarCount: z.number().int().nullable(),
      minSourceWeight: z.number().int().nullable(),
      volumeCount: z.number().int().nullable(),
      volumeMinutes: z.number().int().nullable(),
      weekendPush: z.boolean(),
      minIntervalMinutes: z.number().int(),
      pushStartTime: z.string().nullable(),
      pushEndTime: z.string().nullable(),
      noticeIds: z.array(z.number().int()),
    }),
  }),
  saveMachineWarningRule: defineCall({
    path: '/api/warning/saveMachineWarningRule',
    title: '保存机器预警规则',
    module: 'warning',
    resource: 'warningRule',
    input: machineInput,
    output: savedId('warningRuleId'),
  }),
  previewWarningRule: defineCall({
    path: '/api/warning/previewWarningRule',
    title: '预警规则试算（近7天会触发的预警）',
    module: 'warning',
    resource: 'warningRule',
    style: 'json',
    input: machineInput,
    output: z.object({
      firingCount: z.number().int(),
      /** Articles of the last 7 days the rule matches (words and conditions). */
      articleCount: z.number().int(),
      /** Why the answer may be incomplete (the scan was capped); absent when complete. */
      note: z.string().optional(),
      firings: z.array(
        z.object({ firedAt: z.string(), reason: z.string(), articles: z.array(articleItem) }),
      ),
    }),
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
    output: p.page(firingItem),
  }),
  findWarningNotice: defineCall({
    path: '/api/warning/findWarningNotice',
    title: '预警接收人列表',
    module: 'warning',
    resource: 'warningNotice',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
    output: p.page(noticeItem),
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
      webhookType: p.oneOf(WEBHOOK_TYPES).optional(),
      accountId: p.id().optional(),
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
    output: p.page(warningArticleItem),
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
