import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { REPORT_PERIOD_CODES, SENTIMENT_CODES, WARNING_LEVEL_CODES } from '../../domain/enums.js';
import { LANGUAGE_CODES, articlePage, byIds, count, downloadShape } from './common.js';

/** How an article detail is opened (SPEC §2 links): from which list, and the publish date. */
const detailInput = z.object({
  articleId: p.id(),
  fromId: p.id().optional(),
  fromType: p.name(30).optional(),
  publishTime: p.time().optional(),
});

const oneArticle = z.object({ articleId: p.id() });

/** A named entity of an article with how often the article mentions it. */
const entityCount = z.object({ name: z.string(), count: z.number().int() });

/** People, places and organisations (人物、地点、机构) named in an article. */
export const articleEntities = z.object({
  people: z.array(entityCount),
  places: z.array(entityCount),
  organisations: z.array(entityCount),
});

/**
 * Everything the article detail page shows. `html` is the sanitised body when the source had
 * HTML, else null and the page shows `paragraphs`. `sentiment` is the organisation's effective
 * sentiment (its override, or `irrelevant` for 与我无关), or the model's on the share page.
 * `shareCode` signs the article id for /shareArticleDetails.
 */
export const articleDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string().nullable(),
  paragraphs: z.array(z.string()),
  summary: z.string(),
  images: z.array(z.string()),
  siteName: z.string(),
  author: z.object({
    name: z.string(),
    id: z.string().nullable(),
    followers: z.number().int().nullable(),
    verified: z.boolean(),
  }),
  publishTime: z.string(),
  url: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  language: z.string(),
  sentiment: z.enum(SENTIMENT_CODES),
  sentimentName: z.string(),
  keywords: z.array(z.object({ word: z.string(), weight: z.number() })),
  entities: articleEntities,
  regions: z.array(z.object({ code: z.string(), name: z.string(), level: z.string() })),
  engagement: z.object({
    reads: z.number().int(),
    comments: z.number().int(),
    forwards: z.number().int(),
    likes: z.number().int(),
    plays: z.number().int(),
  }),
  articleCoverBase64: z.string().nullable(),
  similarCount: z.number().int(),
  isFavorite: z.boolean(),
  isDemo: z.boolean(),
  shareCode: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** One article of a spread route; reprints hang under the article they reprint. */
export interface SpreadNode {
  id: number;
  title: string;
  siteName: string;
  carrier: string;
  carrierName: string;
  publishTime: string;
  children: SpreadNode[];
}
const spreadNode: z.ZodType<SpreadNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    siteName: z.string(),
    carrier: z.string(),
    carrierName: z.string(),
    publishTime: z.string(),
    children: z.array(spreadNode),
  }),
);

/** The spread route: the origin (earliest article of the cluster) with its reprints below it. */
export const spreadRoute = z.object({
  root: spreadNode,
  /** Articles in the cluster; the tree holds at most the earliest `shown` of them. */
  total: z.number().int(),
  shown: z.number().int(),
});

/** One part of the spread index: its raw value, its score and the most it can add. */
const spreadPart = z.object({
  key: z.enum(['size', 'sites', 'carriers', 'engagement', 'span']),
  name: z.string(),
  value: z.number(),
  score: z.number(),
  max: z.number(),
});

/** The 0–100 spread index (传播指数) and the parts it is the sum of. */
export const spreadIndex = z.object({
  index: z.number(),
  /** 高 (≥ 60), 中 (≥ 30) or 低. */
  level: z.enum(['高', '中', '低']),
  parts: z.array(spreadPart),
});

/** Actions on single articles; per-organisation judgements live in per-organisation tables. */
export const articleCalls = {
  showArticleDetail: defineCall({
    path: '/api/article/showArticleDetail',
    title: '文章详情',
    module: 'article',
    resource: 'article',
    input: detailInput,
    output: articleDetail,
  }),
  showArticleDetailExternal: defineCall({
    path: '/api/article/showArticleDetailExternal',
    title: '分享页文章详情（免登录）',
    module: 'article',
    resource: 'article',
    auth: 'public',
    input: detailInput.extend({ shareCode: p.name(64).optional() }),
    output: articleDetail,
  }),
  judgeArticleEmotion: defineCall({
    path: '/api/article/judgeArticleEmotion',
    title: '修改文章情感倾向',
    module: 'article',
    resource: 'article',
    input: byIds('articleIds').extend({ sentiment: p.oneOf(SENTIMENT_CODES) }),
    output: p.ok(),
  }),
  saveWarningArticle: defineCall({
    path: '/api/article/saveWarningArticle',
    title: '人工预警：推送文章为预警',
    module: 'warning',
    resource: 'warning',
    input: byIds('articleIds').extend({
      warningLevel: p.oneOf(WARNING_LEVEL_CODES),
      noticeIds: p.list(p.id(), 100).optional(),
      remark: p.text(500).optional(),
    }),
    output: p.ok(),
  }),
  joinBriefingArticle: defineCall({
    path: '/api/article/joinBriefingArticle',
    title: '加入报告（日报/周报/月报）',
    module: 'report',
    resource: 'briefing',
    input: byIds('articleIds').extend({
      period: p.oneOf(REPORT_PERIOD_CODES),
      briefingId: p.id().optional(),
    }),
    output: p.ok(),
  }),
  similarArticles: defineCall({
    path: '/api/article/similarArticles',
    title: '相似文章列表',
    module: 'article',
    resource: 'article',
    input: oneArticle.extend(p.paging),
    output: articlePage,
  }),
  similarArticleCount: defineCall({
    path: '/api/article/similarArticleCount',
    title: '相似文章数',
    module: 'article',
    resource: 'article',
    input: oneArticle,
    output: count,
  }),
  articleSpreadRoute: defineCall({
    path: '/api/article/articleSpreadRoute',
    title: '文章传播路径',
    module: 'article',
    resource: 'article',
    input: oneArticle,
    output: spreadRoute,
  }),
  articleSpreadIndex: defineCall({
    path: '/api/article/articleSpreadIndex',
    title: '文章传播指数',
    module: 'article',
    resource: 'article',
    input: oneArticle,
    output: spreadIndex,
  }),
  articleEntityAnalysis: defineCall({
    path: '/api/article/articleEntityAnalysis',
    title: '文章实体分析（人物、地点、机构）',
    module: 'article',
    resource: 'article',
    input: oneArticle,
    output: articleEntities,
  }),
  articleAuthorHistory: defineCall({
    path: '/api/article/articleAuthorHistory',
    title: '作者历史发文',
    module: 'article',
    resource: 'article',
    input: oneArticle.extend(p.paging),
    output: articlePage,
  }),
  saveFavoriteArticle: defineCall({
    path: '/api/article/saveFavoriteArticle',
    title: '收藏文章',
    module: 'favorite',
    resource: 'favorite',
    input: byIds('articleIds').extend({ folderId: p.id().optional() }),
    output: p.ok(),
  }),
  cancelFavoriteArticle: defineCall({
    path: '/api/article/cancelFavoriteArticle',
    title: '取消收藏',
    module: 'favorite',
    resource: 'favorite',
    input: byIds('articleIds'),
    output: p.ok(),
  }),
  articleExport: defineCall({
    path: '/api/article/articleExport',
    title: '导出所选文章',
    module: 'article',
    resource: 'article',
    download: true,
    input: byIds('articleIds', 8000).extend(downloadShape),
  }),
  articleTranslate: defineCall({
    path: '/api/article/articleTranslate',
    title: '文章翻译',
    module: 'article',
    resource: 'article',
    input: oneArticle.extend({ targetLanguage: p.oneOf(LANGUAGE_CODES).default('zh') }),
    output: z.object({ title: z.string(), content: z.string(), sourceLanguage: z.string() }),
  }),
  joinExclusionWord: defineCall({
    path: '/api/article/joinExclusionWord',
    title: '加入排除词',
    module: 'article',
    resource: 'article',
    input: z.object({
      // A form call sends an empty list as no parameter at all: both read as 请填写排除词.
      words: p
        .list(p.name(50), 50)
        .default([])
        .refine((a) => a.length > 0, { message: '请填写排除词' }),
      specialId: p.id().optional(),
    }),
    output: p.ok(),
  }),
  sendInstantPush: defineCall({
    path: '/dc/article/sendInstantPush',
    title: '即时推送文章',
    module: 'article',
    resource: 'article',
    style: 'json',
    input: byIds('articleIds', 50).extend({
      noticeIds: p.list(p.id(), 100).refine((a) => a.length > 0, { message: '请选择接收人' }),
      message: p.text(500).optional(),
    }),
    output: p.ok(),
  }),
};
