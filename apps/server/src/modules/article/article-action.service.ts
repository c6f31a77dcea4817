import type { Kysely } from 'kysely';
import { WARNING_LEVELS } from '@guanlan/shared';
import type { Sentiment, WarningLevel } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
// message/index.ts does not re-export post-messages yet (its owner adds that line).
// eslint-disable-next-line no-restricted-imports
import { activeAccountIds, postMessages } from '../message/post-messages.js';
import type { SpecialService } from '../special/index.js';
import type { ArticleActionRepo } from './article-action.repo.js';
import type { ArticleRepo } from './article.repo.js';
import { appendExcludeWords } from './exclusion-words.js';

/** Who acts: the organisation and the account. */
export interface Actor {
  orgId: number;
  accountId: number;
}

/** The detail page of an article, for message links. */
export function articleLink(articleId: number, fromType?: string): string {
  const from = fromType ? `&fromType=${fromType}` : '';
  return `/articleDetails?articleId=${articleId}${from}`;
}

/**
 * What an analyst does with articles: correct the sentiment (per organisation), push as a manual
 * warning, add to a report, exclude words, push to colleagues. Every id is checked first: a
 * missing article is 4004 and nothing is written.
 */
export class ArticleActionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly articles: ArticleRepo,
    private readonly actions: ArticleActionRepo,
    private readonly specials: SpecialService,
    private readonly clock: Clock,
  ) {}

  /** The distinct ids, all existing, with their titles; else 4004 naming how many are missing. */
  private async existing(
    orgId: number,
    articleIds: readonly number[],
  ): Promise<Map<number, string>> {
    const ids = [...new Set(articleIds)];
    const titles = await this.articles.titles(ids, orgId);
    const missing = ids.length - titles.size;
    if (missing > 0) {
      const what = ids.length === 1 ? '文章' : `所选文章中有 ${missing} 篇`;
      throw new AppError('NOT_FOUND', `${what}不存在或已被删除`);
    }
    return new Map(ids.map((id) => [id, titles.get(id)!]));
  }

  /**
   * 修改情感倾向 for this organisation only: `irrelevant` (与我无关) hides the articles from its
   * lists and analyses; choosing another sentiment later brings them back with that sentiment.
   */
  async judge(orgId: number, articleIds: readonly number[], sentiment: Sentiment): Promise<void> {
    const ids = [...(await this.existing(orgId, articleIds)).keys()];
    await this.articles.judge(orgId, ids, sentiment, this.clock.now());
  }

  /**
   * 人工预警: stores the articles as artificial warnings and tells every active account of the
   * organisation in the message centre. `noticeIds` (warning recipients by SMS, e-mail or robot)
   * are accepted, but delivering to them belongs to the warning-notice work of a later issue.
   */
  async warn(
    actor: Actor,
    articleIds: readonly number[],
    level: WarningLevel,
    remark: string | undefined,
  ): Promise<void> {
    const titles = await this.existing(actor.orgId, articleIds);
    const now = this.clock.now();
    const note = remark?.trim() ? remark.trim() : null;
    await this.actions.addWarnings(
      actor.orgId,
      [...titles.keys()],
      { level, remark: note, createdBy: actor.accountId },
      now,
    );
    const drafts = [...titles].map(([id, title]) => ({
      type: 'warning' as const,
      title: `【${WARNING_LEVELS[level]}预警】${title}`,
      content: note ?? `该文章已被人工推送为${WARNING_LEVELS[level]}预警`,
      link: articleLink(id, 'warning'),
      articleId: id,
    }));
    const recipients = await activeAccountIds(this.db, actor.orgId);
    await postMessages(this.db, actor.orgId, recipients, drafts, now);
  }

  /** 加入报告: adding an article that is already in the period's report is not an error. */
  async addToBriefing(
    actor: Actor,
    articleIds: readonly number[],
    period: 'day' | 'week' | 'month',
    briefingId: number | undefined,
  ): Promise<void> {
    const ids = [...(await this.existing(actor.orgId, articleIds)).keys()];
    if (briefingId !== undefined) {
      const status = await this.actions.briefingStatus(actor.orgId, briefingId);
      if (status === undefined) {
        throw new AppError('NOT_FOUND', '报告不存在或已删除');
      }
      if (status === 'done') {
        throw new AppError('VALIDATION', '报告已生成，数据已固定，不能再加入文章');
      }
    }
    await this.actions.addToBriefing(
      actor.orgId,
      period,
      briefingId ?? 0,
      ids,
      actor.accountId,
      this.clock.now(),
    );
  }

  /**
   * 加入排除词: into one special's 排除词 (its rule is re-saved and back-filled, so matching
   * articles leave its list; another organisation's special is 4004), or, without a special,
   * into the organisation-wide word filters.
   */
  async excludeWords(orgId: number, words: readonly string[], specialId?: number): Promise<void> {
    const clean = [...new Set(words.map((w) => w.trim()).filter((w) => w))];
    if (clean.length === 0) {
      throw new AppError('VALIDATION', '请填写排除词');
    }
    if (specialId !== undefined) {
      await this.specials.editWords(orgId, specialId, (stored, mode) =>
        appendExcludeWords(stored, mode, clean),
      );
      return;
    }
    await this.actions.addWordFilters(orgId, clean, this.clock.now());
  }

  /**
   * 即时推送: a message to each chosen account (`noticeIds` are account ids of this
   * organisation; anyone else is refused before anything is written).
   */
  async instantPush(
    actor: Actor,
    articleIds: readonly number[],
    accountIds: readonly number[],
    message: string | undefined,
  ): Promise<void> {
    const titles = await this.existing(actor.orgId, articleIds);
    const wanted = [...new Set(accountIds)];
    const found = await this.actions.activeAccountsAmong(actor.orgId, wanted);
    if (found.length !== wanted.length) {
      throw new AppError('VALIDATION', '接收人不存在或不属于本单位，请重新选择接收人');
    }
    const note = message?.trim() ? message.trim() : null;
    const drafts = [...titles].map(([id, title]) => ({
      type: 'system' as const,
      title: `即时推送：${title}`,
      content: note ?? '同事向您推送了一篇文章，请及时查看',
      link: articleLink(id),
      articleId: id,
    }));
    await postMessages(this.db, actor.orgId, found, drafts, this.clock.now());
  }
}
