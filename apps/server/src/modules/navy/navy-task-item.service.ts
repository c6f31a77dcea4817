import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from './navy-json.js';
import type { NavyTaskService } from './navy-task.service.js';

/**
 * 目标链接 of a 网评任务: the links members comment on, with how many comments each still
 * needs; editable only while the task is a draft or published.
 */
export class NavyTaskItemService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly tasks: NavyTaskService,
  ) {}

  async items(orgId: number, taskId: number, paging: { pageNum: number; pageSize: number }) {
    const task = await this.tasks.requireTask(orgId, taskId);
    const total = await this.db
      .selectFrom('navy_task_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    const { limit, offset } = pageWindow(paging);
    const rows = await this.db
      .selectFrom('navy_task_item')
      .selectAll()
      .where('task_id', '=', task.id)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const done = new Map<number, number>();
    if (rows.length > 0) {
      const counts = await this.db
        .selectFrom('navy_comment')
        .select(['item_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'item_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('review_state', '!=', 'rejected')
        .groupBy('item_id')
        .execute();
      for (const c of counts) {
        done.set(Number(c.item_id), Number(c.n));
      }
    }
    return {
      list: rows.map((r) => ({
        itemId: Number(r.id),
        itemTitle: r.title,
        itemUrl: r.url,
        articleId: r.article_id === null ? null : Number(r.article_id),
        requiredCount: r.required_count,
        submittedCount: done.get(Number(r.id)) ?? 0,
      })),
      total: Number(total?.n ?? 0),
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
    };
  }

  private editable(task: { state: string }) {
    if (task.state !== 'draft' && task.state !== 'published') {
      throw new AppError('VALIDATION', '任务已截止或已完成，不能再修改目标链接');
    }
  }

  async saveItem(
    orgId: number,
    input: {
      taskId: number;
      itemId?: number | undefined;
      itemTitle: string;
      itemUrl: string;
      articleId?: number | undefined;
      requiredCount: number;
    },
  ): Promise<number> {
    const task = await this.tasks.requireTask(orgId, input.taskId);
    this.editable(task);
    const values = {
      title: input.itemTitle,
      url: input.itemUrl,
      article_id: input.articleId ?? null,
      required_count: input.requiredCount,
    };
    if (input.itemId !== undefined) {
      const res = await this.db
        .updateTable('navy_task_item')
        .set(values)
        .where('org_id', '=', orgId)
        .where('task_id', '=', task.id)
        .where('id', '=', input.itemId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        throw new AppError('NOT_FOUND', '目标链接不存在或已删除');
      }
      return input.itemId;
    }
    const row = await this.db
      .insertInto('navy_task_item')
      .values({ ...values, org_id: orgId, task_id: task.id, created_at: this.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async deleteItems(orgId: number, ids: readonly number[]): Promise<void> {
    const rows = await this.db
      .selectFrom('navy_task_item as i')
      .innerJoin('navy_task as t', 't.id', 'i.task_id')
      .select(['i.id', 't.state'])
      .where('i.org_id', '=', orgId)
      .where('i.id', 'in', ids)
      .execute();
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', '目标链接不存在或已删除');
    }
    rows.forEach((r) => this.editable(r));
    const used = await this.db
      .selectFrom('navy_comment')
      .select('id')
      .where(
        'item_id',
        'in',
        rows.map((r) => r.id),
      )
      .executeTakeFirst();
    if (used) {
      throw new AppError('CONFLICT', '该目标链接已有成员提交，不能删除');
    }
    await this.db
      .deleteFrom('navy_task_item')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
}
