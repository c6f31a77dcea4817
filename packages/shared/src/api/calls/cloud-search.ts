import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articlePage, listed } from './common.js';

/** Cloud search app (/app/cloudSearchIndex, /app/cloudSearchList); both calls are JSON. */
export const cloudSearchCalls = {
  cloudSearchArticlePage: defineCall({
    path: '/api/app/cloudSearch/cloudSearchArticlePage',
    title: '云搜索结果分页',
    module: 'dataCenter',
    resource: 'article',
    style: 'json',
    input: listed({ keyword: p.name(200) }),
    output: articlePage,
  }),
  articleJoinSystem: defineCall({
    path: '/api/app/cloudSearch/articleJoinSystem',
    title: '云搜索结果加入专题或事件',
    module: 'dataCenter',
    resource: 'article',
    style: 'json',
    input: z
      .object({
        articleIds: p.list(p.id(), 200).refine((a) => a.length > 0, { message: '请选择文章' }),
        specialId: p.id().optional(),
        eventId: p.id().optional(),
      })
      .refine((v) => v.specialId !== undefined || v.eventId !== undefined, {
        message: '请选择要加入的专题或事件',
      }),
    output: z.object({ added: z.number().int() }),
  }),
};
