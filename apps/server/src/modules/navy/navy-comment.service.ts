import type { Kysely } from 'kysely';
import { NAVY_EVIDENCE_LABELS, NAVY_REVIEW_STATE_LABELS, formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EvidenceFetcher } from './navy-evidence.js';
import { pageWindow, parseIds, parseStrings } from './navy-json.js';
import type { NavyTaskService } from './navy-task.service.js';

/** The score of a passed submission when the reviewer gives none. */
export const DEFAULT_PASS_SCORE = 10;

/** Member submissions (提交网评) and their review (审核: pass or reject, reason, score). */
export class NavyCommentService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly tasks: NavyTaskService,
    private readonly fetchEvidence: EvidenceFetcher,
  ) {}

  /** The caller's approved membership, which a submission is made under. */
  private async memberOf(orgId: number, accountId: number, groupIds: number[]) {
    const member = await this.db
      .selectFrom('navy_member')
      .select(['id', 'group_id'])
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('state', '=', 'passed')
      .executeTakeFirst();
    if (!member) {
      throw new AppError('FORBIDDEN', '您还不是审核通过的网评队伍成员，不能提交');
    }
    if (groupIds.length > 0 && !groupIds.includes(Number(member.group_id))) {
      throw new AppError('FORBIDDEN', '该任务未分派给您所在的队伍');
    }
    return Number(member.id);
  }

  async submit(
    orgId: number,
    accountId: number,
    input: {
      itemId: number;
      content: string;
      commentUrl?: string | undefined;
      screenshotUrl?: string | undefined;
      screenshots?: string[] | undefined;
    },
  ): Promise<number> {
    const item = await this.db
      .selectFrom('navy_task_item')
      .select(['id', 'task_id'])
      .where('org_id', '=', orgId)
      .where('id', '=', input.itemId)
      .executeTakeFirst();
    if (!item) {
      throw new AppError('NOT_FOUND', '目标链接不存在或已删除');
    }
    const task = await this.tasks.requireTask(orgId, Number(item.task_id));
    if (task.state !== 'published') {
      throw new AppError(
        'VALIDATION',
        task.state === 'draft' ? '任务尚未发布' : '任务已截止，不能再提交',
      );
    }
    const memberId = await this.memberOf(orgId, accountId, parseIds(task.group_ids));
    const now = this.clock.now();
    const row = await this.db
      .insertInto('navy_comment')
      .values({
        org_id: orgId,
        task_id: task.id,
        item_id: item.id,
        member_id: memberId,
        content: input.content,
        comment_url: input.commentUrl ?? null,
        screenshot_url: input.screenshotUrl ?? null,
        screenshots: JSON.stringify(input.screenshots ?? []),
        submitted_at: now,
        late: now > task.deadline ? 1 : 0,
        review_state: 'pending',
        evidence_state: 'unverified',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (input.commentUrl) {
      await this.verify(id, input.commentUrl);
    } else {
      await this.db
        .updateTable('navy_comment')
        .set({ evidence_note: '未提交链接，未核验' })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  /** Records whether the submitted page exists and when it was fetched (evidence). */
  async verify(commentId: number, url: string): Promise<void> {
    const evidence = await this.fetchEvidence(url);
    await this.db
      .updateTable('navy_comment')
      .set({
        evidence_state: evidence.state,
        evidence_status: evidence.status,
        evidence_note: evidence.note,
        evidence_at: this.clock.now(),
      })
      .where('id', '=', commentId)
      .execute();
  }

  async review(
    orgId: number,
    accountId: number,
    input: {
      commentIds: number[];
      reviewState: 'passed' | 'rejected';
      reviewOpinion?: string | undefined;
      score?: number | undefined;
    },
  ): Promise<void> {
    if (input.reviewState === 'rejected' && !input.reviewOpinion?.trim()) {
      throw new AppError('VALIDATION', '驳回时请填写原因');
    }
    const rows = await this.db
      .selectFrom('navy_comment as c')
      .innerJoin('navy_task as t', 't.id', 'c.task_id')
      .select(['c.id', 't.state'])
      .where('c.org_id', '=', orgId)
      .where('c.id', 'in', input.commentIds)
      .execute();
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', '提交记录不存在或已删除');
    }
    if (rows.some((r) => r.state === 'finished' || r.state === 'draft')) {
      throw new AppError('VALIDATION', '任务已完成，不能再修改审核结果');
    }
    const score =
      input.reviewState === 'passed' ? (input.score ?? DEFAULT_PASS_SCORE) : (input.score ?? 0);
    await this.db
      .updateTable('navy_comment')
      .set({
        review_state: input.reviewState,
        review_opinion: input.reviewOpinion?.trim() || null,
        score,
        reviewed_by: accountId,
        reviewed_at: this.clock.now(),
      })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }

  async page(
    orgId: number,
    q: {
      taskId?: number | undefined;
      itemId?: number | undefined;
      reviewState?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    let base = this.db
      .selectFrom('navy_comment as c')
      .innerJoin('navy_member as m', 'm.id', 'c.member_id')
      .innerJoin('navy_task_item as i', 'i.id', 'c.item_id')
      .where('c.org_id', '=', orgId);
    if (q.taskId !== undefined) {
      base = base.where('c.task_id', '=', q.taskId);
    }
    if (q.itemId !== undefined) {
      base = base.where('c.item_id', '=', q.itemId);
    }
    if (q.reviewState) {
      base = base.where('c.review_state', '=', q.reviewState);
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base
      .selectAll('c')
      .select(['m.name as member_name', 'i.title as item_title'])
      .orderBy('c.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return {
      list: rows.map((r) => ({
        commentId: Number(r.id),
        taskId: Number(r.task_id),
        itemId: Number(r.item_id),
        itemTitle: r.item_title,
        userId: Number(r.member_id),
        realName: r.member_name,
        content: r.content,
        commentUrl: r.comment_url ?? '',
        screenshotUrl: r.screenshot_url ?? '',
        screenshots: parseStrings(r.screenshots),
        submitTime: formatCn(r.submitted_at),
        late: r.late === 1,
        reviewState: r.review_state,
        reviewStateName:
          NAVY_REVIEW_STATE_LABELS[r.review_state as keyof typeof NAVY_REVIEW_STATE_LABELS] ??
          r.review_state,
        reviewOpinion: r.review_opinion ?? '',
        score: r.score,
        reviewTime: r.reviewed_at === null ? '' : formatCn(r.reviewed_at),
        evidenceState: r.evidence_state,
        evidenceStateName: NAVY_EVIDENCE_LABELS[r.evidence_state] ?? '未核验',
        evidenceNote: r.evidence_note ?? '',
        evidenceTime: r.evidence_at === null ? '' : formatCn(r.evidence_at),
      })),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }
}
