import type { Kysely } from 'kysely';
import { NAVY_TASK_STATE_LABELS, NAVY_TASK_TRANSITIONS } from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow, parseIds } from './navy-json.js';
import { taskCommentCounts, taskLabels, toTaskItem } from './navy-task-view.js';

/** A published task whose review deadline passed (default: a day after submission) closes itself. */
export const REVIEW_GRACE_MS = 24 * 60 * 60 * 1000;

export interface TaskInput {
  taskId?: number | undefined;
  taskName: string;
  taskTypeId: number;
  requirement?: string | undefined;
  deadline: number;
  reviewDeadline?: number | undefined;
  userGroupIds?: number[] | undefined;
  labelIds?: number[] | undefined;
  linkType?: 'article' | 'warning' | 'event' | undefined;
  linkId?: number | undefined;
  referenceText?: string | undefined;
  platforms?: string[] | undefined;
  requiredCount: number;
}

export interface LinkSource {
  linkType: string;
  linkId: number;
  title: string;
  url: string;
  summary: string;
}

/** Whether a task may move from one state to another (草稿 → 进行中 → 已截止 → 已完成). */
export function canMove(from: string, to: string): boolean {
  return (NAVY_TASK_TRANSITIONS[from as NavyTaskState] ?? []).includes(to as NavyTaskState);
}

/**
 * 网评任务 (/navy/index): tasks with their links, the state machine and the task lists (task
 * types: NavyTaskTypeService; target links: NavyTaskItemService).
 */
export class NavyTaskService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Closes the organisation's published tasks whose review deadline has passed. */
  async settle(orgId: number): Promise<void> {
    const now = this.clock.now();
    await this.db
      .updateTable('navy_task')
      .set({ state: 'closed', updated_at: now })
      .where('org_id', '=', orgId)
      .where('state', '=', 'published')
      .where((eb) =>
        eb.or([
          eb.and([eb('review_deadline', 'is not', null), eb('review_deadline', '<=', now)]),
          eb.and([eb('review_deadline', 'is', null), eb('deadline', '<=', now - REVIEW_GRACE_MS)]),
        ]),
      )
      .execute();
  }

  /** What a task links to in the main system: an article, a warning or an event of the org. */
  async source(orgId: number, linkType: string, linkId: number): Promise<LinkSource> {
    if (linkType === 'event') {
      const event = await this.db
        .selectFrom('event')
        .select(['id', 'name', 'description'])
        .where('org_id', '=', orgId)
        .where('id', '=', linkId)
        .executeTakeFirst();
      if (!event) {
        throw new AppError('NOT_FOUND', '关联的事件不存在或已删除');
      }
      return {
        linkType,
        linkId,
        title: event.name,
        url: `/eventAnalysis/context/${linkId}`,
        summary: event.description,
      };
    }
    let articleId = linkId;
    if (linkType === 'warning') {
      const warning = await this.db
        .selectFrom('warning_article')
        .select('article_id')
        .where('org_id', '=', orgId)
        .where('id', '=', linkId)
        .executeTakeFirst();
      if (!warning) {
        throw new AppError('NOT_FOUND', '关联的预警不存在或已删除');
      }
      articleId = Number(warning.article_id);
    }
    const article = await this.db
      .selectFrom('article')
      .select(['id', 'title', 'url', 'summary'])
      .where('id', '=', articleId)
      .executeTakeFirst();
    if (!article) {
      throw new AppError('NOT_FOUND', '关联的文章不存在或已删除');
    }
    return { linkType, linkId, title: article.title, url: article.url, summary: article.summary };
  }

  async requireTask(orgId: number, taskId: number) {
    await this.settle(orgId);
    const task = await this.db
      .selectFrom('navy_task')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', taskId)
      .executeTakeFirst();
    if (!task) {
      throw new AppError('NOT_FOUND', '网评任务不存在或已删除');
    }
    return task;
  }

  private async checkRefs(orgId: number, input: TaskInput): Promise<void> {
    const type = await this.db
      .selectFrom('navy_task_type')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', input.taskTypeId)
      .executeTakeFirst();
    if (!type) {
      throw new AppError('NOT_FOUND', '任务类型不存在或已删除');
    }
    for (const [table, ids, what] of [
      ['navy_group', input.userGroupIds, '队伍分组'],
      ['navy_label', input.labelIds, '标签'],
    ] as const) {
      if (ids && ids.length > 0) {
        const found = await this.db
          .selectFrom(table)
          .select('id')
          .where('org_id', '=', orgId)
          .where('id', 'in', ids)
          .execute();
        if (found.length !== new Set(ids).size) {
          throw new AppError('NOT_FOUND', `所选${what}不存在或已删除`);
        }
      }
    }
    if (input.reviewDeadline !== undefined && input.reviewDeadline < input.deadline) {
      throw new AppError('VALIDATION', '审核截止时间不能早于提交截止时间');
    }
  }

  /** Creates a draft or edits a draft/published task; a linked source becomes its first item. */
  async save(orgId: number, accountId: number, input: TaskInput): Promise<number> {
    await this.checkRefs(orgId, input);
    const link =
      input.linkType && input.linkId
        ? await this.source(orgId, input.linkType, input.linkId)
        : undefined;
    const now = this.clock.now();
    const values = {
      name: input.taskName,
      type_id: input.taskTypeId,
      requirement: input.requirement ?? '',
      deadline: input.deadline,
      review_deadline: input.reviewDeadline ?? null,
      link_type: link?.linkType ?? null,
      link_id: link?.linkId ?? null,
      link_title: link?.title ?? '',
      link_url: link?.url ?? '',
      reference_text: input.referenceText ?? link?.summary ?? '',
      platforms: JSON.stringify(input.platforms ?? []),
      group_ids: JSON.stringify(input.userGroupIds ?? []),
      label_ids: JSON.stringify(input.labelIds ?? []),
      required_count: input.requiredCount,
      updated_at: now,
    };
    if (input.taskId !== undefined) {
      const task = await this.requireTask(orgId, input.taskId);
      if (task.state !== 'draft' && task.state !== 'published') {
        throw new AppError(
          'VALIDATION',
          `任务${NAVY_TASK_STATE_LABELS[task.state as NavyTaskState]}，不能再修改`,
        );
      }
      await this.db.updateTable('navy_task').set(values).where('id', '=', task.id).execute();
      return input.taskId;
    }
    // Looked up before the transaction: SQLite has one connection, which the transaction holds.
    const linkedArticle =
      link && link.linkType !== 'event' ? await this.articleOf(orgId, link) : null;
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('navy_task')
        .values({
          ...values,
          org_id: orgId,
          state: 'draft',
          created_by: accountId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (link && /^https?:\/\//.test(link.url)) {
        await trx
          .insertInto('navy_task_item')
          .values({
            org_id: orgId,
            task_id: row.id,
            title: link.title.slice(0, 200),
            url: link.url,
            article_id: linkedArticle,
            required_count: input.requiredCount,
            created_at: now,
          })
          .execute();
      }
      return Number(row.id);
    });
  }

  private async articleOf(orgId: number, link: LinkSource): Promise<number | null> {
    if (link.linkType === 'article') {
      return link.linkId;
    }
    const w = await this.db
      .selectFrom('warning_article')
      .select('article_id')
      .where('org_id', '=', orgId)
      .where('id', '=', link.linkId)
      .executeTakeFirst();
    return w ? Number(w.article_id) : null;
  }

  /** Moves a task along its state machine; any other move is refused with the reason. */
  async move(orgId: number, taskId: number, to: NavyTaskState): Promise<void> {
    const task = await this.requireTask(orgId, taskId);
    const from = task.state as NavyTaskState;
    if (!canMove(from, to)) {
      throw new AppError(
        'VALIDATION',
        `任务当前为「${NAVY_TASK_STATE_LABELS[from]}」，不能变为「${NAVY_TASK_STATE_LABELS[to]}」`,
      );
    }
    if (to === 'published') {
      const item = await this.db
        .selectFrom('navy_task_item')
        .select('id')
        .where('task_id', '=', task.id)
        .executeTakeFirst();
      if (!item) {
        throw new AppError('VALIDATION', '请先添加至少一条目标链接再发布任务');
      }
      if (task.deadline <= this.clock.now()) {
        throw new AppError('VALIDATION', '提交截止时间已过，请先修改截止时间再发布');
      }
    }
    if (to === 'finished') {
      const pending = await this.db
        .selectFrom('navy_comment')
        .select('id')
        .where('task_id', '=', task.id)
        .where('review_state', '=', 'pending')
        .executeTakeFirst();
      if (pending) {
        throw new AppError('VALIDATION', '还有未审核的提交，请审核完成后再结束任务');
      }
    }
    const res = await this.db
      .updateTable('navy_task')
      .set({ state: to, updated_at: this.clock.now() })
      .where('id', '=', task.id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      throw new AppError('CONFLICT', '任务状态已被他人修改，请刷新后重试');
    }
  }

  async remove(orgId: number, taskId: number): Promise<void> {
    const task = await this.requireTask(orgId, taskId);
    if (task.state !== 'draft') {
      throw new AppError('VALIDATION', '只能删除草稿状态的任务');
    }
    await this.db.deleteFrom('navy_task_item').where('task_id', '=', task.id).execute();
    await this.db.deleteFrom('navy_task').where('id', '=', task.id).execute();
  }

  async page(
    orgId: number,
    q: {
      taskState?: string | undefined;
      taskTypeId?: number | undefined;
      keyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    await this.settle(orgId);
    let base = this.db
      .selectFrom('navy_task as t')
      .leftJoin('navy_task_type as y', 'y.id', 't.type_id')
      .where('t.org_id', '=', orgId);
    if (q.taskState) {
      base = base.where('t.state', '=', q.taskState);
    }
    if (q.taskTypeId !== undefined) {
      base = base.where('t.type_id', '=', q.taskTypeId);
    }
    const keyword = q.keyword?.trim();
    if (keyword) {
      base = base.where('t.name', 'like', `%${keyword}%`);
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base
      .selectAll('t')
      .select('y.name as type_name')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const counts = await taskCommentCounts(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    const labels = await taskLabels(this.db, orgId);
    return {
      list: rows.map((r) => toTaskItem(r, counts.get(Number(r.id)), labels, this.clock.now())),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async info(orgId: number, taskId: number) {
    const task = await this.requireTask(orgId, taskId);
    const type = await this.db
      .selectFrom('navy_task_type')
      .select('name')
      .where('id', '=', task.type_id)
      .executeTakeFirst();
    const counts = await taskCommentCounts(this.db, [Number(task.id)]);
    const labels = await taskLabels(this.db, orgId);
    const groups = await this.db
      .selectFrom('navy_group')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .execute();
    const groupIds = parseIds(task.group_ids);
    return {
      ...toTaskItem(
        { ...task, type_name: type?.name ?? '' },
        counts.get(Number(task.id)),
        labels,
        this.clock.now(),
      ),
      requirement: task.requirement,
      referenceText: task.reference_text,
      userGroupIds: groupIds,
      userGroups: groups
        .filter((g) => groupIds.includes(Number(g.id)))
        .map((g) => ({ userGroupId: Number(g.id), userGroupName: g.name })),
      nextStates: NAVY_TASK_TRANSITIONS[task.state as NavyTaskState] ?? [],
    };
  }
}
