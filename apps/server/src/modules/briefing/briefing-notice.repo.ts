import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { BriefingNoticeTable, DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { contains } from '../../db/contains.js';

export type NoticeRow = Selectable<BriefingNoticeTable>;

export interface NoticeValues {
  noticeName: string;
  email: string;
  phone?: string | undefined;
}

/** 报告接收人: people reports are mailed to, per organisation (e-mail unique). */
export class BriefingNoticeRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(orgId: number, keyword: string | undefined) {
    let q = this.db.selectFrom('briefing_notice').where('org_id', '=', orgId);
    const k = keyword?.trim();
    if (k) {
      q = q.where((eb) => eb.or([contains('name', k), contains('email', k)]));
    }
    return q;
  }

  async page(orgId: number, keyword: string | undefined, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.filtered(orgId, keyword).selectAll().orderBy('id').offset(offset).limit(limit).execute(),
      this.filtered(orgId, keyword)
        .select(sql<number>`COUNT(*)`.as('n'))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** Those of the listed recipients that still exist in the organisation. */
  async existing(orgId: number, ids: readonly number[]): Promise<NoticeRow[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) {
      return [];
    }
    return this.db
      .selectFrom('briefing_notice')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', 'in', wanted)
      .execute();
  }

  /** The listed recipients of the organisation; any id not its own is 4004. */
  async many(orgId: number, ids: readonly number[]): Promise<NoticeRow[]> {
    const rows = await this.existing(orgId, ids);
    if (rows.length !== new Set(ids).size) {
      throw new AppError('NOT_FOUND', '接收人不存在或已删除');
    }
    return rows;
  }

  async save(orgId: number, id: number | undefined, v: NoticeValues, now: number) {
    const email = v.email.trim().toLowerCase();
    const clash = await this.db
      .selectFrom('briefing_notice')
      .select('id')
      .where('org_id', '=', orgId)
      .where('email', '=', email)
      .executeTakeFirst();
    if (clash && clash.id !== id) {
      throw new AppError('CONFLICT', `邮箱 ${email} 已在接收人列表中`);
    }
    const values = { name: v.noticeName, email, phone: v.phone ?? null };
    if (id !== undefined) {
      await this.many(orgId, [id]);
      await this.db
        .updateTable('briefing_notice')
        .set(values)
        .where('org_id', '=', orgId)
        .where('id', '=', id)
        .execute();
      return id;
    }
    const row = await this.db
      .insertInto('briefing_notice')
      .values({ ...values, org_id: orgId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async remove(orgId: number, ids: readonly number[]): Promise<void> {
    await this.many(orgId, ids);
    await this.db
      .deleteFrom('briefing_notice')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
  }
}
