import { resolveTimeRange, toArticleScope, xlsxDownload } from '../../analysis/index.js';
import type { ArticleSort, ScopeInput } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FileResult } from '../../platform/http/file-result.js';
import type { WarningArticleRepo, WarnedFilter } from './warning-article.repo.js';
import { toWarnedExportTable } from './warning-article.mapper.js';

/** No lower bound on publish time: a warning's own time is what the range applies to. */
const ALL_TIME = { timeRange: 'custom', startTime: 0, endTime: Number.MAX_SAFE_INTEGER };

/** The warned-article list input: scope, rule, level, read state, order and paging. */
export type WarnedListInput = ScopeInput & {
  warningRuleId?: number | undefined;
  warningLevel?: string | undefined;
  readState?: boolean | undefined;
  sort?: ArticleSort;
  pageNum?: number;
  pageSize?: number;
};

/** The export input: the list filter plus how many (0 = only the selected articles). */
export type WarnedExportInput = WarnedListInput & {
  exportCount?: number;
  articleIds?: readonly number[] | undefined;
};

/** Who is asking: read state is kept per account. */
export interface Reader {
  orgId: number;
  accountId: number;
  /** Granted special topics of a sub account; null = every topic (its warnings all show). */
  specialIds: number[] | null;
}

/**
 * Warned articles (预警信息): list, unread count, read marks, deletion and export. The time
 * range applies to when the warning fired; carriers, sentiments and keyword go through the
 * shared article scope (the organisation's sentiment corrections and 与我无关 apply).
 */
export class WarningArticleService {
  constructor(
    private readonly repo: WarningArticleRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * The warnings a reader sees: with topic grants, only warnings whose article a granted
   * topic's rule hit (list, unread count, export and deletion alike).
   */
  private async filter(who: Reader, input: WarnedListInput) {
    const { startTime, endTime } = resolveTimeRange(input, this.clock.now());
    const ruleIds = await this.repo.grantedRules(who.orgId, who.specialIds);
    const scope = {
      ...toArticleScope(who.orgId, { ...input, ...ALL_TIME }, this.clock.now()),
      ...(ruleIds === null ? {} : { ruleIds }),
    };
    const base: Omit<WarnedFilter, 'sort' | 'limit' | 'offset'> = {
      accountId: who.accountId,
      from: startTime,
      to: endTime,
      ruleId: input.warningRuleId,
      level: input.warningLevel,
      readState: input.readState,
    };
    return { scope, base };
  }

  /** One page of warnings, newest first by default. */
  async page(who: Reader, input: WarnedListInput) {
    const pageNum = input.pageNum ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { scope, base } = await this.filter(who, input);
    const { rows, total } = await this.repo.page(scope, {
      ...base,
      sort: input.sort ?? 'timeDesc',
      limit: pageSize,
      offset: (pageNum - 1) * pageSize,
    });
    return { rows, total, pageNum, pageSize };
  }

  async unreadCount(who: Reader): Promise<number> {
    const ruleIds = await this.repo.grantedRules(who.orgId, who.specialIds);
    return this.repo.unread(who.orgId, who.accountId, ruleIds);
  }

  /** Marks the given warnings (all of the organisation's, with `all`) read for this account. */
  async read(who: Reader, input: { warningIds?: number[] | undefined; all: boolean }) {
    if (input.all) {
      await this.repo.markRead(who.orgId, who.accountId, 'all', this.clock.now());
      return;
    }
    const ids = [...new Set(input.warningIds ?? [])];
    if (ids.length === 0) {
      throw new AppError('VALIDATION', '请选择要标为已读的预警');
    }
    const ruleIds = await this.repo.grantedRules(who.orgId, who.specialIds);
    if ((await this.repo.existing(who.orgId, ids, ruleIds)).length < ids.length) {
      throw new AppError('NOT_FOUND', '预警不存在或已被删除');
    }
    await this.repo.markRead(who.orgId, who.accountId, ids, this.clock.now());
  }

  async remove(who: Reader, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    const ruleIds = await this.repo.grantedRules(who.orgId, who.specialIds);
    if (
      ruleIds !== null &&
      (await this.repo.existing(who.orgId, unique, ruleIds)).length < unique.length
    ) {
      throw new AppError('NOT_FOUND', '预警不存在或已被删除');
    }
    if ((await this.repo.remove(who.orgId, unique)) === 0) {
      throw new AppError('NOT_FOUND', '预警不存在或已被删除');
    }
  }

  /** Exports the newest N warnings of the filter, or only the selected articles (exportCount 0). */
  async export(who: Reader, input: WarnedExportInput): Promise<FileResult> {
    const selected = input.exportCount === 0;
    const { scope, base } = await this.filter(who, input);
    const { rows } = await this.repo.page(scope, {
      ...base,
      articleIds: selected ? (input.articleIds ?? []) : undefined,
      sort: input.sort ?? 'timeDesc',
      limit: selected ? 8000 : (input.exportCount ?? 1000),
      offset: 0,
    });
    if (rows.length === 0) {
      throw new AppError('VALIDATION', '当前条件下没有可导出的预警信息');
    }
    const title = '预警信息';
    return xlsxDownload(toWarnedExportTable(rows), { sheetName: title, title }, this.clock.now());
  }
}
