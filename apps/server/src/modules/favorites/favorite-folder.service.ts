import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { DEFAULT_FOLDER_ID } from './favorite-folder.repo.js';
import type { FavoriteFolderRepo } from './favorite-folder.repo.js';

/** The name of folder 0, which every organisation has. */
export const DEFAULT_FOLDER_NAME = '默认收藏夹';

/** At most this many folders besides the default one. */
const MAX_FOLDERS = 50;

/** A folder as the archive lists it. */
export interface FolderView {
  id: number;
  name: string;
  count: number;
  isDefault: boolean;
}

/** Folders of the archive (收藏归档): the default folder plus the organisation's own. */
export class FavoriteFolderService {
  constructor(
    private readonly repo: FavoriteFolderRepo,
    private readonly clock: Clock,
  ) {}

  /** 默认收藏夹 first, then the organisation's folders oldest first, each with its count. */
  async list(orgId: number): Promise<FolderView[]> {
    const [folders, counts] = await Promise.all([
      this.repo.list(orgId),
      this.repo.articleCounts(orgId),
    ]);
    const countOf = (id: number) => counts.get(id) ?? 0;
    return [
      { id: DEFAULT_FOLDER_ID, name: DEFAULT_FOLDER_NAME, count: countOf(0), isDefault: true },
      ...folders.map((f) => ({
        id: Number(f.id),
        name: f.name,
        count: countOf(Number(f.id)),
        isDefault: false,
      })),
    ];
  }

  /** The name of a folder of the organisation; another organisation's folder answers 4004. */
  async nameOf(orgId: number, folderId: number): Promise<string> {
    if (folderId === DEFAULT_FOLDER_ID) {
      return DEFAULT_FOLDER_NAME;
    }
    const folder = await this.repo.find(orgId, folderId);
    if (!folder) {
      throw new AppError('NOT_FOUND', '收藏夹不存在或已删除');
    }
    return folder.name;
  }

  /** Creates a folder, or renames one (folderId given); names are unique per organisation. */
  async save(orgId: number, input: { folderId?: number | undefined; folderName: string }) {
    const name = input.folderName.trim();
    if (input.folderId === DEFAULT_FOLDER_ID) {
      throw new AppError('VALIDATION', '默认收藏夹不能重命名');
    }
    if (input.folderId !== undefined) {
      await this.nameOf(orgId, input.folderId);
    }
    const clash = await this.repo.findByName(orgId, name);
    if (name === DEFAULT_FOLDER_NAME || (clash && Number(clash.id) !== input.folderId)) {
      throw new AppError('CONFLICT', `收藏夹名称「${name}」已存在，请换一个名称`);
    }
    if (input.folderId !== undefined) {
      await this.repo.rename(orgId, input.folderId, name);
      return input.folderId;
    }
    if ((await this.repo.count(orgId)) >= MAX_FOLDERS) {
      throw new AppError('VALIDATION', `收藏夹最多${MAX_FOLDERS}个，请先删除不用的收藏夹`);
    }
    return this.repo.insert(orgId, name, this.clock.now());
  }

  /** Deletes a folder; its articles move to 默认收藏夹, so no favourite is lost. */
  async remove(orgId: number, folderId: number): Promise<void> {
    if (folderId === DEFAULT_FOLDER_ID) {
      throw new AppError('VALIDATION', '默认收藏夹不能删除');
    }
    await this.nameOf(orgId, folderId);
    await this.repo.remove(orgId, folderId);
  }
}
