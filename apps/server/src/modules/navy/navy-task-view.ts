import type { Kysely, Selectable } from 'kysely';
import { NAVY_TASK_STATE_LABELS, formatCn } from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import type { DB, NavyTaskTable } from '../../db/schema.js';
import { parseIds, parseStrings } from './navy-json.js';

/** How 网评任务 lists and details show a task: labels, comment counts and the item. */

/** The organisation's task labels by id. */
export async function taskLabels(db: Kysely<DB>, orgId: number) {
  const rows = await db.selectFrom('navy_label').selectAll().where('org_id', '=', orgId).execute();
  return new Map(
    rows.map((r) => [Number(r.id), { labelId: Number(r.id), labelName: r.name, color: r.color }]),
  );
}

/** Submitted, passed and pending comments per task. */
export async function taskCommentCounts(db: Kysely<DB>, taskIds: number[]) {
  const map = new Map<number, { submitted: number; passed: number; pending: number }>();
  if (taskIds.length === 0) {
    return map;
  }
  const rows = await db
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

/** One task as the list and the detail show it. */
export function toTaskItem(
  r: Selectable<NavyTaskTable> & { type_name: string | null },
  counts: { submitted: number; passed: number; pending: number } | undefined,
  labels: Map<number, { labelId: number; labelName: string; color: string }>,
  now: number,
) {
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
