import { z } from 'zod';
import { CARRIER_CODES } from '../../domain/enums.js';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';

const sourceItem = z.object({
  sourceId: z.number(),
  name: z.string(),
  kind: z.enum(['rss', 'site', 'account', 'api']),
  url: z.string(),
  carrier: z.string(),
  region: z.string().nullable(),
  language: z.string(),
  isAbroad: z.boolean(),
  weight: z.number(),
  intervalSec: z.number(),
  enabled: z.boolean(),
  /** Platform-wide default sources are read-only for organisations. */
  isShared: z.boolean(),
  health: z.object({
    status: z.enum(['pending', 'ok', 'error', 'drop', 'disabled']),
    label: z.string(),
    itemsToday: z.number(),
    itemsPerDay7: z.number(),
  }),
  lastRunAt: z.number().nullable(),
  lastSuccessAt: z.number().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.number().nullable(),
  nextRunAt: z.number(),
  itemsTotal: z.number(),
});
export type SourceItem = z.infer<typeof sourceItem>;

const apiKeyItem = z.object({
  keyId: z.number(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
});

/** Source directory with health, vendor API keys, and job progress (rule back-fill). */
export const dataSourceCalls = {
  findSourceList: defineCall({
    path: '/api/dataSource/findSourceList',
    title: '数据源列表及健康状况',
    module: 'dataSource',
    resource: 'source',
    input: z.object({ keyword: z.string().trim().max(50).optional() }),
    output: z.object({
      list: z.array(sourceItem),
      summary: z.object({
        total: z.number(),
        ok: z.number(),
        error: z.number(),
        drop: z.number(),
        pending: z.number(),
      }),
      articleTotal: z.number(),
      demoArticles: z.number(),
    }),
  }),
  saveSource: defineCall({
    path: '/api/dataSource/saveSource',
    title: '新增或修改数据源',
    module: 'dataSource',
    resource: 'source',
    style: 'json',
    input: z.object({
      sourceId: p.id().optional(),
      name: p.name(50),
      kind: z.enum(['rss', 'site'], { message: '类型必须是 RSS 或网站' }),
      url: z
        .url({ protocol: /^https?$/, message: '请输入以 http:// 或 https:// 开头的网址' })
        .max(1000),
      carrier: p.oneOf(CARRIER_CODES),
      region: p.name(30).optional(),
      language: z.string().min(2).max(8).default('zh'),
      isAbroad: p.bool().default(false),
      weight: z.coerce
        .number()
        .min(0, { message: '权重不能小于0' })
        .max(10, { message: '权重不能大于10' })
        .default(1),
      intervalSec: p.int(60, 86_400).default(900),
      linkSelector: z.string().max(200).optional(),
      articleUrlPattern: z.string().max(200).optional(),
      contentSelector: z.string().max(200).optional(),
    }),
    output: z.object({ sourceId: z.number() }),
  }),
  deleteSource: defineCall({
    path: '/api/dataSource/deleteSource',
    title: '删除数据源',
    module: 'dataSource',
    resource: 'source',
    input: z.object({ sourceId: p.id() }),
    output: p.ok(),
  }),
  saveSourceEnableState: defineCall({
    path: '/api/dataSource/saveSourceEnableState',
    title: '启用或停用数据源',
    module: 'dataSource',
    resource: 'source',
    input: z.object({ sourceId: p.id(), enabled: p.bool() }),
    output: p.ok(),
  }),
  collectSourceNow: defineCall({
    path: '/api/dataSource/collectSourceNow',
    title: '立即采集数据源',
    module: 'dataSource',
    resource: 'source',
    input: z.object({ sourceId: p.id() }),
    output: z.object({ jobId: z.number() }),
  }),
  findApiKeyList: defineCall({
    path: '/api/dataSource/findApiKeyList',
    title: '数据接入密钥列表',
    module: 'dataSource',
    resource: 'apiKey',
    input: p.none(),
    output: z.array(apiKeyItem),
  }),
  saveApiKey: defineCall({
    path: '/api/dataSource/saveApiKey',
    title: '创建数据接入密钥（密钥只显示一次）',
    module: 'dataSource',
    resource: 'apiKey',
    input: z.object({ name: p.name(50) }),
    output: z.object({ keyId: z.number(), apiKey: z.string() }),
  }),
  deleteApiKey: defineCall({
    path: '/api/dataSource/deleteApiKey',
    title: '停用数据接入密钥',
    module: 'dataSource',
    resource: 'apiKey',
    input: z.object({ keyId: p.id() }),
    output: p.ok(),
  }),
  findJobProgress: defineCall({
    path: '/api/dataSource/findJobProgress',
    title: '后台任务进度',
    module: 'common',
    resource: 'job',
    input: z.object({ jobId: p.id() }),
    output: z.object({
      jobId: z.number(),
      status: z.enum(['queued', 'running', 'done', 'failed']),
      progress: z.number(),
      progressText: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  }),
};
