import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import {
  articlePage,
  byId,
  exported,
  listed,
  move,
  nameCheck,
  nameCheckInput,
  rename,
  ruled,
  savedId,
  scoped,
  analysisTable,
} from './common.js';
import {
  SHORT_VIDEO_PLATFORM_CODES,
  monitorSetForm,
  monitorTree,
  shortVideoDetail,
} from './monitor-shapes.js';

/** Short-video platforms a set can watch. */
const PLATFORMS = SHORT_VIDEO_PLATFORM_CODES;

const setInput = ruled({
  setId: p.id().optional(),
  groupId: p.id(),
  setName: p.name(50),
  platforms: p.list(p.oneOf(PLATFORMS), PLATFORMS.length).optional(),
});

/** Short-video monitoring: sets (a rule over video platforms) inside groups. */
export const shortVideoCalls = {
  findShortVideo: defineCall({
    path: '/api/app/shortVideo/findShortVideo',
    title: '短视频分组及监测方案',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: p.none(),
    output: monitorTree,
  }),
  findShortVideoSet: defineCall({
    path: '/api/app/shortVideo/findShortVideoSet',
    title: '短视频监测方案详情',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: byId('setId'),
    output: monitorSetForm,
  }),
  saveShortVideoGroup: defineCall({
    path: '/api/app/shortVideo/saveShortVideoGroup',
    title: '新建或重命名短视频分组',
    module: 'shortVideo',
    resource: 'shortVideoGroup',
    input: z.object({ groupId: p.id().optional(), groupName: p.name(30) }),
    output: savedId('groupId'),
  }),
  deleteShortVideoGroup: defineCall({
    path: '/api/app/shortVideo/deleteShortVideoGroup',
    title: '删除短视频分组',
    module: 'shortVideo',
    resource: 'shortVideoGroup',
    input: byId('groupId'),
    output: p.ok(),
  }),
  moveShortVideoGroupPositionType: defineCall({
    path: '/api/app/shortVideo/moveShortVideoGroupPositionType',
    title: '移动短视频分组位置',
    module: 'shortVideo',
    resource: 'shortVideoGroup',
    input: move('groupId'),
    output: p.ok(),
  }),
  saveShortVideoSet: defineCall({
    path: '/api/app/shortVideo/saveShortVideoSet',
    title: '新建或修改短视频监测方案',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: setInput,
    output: savedId('setId'),
  }),
  saveShortVideoSetName: defineCall({
    path: '/api/app/shortVideo/saveShortVideoSetName',
    title: '短视频监测方案重命名',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: rename('setId', 'setName'),
    output: p.ok(),
  }),
  verificationShortVideoSetName: defineCall({
    path: '/api/app/shortVideo/verificationShortVideoSetName',
    title: '校验短视频监测方案名称是否可用',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: nameCheckInput('setId', 'setName'),
    output: nameCheck,
  }),
  deleteShortVideoSet: defineCall({
    path: '/api/app/shortVideo/deleteShortVideoSet',
    title: '删除短视频监测方案',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: byId('setId'),
    output: p.ok(),
  }),
  moveShortVideoSetPositionType: defineCall({
    path: '/api/app/shortVideo/moveShortVideoSetPositionType',
    title: '移动短视频监测方案位置',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: move('setId'),
    output: p.ok(),
  }),
  findShortVideoArticle: defineCall({
    path: '/api/app/shortVideo/findShortVideoArticle',
    title: '短视频列表',
    module: 'shortVideo',
    resource: 'article',
    input: listed({ setId: p.id(), platforms: p.list(p.oneOf(PLATFORMS), 10).optional() }),
    output: articlePage,
  }),
  findShortVideoDetail: defineCall({
    path: '/api/app/shortVideo/findShortVideoDetail',
    title: '短视频详情',
    module: 'shortVideo',
    resource: 'article',
    input: byId('articleId'),
    output: shortVideoDetail,
  }),
  findShortVideoCarrierDataStatistics: defineCall({
    path: '/api/app/shortVideo/findShortVideoCarrierDataStatistics',
    title: '短视频各平台数据统计',
    module: 'shortVideo',
    resource: 'shortVideoSet',
    input: scoped({ setId: p.id() }),
    output: analysisTable,
  }),
  exportShortVideoArticle: defineCall({
    path: '/api/app/shortVideo/exportShortVideoArticle',
    title: '导出短视频列表',
    module: 'shortVideo',
    resource: 'article',
    download: true,
    input: exported({ setId: p.id() }),
  }),
};
