import type { Kysely } from 'kysely';
import { DAY_MS, OA_ACTIONS, OA_ACTION_LABELS, formatCn, parseCn } from '@guanlan/shared';
import type { OaAction } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionInfo } from '../../platform/session/session.service.js';
import { pageWindow } from '../navy/index.js';

type Who = Pick<SessionInfo, 'orgId' | 'accountId' | 'accountKind'>;

interface RangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** Leaders (root and ordinary accounts) read everyone's records; sub accounts their own. */
const isLeader = (who: Who) => who.accountKind !== 'sub';

function dayStart(date: string): number {
  const ms = parseCn(date);
  if (ms === undefined) {
    throw new AppError('VALIDATION', `日期「${date}」无效`);
  }
  return ms;
}

/**
 * 工作日志: one record per account and day (a unique key and an upsert, so concurrent saves of the
 * same day end in one record), a draft from the day's actions, and leaders' read marks.
 */
export class DailyRecordService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async save(
    who: Who,
    input: {
      recordId?: number | undefined;
      recordDate: string;
      content: string;
      plan?: string | undefined;
    },
  ): Promise<number> {
    dayStart(input.recordDate);
    const today = formatCn(this.clock.now(), false);
    if (input.recordDate > today) {
      throw new AppError('VALIDATION', '不能填写未来日期的工作日志');
    }
    const now = this.clock.now();
    const plan = input.plan ?? '';
    if (input.recordId !== undefined) {
      const own = await this.db
        .selectFrom('daily_record')
        .select(['id', 'record_date'])
        .where('org_id', '=', who.orgId)
        .where('account_id', '=', who.accountId)
        .where('id', '=', input.recordId)
        .executeTakeFirst();
      if (!own) {
        throw new AppError('NOT_FOUND', '工作日志不存在或不是您的日志');
      }
      if (own.record_date !== input.recordDate) {
        throw new AppError('VALIDATION', '已保存日志的日期不能修改');
      }
    }
    const row = await this.db
      .insertInto('daily_record')
      .values({
        org_id: who.orgId,
        account_id: who.accountId,
        record_date: input.recordDate,
        content: input.content,
        plan,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['org_id', 'account_id', 'record_date'])
          .doUpdateSet({ content: input.content, plan, updated_at: now }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  private async list(who: Who, q: RangeQuery & { userId?: number | undefined }, all: boolean) {
    let base = this.db
      .selectFrom('daily_record as d')
      .innerJoin('account as a', 'a.id', 'd.account_id')
      .where('d.org_id', '=', who.orgId);
    if (!all) {
      base = base.where('d.account_id', '=', who.accountId);
    } else if (q.userId !== undefined) {
      base = base.where('d.account_id', '=', q.userId);
    }
    if (q.startDate) {
      base = base.where('d.record_date', '>=', q.startDate);
    }
    if (q.endDate) {
      base = base.where('d.record_date', '<=', q.endDate);
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base
      .selectAll('d')
      .select(['a.user_name', 'a.real_name'])
      .orderBy('d.record_date', 'desc')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const reads = rows.length
      ? await this.db
          .selectFrom('daily_record_read')
          .select(['record_id', 'account_id'])
          .where(
            'record_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      : [];
    return {
      list: rows.map((r) => {
        const readers = reads.filter((x) => Number(x.record_id) === Number(r.id));
        return {
          recordId: Number(r.id),
          userId: Number(r.account_id),
          userName: r.real_name ?? r.user_name,
          recordDate: r.record_date,
          content: r.content,
          plan: r.plan,
          readCount: readers.length,
          readByMe: readers.some((x) => Number(x.account_id) === who.accountId),
          updateTime: formatCn(r.updated_at),
        };
      }),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  mine(who: Who, q: RangeQuery) {
    return this.list(who, q, false);
  }

  everyone(who: Who, q: RangeQuery & { userId?: number | undefined }) {
    if (!isLeader(who)) {
      throw new AppError('FORBIDDEN', '只有负责人可以查看全部人员的工作日志');
    }
    return this.list(who, q, true);
  }

  /** One record; a leader opening another's record marks it read. */
  async info(who: Who, recordId: number) {
    const r = await this.db
      .selectFrom('daily_record as d')
      .innerJoin('account as a', 'a.id', 'd.account_id')
      .selectAll('d')
      .select(['a.user_name', 'a.real_name'])
      .where('d.org_id', '=', who.orgId)
      .where('d.id', '=', recordId)
      .executeTakeFirst();
    const own = r !== undefined && Number(r.account_id) === who.accountId;
    if (!r || (!own && !isLeader(who))) {
      throw new AppError('NOT_FOUND', '工作日志不存在');
    }
    if (!own) {
      await this.db
        .insertInto('daily_record_read')
        .values({ record_id: r.id, account_id: who.accountId, read_at: this.clock.now() })
        .onConflict((oc) => oc.columns(['record_id', 'account_id']).doNothing())
        .execute();
    }
    const readers = await this.db
      .selectFrom('daily_record_read as x')
      .innerJoin('account as a', 'a.id', 'x.account_id')
      .select(['a.user_name', 'a.real_name', 'x.read_at'])
      .where('x.record_id', '=', r.id)
      .orderBy('x.read_at')
      .execute();
    return {
      recordId: Number(r.id),
      userId: Number(r.account_id),
      userName: r.real_name ?? r.user_name,
      recordDate: r.record_date,
      content: r.content,
      plan: r.plan,
      createTime: formatCn(r.created_at),
      updateTime: formatCn(r.updated_at),
      own,
      readers: readers.map((x) => ({
        userName: x.real_name ?? x.user_name,
        readTime: formatCn(x.read_at),
      })),
    };
  }

  /** Today's (or a given day's) record drafted from what the account did in the product. */
  async draft(who: Who, recordDate: string | undefined) {
    const date = recordDate ?? formatCn(this.clock.now(), false);
    const from = dayStart(date);
    const to = from + DAY_MS;
    const lines: string[] = [];
    const steps = await this.db
      .selectFrom('oa_report_log as l')
      .innerJoin('oa_report as r', 'r.id', 'l.report_id')
      .select(['l.action', 'r.title'])
      .where('l.org_id', '=', who.orgId)
      .where('l.account_id', '=', who.accountId)
      .where('l.created_at', '>=', from)
      .where('l.created_at', '<', to)
      .where('l.action', 'in', [...OA_ACTIONS])
      .orderBy('l.id')
      .execute();
    for (const s of steps) {
      lines.push(`舆情上报「${s.title}」：${OA_ACTION_LABELS[s.action as OaAction] ?? s.action}`);
    }
    const warnings = await this.db
      .selectFrom('warning_article as w')
      .innerJoin('article as a', 'a.id', 'w.article_id')
      .select('a.title')
      .where('w.org_id', '=', who.orgId)
      .where('w.created_by', '=', who.accountId)
      .where('w.created_at', '>=', from)
      .where('w.created_at', '<', to)
      .execute();
    for (const w of warnings) {
      lines.push(`人工预警「${w.title}」`);
    }
    const briefings = await this.db
      .selectFrom('briefing')
      .select('title')
      .where('org_id', '=', who.orgId)
      .where('created_by', '=', who.accountId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .execute();
    for (const b of briefings) {
      lines.push(`生成报告「${b.title}」`);
    }
    const reviews = await this.db
      .selectFrom('navy_comment as c')
      .innerJoin('navy_task as t', 't.id', 'c.task_id')
      .select(['t.name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('c.org_id', '=', who.orgId)
      .where('c.reviewed_by', '=', who.accountId)
      .where('c.reviewed_at', '>=', from)
      .where('c.reviewed_at', '<', to)
      .groupBy('t.name')
      .execute();
    for (const r of reviews) {
      lines.push(`审核网评任务「${r.name}」提交${Number(r.n)}条`);
    }
    const content =
      lines.length > 0 ? lines.map((l, i) => `${i + 1}. ${l}`).join('\n') : '1. 日常舆情监测与研判';
    return { recordDate: date, content };
  }
}
