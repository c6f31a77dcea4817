import type { Kysely, Selectable } from 'kysely';
import { NAVY_TASK_STATE_LABELS, NAVY_TASK_TRANSITIONS, formatCn } from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import type { DB, NavyTaskTable } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow, parseIds, parseStrings } from './navy-json.js';

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

/** 网评任务 (/navy/index): task types, tasks with their links and target items, the state machine. */
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
    const counts = await this.commentCounts(rows.map((r) => Number(r.id)));
    const labels = await this.labelMap(orgId);
    return {
      list: rows.map((r) => this.toItem(r, counts.get(Number(r.id)), labels)),
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
    const counts = await this.commentCounts([Number(task.id)]);
    const labels = await this.labelMap(orgId);
    const groups = await this.db
      .selectFrom('navy_group')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .execute();
    const groupIds = parseIds(task.group_ids);
    return {
      ...this.toItem({ ...task, type_name: type?.name ?? '' }, counts.get(Number(task.id)), labels),
      requirement: task.requirement,
      referenceText: task.reference_text,
      userGroupIds: groupIds,
      userGroups: groups
        .filter((g) => groupIds.includes(Number(g.id)))
        .map((g) => ({ userGroupId: Number(g.id), userGroupName: g.name })),
      nextStates: NAVY_TASK_TRANSITIONS[task.state as NavyTaskState] ?? [],
    };
  }

  private async labelMap(orgId: number) {
    const rows = await this.db
      .selectFrom('navy_label')
      .selectAll()
      .where('org_id', '=', orgId)
      .execute();
    return new Map(
      rows.map((r) => [Number(r.id), { labelId: Number(r.id), labelName: r.name, color: r.color }]),
    );
  }

  private async commentCounts(taskIds: number[]) {
    const map = new Map<number, { submitted: number; passed: number; pending: number }>();
    if (taskIds.length === 0) {
      return map;
    }
    const rows = await this.db
      .selectFrom('navy_comment')
      .select(['task_id', 'review_state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('task_id', 'in', taskIds)
      .groupBy(['task_id', 'review_state'])
      .execute();
    for (const r of rows) {
      const c = map.get(Number(r.task_id)) ?? { submitted: 0, passed: 0, pending: 0 };
      c.submitted += Number(r.n);
      if (r.review_state === 'passed') {
        c.passed += Number(r.n);
      } else if (r.review_state === 'pending') {
        c.pending += Number(r.n);
      }
      map.set(Number(r.task_id), c);
    }
    return map;
  }

  private toItem(
    r: Selectable<NavyTaskTable> & { type_name: string | null },
    counts: { submitted: number; passed: number; pending: number } | undefined,
    labels: Map<number, { labelId: number; labelName: string; color: string }>,
  ) {
    const now = this.clock.now();
    return {
      taskId: Number(r.id),
      taskName: r.name,
      taskTypeId: Number(r.type_id),
      taskTypeName: r.type_name ?? '',
      taskState: r.state,
      taskStateName: NAVY_TASK_STATE_LABELS[r.state as NavyTaskState] ?? r.state,
      deadline: formatCn(r.deadline),
      reviewDeadline: r.review_deadline === null ? '' : formatCn(r.review_deadline),
      overdue: r.state === 'published' && r.deadline <= now,
      linkType: r.link_type ?? '',
      linkId: r.link_id === null ? null : Number(r.link_id),
      linkTitle: r.link_title,
      linkUrl: r.link_url,
      platforms: parseStrings(r.platforms),
      labels: parseIds(r.label_ids).flatMap((id) => {
        const l = labels.get(id);
        return l ? [l] : [];
      }),
      requiredCount: r.required_count,
      submittedCount: counts?.submitted ?? 0,
      passedCount: counts?.passed ?? 0,
      pendingCount: counts?.pending ?? 0,
      createTime: formatCn(r.created_at),
    };
  }

  async items(orgId: number, taskId: number, paging: { pageNum: number; pageSize: number }) {
    const task = await this.requireTask(orgId, taskId);
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
    const task = await this.requireTask(orgId, input.taskId);
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
