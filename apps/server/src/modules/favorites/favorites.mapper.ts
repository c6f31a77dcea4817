import { formatCn } from '@guanlan/shared';
import { carrierLabel, sentimentLabel } from '../../analysis/index.js';
import type { Table } from '../../analysis/index.js';
import { toArticleItem, toListRow } from '../article/index.js';
import type { FavoriteRow } from './favorite-article.repo.js';
import type { FolderView } from './favorite-folder.service.js';

/** A folder with its count → the API folder. */
export function toFolder(folder: FolderView) {
  return {
    folderId: folder.id,
    folderName: folder.name,
    articleCount: folder.count,
    isDefault: folder.isDefault,
  };
}

/** A favourite row → the API favourite article: the list item plus folder and favourite time. */
export function toFavoriteArticle(r: FavoriteRow) {
  return {
    ...toArticleItem(toListRow(r)),
    isFavorite: true,
    folderId: Number(r.folder_id),
    favoriteTime: formatCn(Number(r.favorited_at)),
  };
}

const EXPORT_COLUMNS = [
  { key: 'title', title: '标题' },
  { key: 'siteName', title: '来源' },
  { key: 'carrierName', title: '载体' },
  { key: 'sentimentName', title: '情感' },
  { key: 'publishTime', title: '发布时间' },
  { key: 'author', title: '作者' },
  { key: 'folderName', title: '收藏夹' },
  { key: 'favoriteTime', title: '收藏时间' },
  { key: 'url', title: '链接' },
  { key: 'summary', title: '摘要' },
];

/** Favourite rows → the table the .xlsx export renders (folder names resolved). */
export function toExportTable(rows: FavoriteRow[], folderName: (id: number) => string): Table {
  return {
    columns: EXPORT_COLUMNS,
    rows: rows.map((r) => ({
      ...toListRow(r),
      carrierName: carrierLabel(r.carrier),
      sentimentName: sentimentLabel(r.sentiment),
      folderName: folderName(Number(r.folder_id)),
      favoriteTime: formatCn(Number(r.favorited_at)),
    })),
  };
}
