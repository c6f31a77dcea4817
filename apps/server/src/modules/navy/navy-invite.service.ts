import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { pageWindow } from './navy-json.js';
import type { NavyRanksService } from './navy-ranks.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * 网评队伍 invitation codes (/navy/ranks): each leads into one troop, with an expiry and a maximum
 * number of uses that concurrent joins can never exceed.
 */
export class NavyInviteService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ranks: NavyRanksService,
  ) {}

  async page(
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

  async create(orgId: number, input: { userGroupId: number; maxUses: number; validDays: number }) {
    await this.ranks.requireGroup(orgId, input.userGroupId);
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

  async expire(orgId: number, id: number): Promise<void> {
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
}
