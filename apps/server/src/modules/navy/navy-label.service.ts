import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/** 自定义标签 (/navy/customLabel): the organisation's labels, names unique within it. */
export class NavyLabelService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(orgId: number) {
    const rows = await this.db
      .selectFrom('navy_label')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ labelId: Number(r.id), labelName: r.name, color: r.color }));
  }

  async save(
    orgId: number,
    input: { labelId?: number | undefined; labelName: string; color?: string | undefined },
  ): Promise<number> {
    const clash = await this.db
      .selectFrom('navy_label')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', input.labelName)
      .executeTakeFirst();
    if (clash && Number(clash.id) !== input.labelId) {
      throw new AppError('CONFLICT', `标签「${input.labelName}」已存在`);
    }
    const color = input.color ?? '#1677ff';
    if (input.labelId !== undefined) {
      const res = await this.db
        .updateTable('navy_label')
        .set({ name: input.labelName, color })
        .where('org_id', '=', orgId)
        .where('id', '=', input.labelId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        throw new AppError('NOT_FOUND', '标签不存在或已删除');
      }
      return input.labelId;
    }
    const row = await this.db
      .insertInto('navy_label')
      .values({ org_id: orgId, name: input.labelName, color })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async remove(orgId: number, labelId: number): Promise<void> {
    const res = await this.db
      .deleteFrom('navy_label')
      .where('org_id', '=', orgId)
      .where('id', '=', labelId)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', '标签不存在或已删除');
    }
  }
}
