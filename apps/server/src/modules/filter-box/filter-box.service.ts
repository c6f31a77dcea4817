import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FilterBoxRepo, FilterKey, FilterListQuery } from './filter-box.repo.js';

/** At most this many entries per organisation: each one is a condition of every list query. */
const MAX_ENTRIES = 2000;

const TYPE_NAMES: Record<string, string> = { site: '网站', author: '作者', word: '关键词' };

export interface FilterEntryInput {
  filterType: string;
  content: string;
  specialId?: number | undefined;
}

/**
 * Filter boxes (信息过滤): sites, authors and words kept out of every list and analysis of the
 * organisation (special 0) or of one of its specials. The shared scope applies enabled entries.
 */
export class FilterBoxService {
  constructor(
    private readonly repo: FilterBoxRepo,
    private readonly clock: Clock,
  ) {}

  list(orgId: number, query: FilterListQuery) {
    return this.repo.page(orgId, query);
  }

  /** The special an entry applies to: 0 for 全部, else one of the organisation's specials. */
  private async specialOf(orgId: number, specialId: number | undefined): Promise<number> {
    if (specialId === undefined) {
      return 0;
    }
    if (!(await this.repo.hasSpecial(orgId, specialId))) {
      throw new AppError('NOT_FOUND', '所选专题不存在或已删除');
    }
    return specialId;
  }

  private async checkRoom(orgId: number, adding: number): Promise<void> {
    if ((await this.repo.count(orgId)) + adding > MAX_ENTRIES) {
      throw new AppError('VALIDATION', `过滤项最多${MAX_ENTRIES}条，请先删除不用的过滤项`);
    }
  }

  /** Creates an entry, or edits one (filterBoxId given); the same entry twice is refused. */
  async save(orgId: number, input: FilterEntryInput & { filterBoxId?: number | undefined }) {
    const key: FilterKey = {
      specialId: await this.specialOf(orgId, input.specialId),
      filterType: input.filterType,
      content: input.content.trim(),
    };
    if (input.filterBoxId !== undefined && !(await this.repo.find(orgId, input.filterBoxId))) {
      throw new AppError('NOT_FOUND', '过滤项不存在或已删除');
    }
    const [clash] = await this.repo.existing(orgId, key, [key.content]);
    if (clash && clash.id !== input.filterBoxId) {
      const typeName = TYPE_NAMES[key.filterType] ?? '';
      throw new AppError('CONFLICT', `${typeName}过滤「${key.content}」已存在，请勿重复添加`);
    }
    if (input.filterBoxId !== undefined) {
      await this.repo.update(orgId, input.filterBoxId, key);
      return input.filterBoxId;
    }
    await this.checkRoom(orgId, 1);
    const [id] = await this.repo.insert(orgId, [key], this.clock.now());
    return id ?? 0;
  }

  /** Adds many entries of one type; blanks and entries already there are skipped and counted. */
  async saveBatch(
    orgId: number,
    input: Omit<FilterEntryInput, 'content'> & { contents: string[] },
  ) {
    const specialId = await this.specialOf(orgId, input.specialId);
    const key = { specialId, filterType: input.filterType };
    const wanted = [...new Set(input.contents.map((c) => c.trim()).filter((c) => c !== ''))];
    const have = new Set((await this.repo.existing(orgId, key, wanted)).map((r) => r.content));
    const fresh = wanted.filter((c) => !have.has(c));
    if (fresh.length > 0) {
      await this.checkRoom(orgId, fresh.length);
      const entries = fresh.map((content) => ({ ...key, content }));
      await this.repo.insert(orgId, entries, this.clock.now());
    }
    return { added: fresh.length, skipped: input.contents.length - fresh.length };
  }

  async remove(orgId: number, ids: readonly number[]): Promise<void> {
    if ((await this.repo.remove(orgId, ids)) === 0) {
      throw new AppError('NOT_FOUND', '过滤项不存在或已删除');
    }
  }

  async setEnabled(orgId: number, id: number, enabled: boolean): Promise<void> {
    if (!(await this.repo.setEnabled(orgId, id, enabled))) {
      throw new AppError('NOT_FOUND', '过滤项不存在或已删除');
    }
  }
}
