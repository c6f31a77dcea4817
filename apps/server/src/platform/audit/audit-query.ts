import type { Kysely, Selectable } from 'kysely';
import { AUDIT_KINDS, formatCn } from '@guanlan/shared';
import type { AuditKind } from '@guanlan/shared';
import type { AuditLogTable, DB } from '../../db/schema.js';
import type { SessionInfo } from '../session/session.service.js';
import { resourceText } from './resource-names.js';

/** Stored actions of each kind the 日志审计 page filters by. */
const ACTIONS_OF: Record<AuditKind, string[]> = {
  login: ['login', 'login_failed', 'logout', 'account_locked'],
  operation: ['operation'],
  export: ['export'],
  security: ['password_reset', 'password_changed', 'phone_bound', 'register'],
};

const ACTION_NAMES: Record<string, string> = {
  login: '登录',
  login_failed: '登录失败',
  logout: '退出登录',
  account_locked: '账号锁定',
  password_reset: '重置密码',
  password_changed: '修改密码',
  phone_bound: '手机号变更',
  register: '申请试用',
  operation: '数据操作',
  export: '导出下载',
};

function kindOf(action: string): AuditKind {
  for (const [kind, actions] of Object.entries(ACTIONS_OF) as [AuditKind, string[]][]) {
    if (actions.includes(action)) {
      return kind;
    }
  }
  return 'operation';
}

export interface AuditQuery {
  keyword?: string | undefined;
  kind?: AuditKind | undefined;
  outcome?: 'success' | 'failure' | undefined;
  accountId?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * Reads the audit log for the 日志审计 page: only the session's organisation (a sub account
 * only its own entries), newest first, filtered by person, kind, time and outcome. Read-only:
 * no call of the product edits or deletes an entry.
 */
export class AuditQueryService {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(session: SessionInfo, q: AuditQuery) {
    let query = this.db.selectFrom('audit_log').where('org_id', '=', session.orgId);
    if (session.accountKind === 'sub') {
      query = query.where('account_id', '=', session.accountId);
    }
    if (q.accountId !== undefined) {
      query = query.where('account_id', '=', q.accountId);
    }
    if (q.kind) {
      query = query.where('action', 'in', ACTIONS_OF[q.kind]);
    }
    if (q.outcome === 'success') {
      query = query.where((eb) =>
        eb.or([eb('outcome', '=', 'success'), eb('action', 'in', ['login', 'logout'])]),
      );
    } else if (q.outcome === 'failure') {
      query = query.where((eb) =>
        eb.or([
          eb('outcome', '=', 'failure'),
          eb('action', 'in', ['login_failed', 'account_locked']),
        ]),
      );
    }
    if (q.startTime !== undefined) {
      query = query.where('created_at', '>=', q.startTime);
    }
    if (q.endTime !== undefined) {
      query = query.where('created_at', '<=', q.endTime);
    }
    if (q.keyword) {
      const like = `%${q.keyword}%`;
      query = query.where((eb) =>
        eb.or([
          eb('user_name', 'like', like),
          eb('title', 'like', like),
          eb('ip', 'like', like),
          eb('detail', 'like', like),
        ]),
      );
    }
    return query;
  }

  async page(session: SessionInfo, q: AuditQuery & { pageNum: number; pageSize: number }) {
    const base = this.filtered(session, q);
    const total = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    return {
      list: rows.map(toAuditItem),
      total: Number(total.n),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** Everything the filters select, newest first, at most `max` entries (Excel export). */
  async all(session: SessionInfo, q: AuditQuery, max = 50_000) {
    const rows = await this.filtered(session, q)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(max)
      .execute();
    return rows.map(toAuditItem);
  }
}

type AuditRow = Selectable<AuditLogTable>;

function toAuditItem(row: AuditRow) {
  const kind = kindOf(row.action);
  const failed =
    row.outcome === 'failure' || row.action === 'login_failed' || row.action === 'account_locked';
  return {
    id: row.id,
    time: row.created_at,
    timeText: formatCn(row.created_at),
    accountId: row.account_id,
    userName: row.user_name ?? '',
    kind,
    kindName: AUDIT_KINDS[kind],
    action: row.action,
    title: row.title ?? ACTION_NAMES[row.action] ?? row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    resourceText: resourceText(row.resource, row.resource_id),
    outcome: failed ? 'failure' : 'success',
    outcomeName: failed ? '失败' : '成功',
    resultCode: row.result_code,
    ip: row.ip ?? '',
    device: row.device ?? '',
    system: row.system,
    detail: row.detail ?? '',
  };
}
export type AuditItem = ReturnType<typeof toAuditItem>;

/** Columns of the Excel export, in order. */
export const AUDIT_COLUMNS = [
  { key: 'timeText', title: '时间' },
  { key: 'userName', title: '账号' },
  { key: 'kindName', title: '类别' },
  { key: 'title', title: '操作' },
  { key: 'resourceText', title: '对象' },
  { key: 'outcomeName', title: '结果' },
  { key: 'ip', title: 'IP 地址' },
  { key: 'device', title: '设备' },
  { key: 'detail', title: '说明' },
];

export function auditTableRow(item: AuditItem): Record<string, string | number> {
  return {
    timeText: item.timeText,
    userName: item.userName,
    kindName: item.kindName,
    title: item.title,
    resourceText: item.resourceText,
    outcomeName:
      item.resultCode && item.outcome === 'failure'
        ? `失败（${item.resultCode}）`
        : item.outcomeName,
    ip: item.ip,
    device: item.device,
    detail: item.detail,
  };
}
