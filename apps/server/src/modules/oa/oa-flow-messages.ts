import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from '../navy/index.js';

/**
 * Each account's flow messages (written by OaFlowService at every step for the next actor):
 * the paged inbox with its unread count, and marking messages read.
 */
export class OaFlowMessages {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async page(
    orgId: number,
    accountId: number,
    q: { readState?: boolean | undefined; pageNum: number; pageSize: number },
  ) {
    let base = this.db
      .selectFrom('oa_flow_message')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId);
    if (q.readState === true) {
      base = base.where('read_at', 'is not', null);
    } else if (q.readState === false) {
      base = base.where('read_at', 'is', null);
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const unread = await this.db
      .selectFrom('oa_flow_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return {
      list: rows.map((m) => ({
        messageId: Number(m.id),
        reportId: Number(m.report_id),
        title: m.title,
        content: m.content,
        readState: m.read_at !== null,
        createTime: formatCn(m.created_at),
      })),
      unreadCount: Number(unread?.n ?? 0),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async read(
    orgId: number,
    accountId: number,
    input: { messageIds?: number[] | undefined; all: boolean },
  ) {
    if (!input.all && (!input.messageIds || input.messageIds.length === 0)) {
      throw new AppError('VALIDATION', '请选择要标为已读的消息');
    }
    let q = this.db
      .updateTable('oa_flow_message')
      .set({ read_at: this.clock.now() })
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('read_at', 'is', null);
    if (!input.all && input.messageIds) {
      q = q.where('id', 'in', input.messageIds);
    }
    await q.execute();
  }
}
