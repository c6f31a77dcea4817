import { toArticleScope, xlsxDownload } from '../../analysis/index.js';
import type { ArticleSort, ScopeInput } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FileResult } from '../../platform/http/file-result.js';
import type { FavoriteArticleRepo } from './favorite-article.repo.js';
import { DEFAULT_FOLDER_ID } from './favorite-folder.repo.js';
import type { FavoriteFolderService } from './favorite-folder.service.js';
import { toExportTable } from './favorites.mapper.js';

/** The list input: the analysis scope, a folder (absent = all), order and paging. */
export type FavoriteListInput = ScopeInput & {
  folderId?: number | undefined;
  sort?: ArticleSort;
  pageNum?: number;
  pageSize?: number;
};

/** The export input: the list filter plus how many (0 = only the selected articles). */
export type FavoriteExportInput = FavoriteListInput & {
  exportCount?: number;
  articleIds?: readonly number[] | undefined;
};

/** Favourite articles (收藏归档): save, cancel, move, list and export, per organisation. */
export class FavoriteArticleService {
  constructor(
    private readonly repo: FavoriteArticleRepo,
    private readonly folders: FavoriteFolderService,
    private readonly clock: Clock,
  ) {}

  /** Favourites articles into a folder (default 默认收藏夹); favouriting again moves them. */
  async save(
    orgId: number,
    accountId: number,
    articleIds: readonly number[],
    folderId: number = DEFAULT_FOLDER_ID,
  ): Promise<void> {
    await this.folders.nameOf(orgId, folderId);
    const ids = [...new Set(articleIds)];
    const found = await this.repo.existing(orgId, ids);
    if (found.length < ids.length) {
      throw new AppError('NOT_FOUND', '文章不存在或已被删除');
    }
    await this.repo.save(orgId, ids, folderId, accountId, this.clock.now());
  }

  /** 取消收藏 / 删除收藏: articles not in the favourites are ignored. */
  async remove(orgId: number, articleIds: readonly number[]): Promise<void> {
    await this.repo.remove(orgId, articleIds);
  }

  /** Moves favourites to another folder (0 = 默认收藏夹). */
  async move(orgId: number, articleIds: readonly number[], folderId: number): Promise<void> {
    await this.folders.nameOf(orgId, folderId);
    const moved = await this.repo.move(orgId, articleIds, folderId);
    if (moved === 0) {
      throw new AppError('NOT_FOUND', '所选文章不在收藏中');
    }
  }

  /**
   * The scope of the favourites: the call's time, carriers, sentiments and keyword. Filter
   * boxes do not apply: an article the analyst archived stays in the archive.
   */
  private scope(orgId: number, input: ScopeInput) {
    return toArticleScope(orgId, input, this.clock.now());
  }

  /** One page of favourites, newest first by default. */
  async page(orgId: number, input: FavoriteListInput) {
    if (input.folderId !== undefined) {
      await this.folders.nameOf(orgId, input.folderId);
    }
    const pageNum = input.pageNum ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { rows, total } = await this.repo.page(this.scope(orgId, input), {
      folderId: input.folderId,
      sort: input.sort ?? 'timeDesc',
      limit: pageSize,
      offset: (pageNum - 1) * pageSize,
    });
    return { rows, total, pageNum, pageSize };
  }

  /** Exports the newest N favourites of the filter, or only the selected ones (exportCount 0). */
  async export(orgId: number, input: FavoriteExportInput): Promise<FileResult> {
    const folderTitle =
      input.folderId === undefined ? '全部收藏' : await this.folders.nameOf(orgId, input.folderId);
    const selected = input.exportCount === 0;
    const { rows } = await this.repo.page(this.scope(orgId, input), {
      folderId: input.folderId,
      articleIds: selected ? (input.articleIds ?? []) : undefined,
      sort: input.sort ?? 'timeDesc',
      limit: selected ? 8000 : (input.exportCount ?? 1000),
      offset: 0,
    });
    if (rows.length === 0) {
      throw new AppError('VALIDATION', '当前条件下没有可导出的收藏文章');
    }
    const names = new Map((await this.folders.list(orgId)).map((f) => [f.id, f.name]));
    const table = toExportTable(rows, (id) => names.get(id) ?? '');
    const title = `收藏文章_${folderTitle}`;
    return xlsxDownload(table, { sheetName: '收藏文章', title }, this.clock.now());
  }
}
