import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import {
  BRIEFING_SECTION_CODES,
  BRIEFING_TYPE_CODES,
  REPORT_PERIOD_CODES,
} from '../../domain/enums.js';
import { byId, byIds, downloadShape, savedId } from './common.js';
import {
  briefingArticle,
  briefingInfo,
  briefingListItem,
  briefingNotice,
  briefingSendLog,
  briefingSetting,
  briefingTemplate,
  customizedFile,
} from './briefing-shapes.js';

const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '时间格式应为 HH:mm' });
/** Upload limit of a customised report file. */
export const CUSTOMIZED_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const CUSTOMIZED_FILE_EXTENSIONS = [
  'docx',
  'doc',
  'pdf',
  'xlsx',
  'xls',
  'wps',
  'pptx',
] as const;
/** Where analyst-added articles wait: one report (briefingId) or the next one of a period. */
const articleHome = {
  briefingId: p.id().optional(),
  period: p.oneOf(REPORT_PERIOD_CODES).optional(),
};

/** Reports and briefings (/report/*): list, generation settings, recipients, articles, templates. */
export const briefingCalls = {
  findPageBriefing: defineCall({
    path: '/api/briefing/findPageBriefing',
    title: '报告列表',
    module: 'report',
    resource: 'briefing',
    input: z.object({
      briefingType: p.oneOf(BRIEFING_TYPE_CODES).optional(),
      keyword: p.text(50).optional(),
      ...p.paging,
    }),
    output: p.page(briefingListItem),
  }),
  findBriefingInfo: defineCall({
    path: '/api/briefing/findBriefingInfo',
    title: '报告详情（通用版/媒体版）',
    module: 'report',
    resource: 'briefing',
    input: byId('briefingId'),
    output: briefingInfo,
  }),
  saveBriefing: defineCall({
    path: '/api/briefing/saveBriefing',
    title: '生成或修改报告',
    module: 'report',
    resource: 'briefing',
    input: z
      .object({
        briefingId: p.id().optional(),
        briefingTitle: p.name(100),
        briefingType: p.oneOf(BRIEFING_TYPE_CODES),
        briefingStartTime: p.time(),
        briefingEndTime: p.time(),
        templateId: p.id().optional(),
        specialIds: p.list(p.id(), 200).optional(),
        /** 编者按. */
        summary: p.text(5000).optional(),
      })
      .refine((v) => v.briefingEndTime > v.briefingStartTime, {
        message: '结束时间必须晚于开始时间',
        path: ['briefingEndTime'],
      }),
    output: savedId('briefingId'),
  }),
  generateBriefing: defineCall({
    path: '/api/briefing/generateBriefing',
    title: '重新生成报告（待生成或生成失败的报告）',
    module: 'report',
    resource: 'briefing',
    input: byId('briefingId'),
    output: p.ok(),
  }),
  deleteBriefing: defineCall({
    path: '/api/briefing/deleteBriefing',
    title: '删除报告',
    module: 'report',
    resource: 'briefing',
    input: byIds('briefingIds'),
    output: p.ok(),
  }),
  findBriefingSetting: defineCall({
    path: '/api/briefing/findBriefingSetting',
    title: '自动报告设置',
    module: 'report',
    resource: 'briefingSetting',
    input: z.object({ briefingType: p.oneOf(BRIEFING_TYPE_CODES) }),
    output: briefingSetting,
  }),
  saveBriefingSetting: defineCall({
    path: '/api/briefing/saveBriefingSetting',
    title: '保存自动报告设置',
    module: 'report',
    resource: 'briefingSetting',
    input: z.object({
      briefingType: p.oneOf(BRIEFING_TYPE_CODES),
      enableState: p.bool(),
      generateTime: hhmm(),
      templateId: p.id().optional(),
      specialIds: p.list(p.id(), 200).optional(),
      autoSend: p.bool().default(false),
      noticeIds: p.list(p.id(), 100).optional(),
    }),
    output: p.ok(),
  }),
  findBriefingNotice: defineCall({
    path: '/api/briefing/findBriefingNotice',
    title: '报告接收人列表',
    module: 'report',
    resource: 'briefingNotice',
    input: z.object({ keyword: p.text(50).optional(), ...p.paging }),
    output: p.page(briefingNotice),
  }),
  saveBriefingNotice: defineCall({
    path: '/api/briefing/saveBriefingNotice',
    title: '保存报告接收人',
    module: 'report',
    resource: 'briefingNotice',
    input: z.object({
      noticeId: p.id().optional(),
      noticeName: p.name(20),
      email: z.email({ message: '邮箱格式不正确' }).max(100),
      phone: p.phone().optional(),
    }),
    output: savedId('noticeId'),
  }),
  deleteBriefingNotice: defineCall({
    path: '/api/briefing/deleteBriefingNotice',
    title: '删除报告接收人',
    module: 'report',
    resource: 'briefingNotice',
    input: byIds('noticeIds'),
    output: p.ok(),
  }),
  sendBriefing: defineCall({
    path: '/api/briefing/sendBriefing',
    title: '发送报告',
    module: 'report',
    resource: 'briefing',
    input: z.object({
      briefingId: p.id(),
      noticeIds: p.list(p.id(), 100).refine((a) => a.length > 0, { message: '请选择接收人' }),
      message: p.text(500).optional(),
      /** The attachment: Word (default) or PDF. */
      extensionName: p.oneOf(['docx', 'pdf']).default('docx'),
    }),
    output: p.ok(),
  }),
  findBriefingSendLog: defineCall({
    path: '/api/briefing/findBriefingSendLog',
    title: '报告发送记录',
    module: 'report',
    resource: 'briefing',
    input: byId('briefingId'),
    output: z.array(briefingSendLog),
  }),
  findBriefingArticle: defineCall({
    path: '/api/briefing/findBriefingArticle',
    title: '报告中的文章（或等待入报的文章）',
    module: 'report',
    resource: 'briefing',
    input: z.object({ ...articleHome, ...p.paging }),
    output: p.page(briefingArticle),
  }),
  saveBriefingArticle: defineCall({
    path: '/api/briefing/saveBriefingArticle',
    title: '修改报告中的文章（标题、摘要、分类）',
    module: 'report',
    resource: 'briefing',
    input: z.object({
      ...articleHome,
      articleId: p.id(),
      title: p.name(200).optional(),
      summary: p.text(2000).optional(),
      category: p.text(30).optional(),
    }),
    output: p.ok(),
  }),
  sortBriefingArticle: defineCall({
    path: '/api/briefing/sortBriefingArticle',
    title: '调整报告中文章的顺序',
    module: 'report',
    resource: 'briefing',
    input: byIds('articleIds', 500).extend(articleHome),
    output: p.ok(),
  }),
  deleteBriefingArticle: defineCall({
    path: '/api/briefing/deleteBriefingArticle',
    title: '从报告中移除文章',
    module: 'report',
    resource: 'briefing',
    input: byIds('articleIds').extend(articleHome),
    output: p.ok(),
  }),
  findBriefingTemplate: defineCall({
    path: '/api/briefing/findBriefingTemplate',
    title: '报告模板列表',
    module: 'report',
    resource: 'template',
    input: p.none(),
    output: z.array(briefingTemplate),
  }),
  saveBriefingTemplate: defineCall({
    path: '/api/briefing/saveBriefingTemplate',
    title: '保存报告模板',
    module: 'report',
    resource: 'template',
    input: z.object({
      templateId: p.id().optional(),
      templateName: p.name(50),
      templateType: p.int(1, 2),
      sections: p
        .list(p.oneOf(BRIEFING_SECTION_CODES), 20)
        .refine((a) => a.length > 0, { message: '请至少选择一个板块' })
        .refine((a) => new Set(a).size === a.length, { message: '板块不能重复' }),
      headerText: p.text(200).optional(),
      footerText: p.text(200).optional(),
    }),
    output: savedId('templateId'),
  }),
  deleteBriefingTemplate: defineCall({
    path: '/api/briefing/deleteBriefingTemplate',
    title: '删除报告模板',
    module: 'report',
    resource: 'template',
    input: byId('templateId'),
    output: p.ok(),
  }),
  downBriefing: defineCall({
    path: '/api/briefing/downBriefing',
    title: '下载报告（Word/PDF/Excel）',
    module: 'report',
    resource: 'briefing',
    download: true,
    input: z.object({ briefingId: p.id(), ...downloadShape }),
  }),
  uploadCustomizedFile: defineCall({
    path: '/api/briefing/uploadCustomizedFile',
    title: '上传定制报告文件',
    module: 'report',
    resource: 'customizedFile',
    style: 'json',
    bodyLimit: Math.ceil((CUSTOMIZED_FILE_MAX_BYTES * 4) / 3) + 64 * 1024,
    input: z.object({
      fileName: p
        .name(100)
        .refine(
          (n) =>
            (CUSTOMIZED_FILE_EXTENSIONS as readonly string[]).includes(
              n.slice(n.lastIndexOf('.') + 1).toLowerCase(),
            ),
          { message: `只能上传 ${CUSTOMIZED_FILE_EXTENSIONS.join('、')} 文件` },
        ),
      briefingType: p.oneOf(BRIEFING_TYPE_CODES).optional(),
      /** The file's bytes, base64. */
      content: z
        .string()
        .min(1, { message: '文件内容为空' })
        .max(Math.ceil((CUSTOMIZED_FILE_MAX_BYTES * 4) / 3) + 4, {
          message: '文件不能超过20MB',
        })
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: '文件内容不是合法的 base64' }),
    }),
    output: savedId('fileId'),
  }),
  findPageCustomizedFile: defineCall({
    path: '/api/briefing/findPageCustomizedFile',
    title: '定制报告文件列表',
    module: 'report',
    resource: 'customizedFile',
    input: z.object({
      keyword: p.text(50).optional(),
      briefingType: p.oneOf(BRIEFING_TYPE_CODES).optional(),
      ...p.paging,
    }),
    output: p.page(customizedFile),
  }),
  downCustomizedFile: defineCall({
    path: '/api/briefing/downCustomizedFile',
    title: '下载定制报告文件',
    module: 'report',
    resource: 'customizedFile',
    download: true,
    input: z.object({ fileId: p.id(), ...downloadShape }),
  }),
  deleteCustomizedFile: defineCall({
    path: '/api/briefing/deleteCustomizedFile',
    title: '删除定制报告文件',
    module: 'report',
    resource: 'customizedFile',
    input: byId('fileId'),
    output: p.ok(),
  }),
};
