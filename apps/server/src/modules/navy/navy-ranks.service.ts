import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from './navy-json.js';

export interface GroupNode {
  userGroupId: number;
  userGroupName: string;
  parentId: number | null;
  memberCount: number;
  pendingCount: number;
  children: GroupNode[];
}

/**
 * 网评队伍 (/navy/ranks): troops as a tree and their members (待审核 / 已通过 / 已拒绝).
 * Invitation codes are NavyInviteService's, custom labels NavyLabelService's.
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
}
