import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articlePage, byId, byIds, exported, listed, savedId } from './common.js';

/** The archive (/account/collect): favourite articles in folders. */
export const favoritesCalls = {
  findFavoriteFolder: defineCall({
    path: '/api/favorites/findFavoriteFolder',
    title: '收藏夹列表',
    module: 'favorite',
    resource: 'favorite',
    input: p.none(),
  }),
  saveFavoriteFolder: defineCall({
    path: '/api/favorites/saveFavoriteFolder',
    title: '新建或重命名收藏夹',
    module: 'favorite',
    resource: 'favorite',
    input: z.object({ folderId: p.id().optional(), folderName: p.name(30) }),
    output: savedId('folderId'),
  }),
  deleteFavoriteFolder: defineCall({
    path: '/api/favorites/deleteFavoriteFolder',
    title: '删除收藏夹',
    module: 'favorite',
    resource: 'favorite',
    input: byId('folderId'),
    output: p.ok(),
  }),
  findPageFavoriteArticle: defineCall({
    path: '/api/favorites/findPageFavoriteArticle',
    title: '收藏文章列表',
    module: 'favorite',
    resource: 'favorite',
    input: listed({ folderId: p.id().optional() }),
    output: articlePage,
  }),
  moveFavoriteArticle: defineCall({
    path: '/api/favorites/moveFavoriteArticle',
    title: '移动收藏文章到其他收藏夹',
    module: 'favorite',
    resource: 'favorite',
    input: byIds('articleIds').extend({ folderId: p.id() }),
    output: p.ok(),
  }),
  deleteFavoriteArticle: defineCall({
    path: '/api/favorites/deleteFavoriteArticle',
    title: '删除收藏文章',
    module: 'favorite',
    resource: 'favorite',
    input: byIds('articleIds'),
    output: p.ok(),
  }),
  exportFavoriteArticle: defineCall({
    path: '/api/favorites/exportFavoriteArticle',
    title: '导出收藏文章',
    module: 'favorite',
    resource: 'favorite',
    download: true,
    input: exported({ folderId: p.id().optional() }),
  }),
};
