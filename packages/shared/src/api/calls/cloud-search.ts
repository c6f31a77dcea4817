import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { REPORT_PERIOD_CODES } from '../../domain/enums.js';
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
    title: '云搜索结果加入专题、事件、收藏或报告',
    module: 'dataCenter',
    resource: 'article',
    style: 'json',
    input: z
      .object({
        articleIds: p.list(p.id(), 200).refine((a) => a.length > 0, { message: '请选择文章' }),
        specialId: p.id().optional(),
        eventId: p.id().optional(),
        /** 加入收藏: the favourites folder (0 = 默认收藏夹). */
        folderId: p.int(0, 1e12).optional(),
        /** 加入报告: the next day/week/month report. */
        period: p.oneOf(REPORT_PERIOD_CODES).optional(),
      })
      .refine(
        (v) =>
          [v.specialId, v.eventId, v.folderId, v.period].filter((x) => x !== undefined).length ===
          1,
        { message: '请选择要加入的专题、事件、收藏夹或报告（只选一项）' },
      ),
    output: z.object({ added: z.number().int() }),
  }),
};
