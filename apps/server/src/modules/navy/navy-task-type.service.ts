import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';

/** 任务类型 of 网评任务: the organisation's list, unique names, deletable while unused. */
export class NavyTaskTypeService {
  constructor(private readonly db: Kysely<DB>) {}

  async types(orgId: number) {
    const rows = await this.db
      .selectFrom('navy_task_type')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ taskTypeId: Number(r.id), taskTypeName: r.name }));
  }

  async saveType(orgId: number, input: { taskTypeId?: number | undefined; taskTypeName: string }) {
    const clash = await this.db
      .selectFrom('navy_task_type')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', input.taskTypeName)
      .executeTakeFirst();
    if (clash && Number(clash.id) !== input.taskTypeId) {
      throw new AppError('CONFLICT', `任务类型「${input.taskTypeName}」已存在`);
    }
    if (input.taskTypeId !== undefined) {
      const res = await this.db
        .updateTable('navy_task_type')
        .set({ name: input.taskTypeName })
        .where('org_id', '=', orgId)
        .where('id', '=', input.taskTypeId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        throw new AppError('NOT_FOUND', '任务类型不存在或已删除');
      }
      return input.taskTypeId;
    }
    const row = await this.db
      .insertInto('navy_task_type')
      .values({ org_id: orgId, name: input.taskTypeName })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async deleteType(orgId: number, typeId: number): Promise<void> {
    const used = await this.db
      .selectFrom('navy_task')
      .select('id')
      .where('org_id', '=', orgId)
      .where('type_id', '=', typeId)
      .executeTakeFirst();
    if (used) {
      throw new AppError('CONFLICT', '该类型下还有任务，不能删除');
    }
    const res = await this.db
      .deleteFrom('navy_task_type')
      .where('org_id', '=', orgId)
      .where('id', '=', typeId)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', '任务类型不存在或已删除');
    }
  }
}
