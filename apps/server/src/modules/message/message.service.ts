import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageFilter, MessageRepo, MessageRow } from './message.repo.js';

/** The account a message call acts for. */
export interface Reader {
  orgId: number;
  accountId: number;
}

/**
 * The message centre: every account reads and marks only its own messages. Messages are
 * written by the modules that raise them (warnings, briefings, tasks) through post-messages.
 */
export class MessageService {
  constructor(
    private readonly repo: MessageRepo,
    private readonly clock: Clock,
  ) {}

  unreadCount(r: Reader, type?: string): Promise<number> {
    return this.repo.countUnread(r.orgId, r.accountId, type);
  }

  page(
    r: Reader,
    filter: MessageFilter,
    pageNum: number,
    pageSize: number,
  ): Promise<{ rows: MessageRow[]; total: number }> {
    return this.repo.page(r.orgId, r.accountId, filter, pageNum, pageSize);
  }

  /**
   * Marks messages read: the given ids or, with `all`, every unread one. An id that is not one
   * of the account's own messages rejects the whole call, so nothing is marked.
   */
  async markRead(r: Reader, input: { messageIds?: number[] | undefined; all: boolean }) {
    const ids = [...new Set(input.messageIds ?? [])];
    if (input.all) {
      await this.repo.markRead(r.orgId, r.accountId, undefined, this.clock.now());
      return;
    }
    if (ids.length === 0) {
      throw new AppError('VALIDATION', '请选择要标为已读的消息');
    }
    const own = await this.repo.ownIds(r.orgId, r.accountId, ids);
    if (own.length !== ids.length) {
      throw new AppError('NOT_FOUND', '消息不存在或不属于当前账号');
    }
    await this.repo.markRead(r.orgId, r.accountId, ids, this.clock.now());
  }
}
