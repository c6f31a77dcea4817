import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from './navy-json.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface GroupNode {
  userGroupId: number;
  userGroupName: string;
  parentId: number | null;
  memberCount: number;
  pendingCount: number;
  children: GroupNode[];
}

/**
 * 网评队伍 (/navy/ranks): troops as a tree, their members (待审核 / 已通过 / 已拒绝), invitation
 * codes (expiry and a maximum number of uses, never over-used) and custom labels.
 */
export class NavyRanksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async groupTree(orgId: number): Promise<GroupNode[]> {
    const groups = await this.db
      .selectFrom('navy_group')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .execute();
    const counts = await this.db
      .selectFrom('navy_member')
      .select(['group_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .groupBy(['group_id', 'state'])
      .execute();
    const nodes = new Map<number, GroupNode>();
    for (const g of groups) {
      nodes.set(Number(g.id), {
        userGroupId: Number(g.id),
        userGroupName: g.name,
        parentId: g.parent_id === null ? null : Number(g.parent_id),
        memberCount: 0,
        pendingCount: 0,
        children: [],
      });
    }
    for (const c of counts) {
      const node = nodes.get(Number(c.group_id));
      if (node && c.state === 'passed') {
        node.memberCount += Number(c.n);
      } else if (node && c.state === 'pending') {
        node.pendingCount += Number(c.n);
      }
    }
    const roots: GroupNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async requireGroup(orgId: number, groupId: number) {
    const group = await this.db
      .selectFrom('navy_group')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) {
      throw new AppError('NOT_FOUND', '队伍分组不存在或已删除');
    }
    return group;
  }

  async saveGroup(
    orgId: number,
    input: {
      userGroupId?: number | undefined;
      userGroupName: string;
      parentId?: number | undefined;
    },
  ): Promise<number> {
    if (input.parentId !== undefined) {
      await this.requireGroup(orgId, input.parentId);
      if (input.parentId === input.userGroupId) {
        throw new AppError('VALIDATION', '上级分组不能是它自己');
      }
    }
    const clash = await this.db
      .selectFrom('navy_group')
      .select('id')
      .where('org_id', '=', orgId)
      .where('name', '=', input.userGroupName)
      .executeTakeFirst();
    if (clash && Number(clash.id) !== input.userGroupId) {
      throw new AppError('CONFLICT', `分组「${input.userGroupName}」已存在`);
    }
    if (input.userGroupId !== undefined) {
      await this.requireGroup(orgId, input.userGroupId);
      await this.db
        .updateTable('navy_group')
        .set({
          name: input.userGroupName,
          ...(input.parentId !== undefined ? { parent_id: input.parentId } : {}),
        })
        .where('org_id', '=', orgId)
        .where('id', '=', input.userGroupId)
        .execute();
      return input.userGroupId;
    }
    const row = await this.db
      .insertInto('navy_group')
      .values({
        org_id: orgId,
        parent_id: input.parentId ?? null,
        name: input.userGroupName,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async deleteGroup(orgId: number, groupId: number): Promise<void> {
    await this.requireGroup(orgId, groupId);
    const busy = await this.db
      .selectFrom('navy_member')
      .select('id')
      .where('org_id', '=', orgId)
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    const child = await this.db
      .selectFrom('navy_group')
      .select('id')
      .where('org_id', '=', orgId)
      .where('parent_id', '=', groupId)
      .executeTakeFirst();
    if (busy || child) {
      throw new AppError('CONFLICT', '分组下还有成员或子分组，请先移走后再删除');
    }
    await this.db.deleteFrom('navy_invite').where('group_id', '=', groupId).execute();
    await this.db.deleteFrom('navy_group').where('id', '=', groupId).execute();
  }

  async members(
    orgId: number,
    q: {
      userGroupId?: number | undefined;
      keyword?: string | undefined;
      memberState?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    let base = this.db
      .selectFrom('navy_member as m')
      .innerJoin('navy_group as g', 'g.id', 'm.group_id')
      .where('m.org_id', '=', orgId);
    if (q.userGroupId !== undefined) {
      base = base.where('m.group_id', '=', q.userGroupId);
    }
    if (q.memberState) {
      base = base.where('m.state', '=', q.memberState);
    }
    const keyword = q.keyword?.trim();
    if (keyword) {
      base = base.where((eb) =>
        eb.or([eb('m.name', 'like', `%${keyword}%`), eb('m.phone', 'like', `%${keyword}%`)]),
      );
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base
      .select([
        'm.id',
        'm.name',
        'm.phone',
        'm.state',
        'm.group_id',
        'm.account_id',
        'm.joined_at',
        'g.name as group_name',
      ])
      .orderBy('m.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return {
      list: rows.map((r) => ({
        userId: Number(r.id),
        realName: r.name,
        phone: r.phone ?? '',
        memberState: r.state,
        userGroupId: Number(r.group_id),
        userGroupName: r.group_name,
        hasAccount: r.account_id !== null,
        joinTime: formatCn(r.joined_at),
      })),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  private async ownMembers(orgId: number, ids: readonly number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('navy_member')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', '成员不存在或已移出');
    }
    return rows.map((r) => Number(r.id));
  }

  async moveMembers(orgId: number, ids: readonly number[], groupId: number): Promise<void> {
    await this.requireGroup(orgId, groupId);
    const own = await this.ownMembers(orgId, ids);
    await this.db
      .updateTable('navy_member')
      .set({ group_id: groupId })
      .where('id', 'in', own)
      .execute();
  }

  async auditMembers(orgId: number, ids: readonly number[], state: 'passed' | 'rejected') {
    const own = await this.ownMembers(orgId, ids);
    await this.db.updateTable('navy_member').set({ state }).where('id', 'in', own).execute();
  }

  async removeMembers(orgId: number, ids: readonly number[]): Promise<void> {
    const own = await this.ownMembers(orgId, ids);
    const busy = await this.db
      .selectFrom('navy_comment')
      .select('member_id')
      .where('member_id', 'in', own)
      .executeTakeFirst();
    if (busy) {
      // Keep submissions attributable: a member with submissions is rejected, not deleted.
      await this.db
        .updateTable('navy_member')
        .set({ state: 'rejected' })
        .where('id', 'in', own)
        .execute();
      return;
    }
    await this.db.deleteFrom('navy_member').where('id', 'in', own).execute();
  }

  async invites(
    orgId: number,
    q: { expired?: boolean | undefined; pageNum: number; pageSize: number },
  ) {
    const now = this.clock.now();
    let base = this.db
      .selectFrom('navy_invite as i')
      .innerJoin('navy_group as g', 'g.id', 'i.group_id')
      .where('i.org_id', '=', orgId);
    if (q.expired === true) {
      base = base.where((eb) =>
        eb.or([eb('i.expire_at', '<=', now), eb('i.used_count', '>=', eb.ref('i.max_uses'))]),
      );
    } else if (q.expired === false) {
      base = base
        .where('i.expire_at', '>', now)
        .where((eb) => eb('i.used_count', '<', eb.ref('i.max_uses')));
    }
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const { limit, offset } = pageWindow(q);
    const rows = await base
      .select([
        'i.id',
        'i.code',
        'i.max_uses',
        'i.used_count',
        'i.expire_at',
        'i.created_at',
        'i.group_id',
        'g.name as group_name',
      ])
      .orderBy('i.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return {
      list: rows.map((r) => ({
        invitationCodeId: Number(r.id),
        code: r.code,
        userGroupId: Number(r.group_id),
        userGroupName: r.group_name,
        maxUses: r.max_uses,
        usedCount: r.used_count,
        expireTime: formatCn(r.expire_at),
        createTime: formatCn(r.created_at),
        codeState: r.expire_at <= now ? '已过期' : r.used_count >= r.max_uses ? '已用完' : '有效',
      })),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async createInvite(
    orgId: number,
    input: { userGroupId: number; maxUses: number; validDays: number },
  ) {
    await this.requireGroup(orgId, input.userGroupId);
    const now = this.clock.now();
    const expireAt = now + input.validDays * DAY_MS;
    for (let attempt = 0; ; attempt += 1) {
      const code = newCode();
      const taken = await this.db
        .selectFrom('navy_invite')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      if (taken && attempt < 5) {
        continue;
      }
      await this.db
        .insertInto('navy_invite')
        .values({
          org_id: orgId,
          group_id: input.userGroupId,
          code,
          max_uses: input.maxUses,
          expire_at: expireAt,
          created_at: now,
        })
        .execute();
      return { code, expireTime: formatCn(expireAt) };
    }
  }

  async expireInvite(orgId: number, id: number): Promise<void> {
    const res = await this.db
      .updateTable('navy_invite')
      .set({ expire_at: this.clock.now() })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      throw new AppError('NOT_FOUND', '邀请码不存在');
    }
  }

  /**
   * Joins the caller's account to the code's troop as 待审核. One conditional update takes a use,
   * so concurrent joins can never use a code more often than its maximum.
   */
  async join(
    orgId: number,
    accountId: number,
    input: { code: string; realName: string; phone?: string | undefined },
  ) {
    const code = input.code.trim().toUpperCase();
    const invite = await this.db
      .selectFrom('navy_invite as i')
      .innerJoin('navy_group as g', 'g.id', 'i.group_id')
      .select(['i.id', 'i.group_id', 'i.expire_at', 'i.max_uses', 'i.used_count', 'g.name'])
      .where('i.org_id', '=', orgId)
      .where('i.code', '=', code)
      .executeTakeFirst();
    if (!invite) {
      throw new AppError('NOT_FOUND', '邀请码不存在，请核对后重新输入');
    }
    const already = await this.db
      .selectFrom('navy_member')
      .select('id')
      .where('org_id', '=', orgId)
      .where('account_id', '=', accountId)
      .where('state', '!=', 'rejected')
      .executeTakeFirst();
    if (already) {
      throw new AppError('CONFLICT', '您已经是网评队伍成员，无需重复加入');
    }
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('navy_invite')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', invite.id)
        .where('expire_at', '>', now)
        .where((eb) => eb('used_count', '<', eb.ref('max_uses')))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) {
        throw new AppError(
          'VALIDATION',
          invite.expire_at <= now
            ? `邀请码已于${formatCn(invite.expire_at)}过期，请联系管理员重新获取`
            : '邀请码的使用次数已用完，请联系管理员重新获取',
        );
      }
      const row = await trx
        .insertInto('navy_member')
        .values({
          org_id: orgId,
          group_id: invite.group_id,
          account_id: accountId,
          name: input.realName,
          phone: input.phone ?? null,
          state: 'pending',
          invite_id: invite.id,
          joined_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId: Number(row.id), userGroupName: invite.name, state: 'pending' };
    });
  }

  async labels(orgId: number) {
    const rows = await this.db
      .selectFrom('navy_label')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ labelId: Number(r.id), labelName: r.name, color: r.color }));
  }

  async saveLabel(
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

  async deleteLabel(orgId: number, labelId: number): Promise<void> {
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
