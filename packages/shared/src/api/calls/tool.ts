import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { url } from './common.js';

/** Small utilities: link reachability and the media-service redirect. */
export const toolCalls = {
  validatorUrlVisitState: defineCall({
    path: '/api/tool/validatorUrlVisitState',
    title: '检测链接能否访问',
    module: 'common',
    resource: 'tool',
    input: z.object({ url: url() }),
    output: z.object({ reachable: z.boolean(), httpStatus: z.number().int().nullable() }),
  }),
  redirect: defineCall({
    path: '/indymedia/indyMedia/redirect',
    title: '媒体服务跳转',
    module: 'common',
    resource: 'tool',
    method: 'GET',
    /** Answers a 302 to an allow-listed site (境外网站导航), not an envelope. */
    bare: true,
    input: z.object({ url: url() }),
  }),
};
