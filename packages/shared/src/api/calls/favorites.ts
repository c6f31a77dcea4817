import { z } from 'zod';
import { defineCall } from '../define-call.js';
import * as p from '../params.js';
import { articleItem, byId, byIds, exported, listed, savedId } from './common.js';

/**
 * A folder id where the default folder (默认收藏夹) counts: it is folder 0, which always exists
 * and has no row of its own.
 */
const folderRef = () =>
  z.coerce
    .number({ message: '收藏夹编号必须是数字' })
    .int({ message: '收藏夹编号必须是整数' })
    .min(0, { message: '收藏夹编号不能小于0' })
    .max(Number.MAX_SAFE_INTEGER, { message: '收藏夹编号过大' });

/** A folder of the archive with the number of articles in it. */
export const favoriteFolder = z.object({
  folderId: z.number().int(),
  folderName: z.string(),
  articleCount: z.number().int(),
  /** 默认收藏夹: cannot be renamed or deleted. */
  isDefault: z.boolean(),
});

/** A favourite article: the list item plus its folder and when it was favourited. */
export const favoriteArticle = articleItem.extend({
  folderId: z.number().int(),
  favoriteTime: z.string(),
});

/** The archive (/account/collect): favourite articles in folders. */
export const favoritesCalls = {
  findFavoriteFolder: defineCall({
    path: '/api/favorites/findFavoriteFolder',
    title: '收藏夹列表',
    module: 'favorite',
    resource: 'favorite',
    input: p.none(),
    output: z.array(favoriteFolder),
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
    input: listed({ folderId: folderRef().optional() }),
    output: p.page(favoriteArticle),
  }),
  moveFavoriteArticle: defineCall({
    path: '/api/favorites/moveFavoriteArticle',
    title: '移动收藏文章到其他收藏夹',
    module: 'favorite',
    resource: 'favorite',
    input: byIds('articleIds').extend({ folderId: folderRef() }),
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
    input: exported({ folderId: folderRef().optional() }),
  }),
};
