import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { FileResult } from '../../platform/http/file-result.js';
import { XLSX_MIME, tablesToXlsx, xlsxFileName } from '../../analysis/excel.js';
import type { Table } from '../../analysis/table.js';
import type { NavyTaskService } from './navy-task.service.js';

export interface StatsRow {
  tasks: number;
  submissions: number;
  passed: number;
  rejected: number;
  onTime: number;
  score: number;
  /** passed ÷ reviewed, in percent with one decimal. */
  passRate: number;
  /** on-time ÷ submissions, in percent with one decimal. */
  onTimeRate: number;
}

export interface MemberStats extends StatsRow {
  rank: number;
  userId: number;
  realName: string;
  userGroupId: number;
  userGroupName: string;
}

export interface TroopStats extends StatsRow {
  userGroupId: number;
  userGroupName: string;
  members: number;
}

const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

function finish<T extends Omit<StatsRow, 'passRate' | 'onTimeRate'>>(row: T): T & StatsRow {
  return {
    ...row,
    passRate: rate(row.passed, row.passed + row.rejected),
    onTimeRate: rate(row.onTime, row.submissions),
  };
}

/** 网评统计: per member and per troop — tasks, submissions, pass rate, on-time rate, score, rank. */
export class NavyStatsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly tasks: NavyTaskService,
  ) {}

  async statistics(
    orgId: number,
    range: { startTime?: number | undefined; endTime?: number | undefined },
  ) {
    await this.tasks.settle(orgId);
    let comments = this.db
      .selectFrom('navy_comment')
      .select(['member_id', 'task_id', 'review_state', 'late', 'score'])
      .where('org_id', '=', orgId);
    if (range.startTime !== undefined) {
      comments = comments.where('submitted_at', '>=', range.startTime);
    }
    if (range.endTime !== undefined) {
      comments = comments.where('submitted_at', '<=', range.endTime);
    }
    const rows = await comments.execute();
    const members = await this.db
      .selectFrom('navy_member as m')
      .innerJoin('navy_group as g', 'g.id', 'm.group_id')
      .select(['m.id', 'm.name', 'm.group_id', 'g.name as group_name', 'm.state'])
      .where('m.org_id', '=', orgId)
      .execute();
    const groups = await this.db
      .selectFrom('navy_group')
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .orderBy('id')
      .execute();

    const byMember = new Map<
      number,
      { tasks: Set<number>; row: Omit<StatsRow, 'passRate' | 'onTimeRate'> }
    >();
    for (const c of rows) {
      const key = Number(c.member_id);
      const entry = byMember.get(key) ?? {
        tasks: new Set<number>(),
        row: { tasks: 0, submissions: 0, passed: 0, rejected: 0, onTime: 0, score: 0 },
      };
      entry.tasks.add(Number(c.task_id));
      entry.row.submissions += 1;
      entry.row.passed += c.review_state === 'passed' ? 1 : 0;
      entry.row.rejected += c.review_state === 'rejected' ? 1 : 0;
      entry.row.onTime += c.late === 1 ? 0 : 1;
      entry.row.score += c.score ?? 0;
      byMember.set(key, entry);
    }
    const memberStats = members
      .filter((m) => m.state === 'passed' || byMember.has(Number(m.id)))
      .map((m) => {
        const entry = byMember.get(Number(m.id));
        return finish({
          userId: Number(m.id),
          realName: m.name,
          userGroupId: Number(m.group_id),
          userGroupName: m.group_name,
          ...(entry?.row ?? { submissions: 0, passed: 0, rejected: 0, onTime: 0, score: 0 }),
          tasks: entry?.tasks.size ?? 0,
          rank: 0,
        });
      })
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.passed - a.passed ||
          b.onTimeRate - a.onTimeRate ||
          a.userId - b.userId,
      );
    memberStats.forEach((m, i) => {
      m.rank = i + 1;
    });

    const troopStats: TroopStats[] = groups.map((g) => {
      const own = memberStats.filter((m) => m.userGroupId === Number(g.id));
      const taskIds = new Set<number>();
      for (const m of own) {
        for (const t of byMember.get(m.userId)?.tasks ?? []) {
          taskIds.add(t);
        }
      }
      const sum = (k: 'submissions' | 'passed' | 'rejected' | 'onTime' | 'score') =>
        own.reduce((s, m) => s + m[k], 0);
      return finish({
        userGroupId: Number(g.id),
        userGroupName: g.name,
        members: own.length,
        tasks: taskIds.size,
        submissions: sum('submissions'),
        passed: sum('passed'),
        rejected: sum('rejected'),
        onTime: sum('onTime'),
        score: sum('score'),
      });
    });

    const taskStates = await this.db
      .selectFrom('navy_task')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .groupBy('state')
      .execute();
    const stateCount = (s: string) => Number(taskStates.find((t) => t.state === s)?.n ?? 0);
    return {
      overview: {
        taskCount: taskStates.reduce((s, t) => s + Number(t.n), 0),
        publishedCount: stateCount('published'),
        closedCount: stateCount('closed'),
        finishedCount: stateCount('finished'),
        submissionCount: rows.length,
        pendingCount: rows.filter((r) => r.review_state === 'pending').length,
        memberCount: members.filter((m) => m.state === 'passed').length,
        passRate: rate(
          rows.filter((r) => r.review_state === 'passed').length,
          rows.filter((r) => r.review_state !== 'pending').length,
        ),
      },
      troops: troopStats,
      members: memberStats,
    };
  }

  async export(
    orgId: number,
    range: { startTime?: number | undefined; endTime?: number | undefined },
  ) {
    const stats = await this.statistics(orgId, range);
    const common = [
      { key: 'tasks', title: '参与任务数' },
      { key: 'submissions', title: '提交数' },
      { key: 'passed', title: '通过数' },
      { key: 'passRate', title: '通过率(%)' },
      { key: 'onTimeRate', title: '按时率(%)' },
      { key: 'score', title: '得分' },
    ];
    const members: Table = {
      columns: [
        { key: 'rank', title: '排名' },
        { key: 'realName', title: '成员' },
        { key: 'userGroupName', title: '所属队伍' },
        ...common,
      ],
      rows: stats.members.map((m) => ({ ...m })),
    };
    const troops: Table = {
      columns: [
        { key: 'userGroupName', title: '队伍' },
        { key: 'members', title: '成员数' },
        ...common,
      ],
      rows: stats.troops.map((t) => ({ ...t })),
    };
    const now = this.clock.now();
    const body = await tablesToXlsx([
      { table: members, sheetName: '成员排名', title: '网评成员排名' },
      { table: troops, sheetName: '队伍统计', title: '网评队伍统计' },
    ]);
    return new FileResult(xlsxFileName('网评统计', now), XLSX_MIME, body);
  }
}
