import { formatCn } from '@guanlan/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { hashToken, newToken } from '../../platform/session/tokens.js';
import { SCREEN_TITLES } from './screen-set.service.js';

const HOUR = 3_600_000;

/** A valid share: which organisation's screen, bound to what. */
export interface SharedScreen {
  orgId: number;
  screenCode: string;
  specialId: number | undefined;
  eventId: number | undefined;
  expiresAt: number;
}

/**
 * Read-only share links of a screen for a duty-room TV: a random token (only its hash is
 * stored, the link is shown once), an expiry, and revocation. A link opens the screen without
 * a session and nothing else.
 */
export class ScreenShareService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async create(
    orgId: number,
    accountId: number,
    input: {
      screenCode: string;
      specialId?: number | undefined;
      eventId?: number | undefined;
      validHours: number;
    },
  ) {
    const token = newToken();
    const now = this.clock.now();
    const expiresAt = now + input.validHours * HOUR;
    const row = await this.db
      .insertInto('big_screen_share')
      .values({
        org_id: orgId,
        token: hashToken(token),
        screen_code: input.screenCode,
        special_id: input.specialId ?? null,
        event_id: input.eventId ?? null,
        expires_at: expiresAt,
        revoked_at: null,
        created_by: accountId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      shareId: Number(row.id),
      shareToken: token,
      path: `/screenShare?screen=${input.screenCode}&token=${encodeURIComponent(token)}`,
      expiresAt: formatCn(expiresAt),
    };
  }

  async list(orgId: number) {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('big_screen_share')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      shareId: Number(r.id),
      screenCode: r.screen_code,
      screenName: SCREEN_TITLES[r.screen_code] ?? r.screen_code,
      createdAt: formatCn(Number(r.created_at)),
      expiresAt: formatCn(Number(r.expires_at)),
      status:
        r.revoked_at !== null ? 'revoked' : Number(r.expires_at) <= now ? 'expired' : 'active',
    }));
  }

  async revoke(orgId: number, shareId: number): Promise<void> {
    const res = await this.db
      .updateTable('big_screen_share')
      .set({ revoked_at: this.clock.now() })
      .where('org_id', '=', orgId)
      .where('id', '=', shareId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      const exists = await this.db
        .selectFrom('big_screen_share')
        .select('id')
        .where('org_id', '=', orgId)
        .where('id', '=', shareId)
        .executeTakeFirst();
      if (!exists) {
        throw new AppError('NOT_FOUND', '分享链接不存在');
      }
    }
  }

  /** The screen a token opens; unknown, revoked and expired links answer clearly. */
  async open(token: string): Promise<SharedScreen> {
    const row = await this.db
      .selectFrom('big_screen_share')
      .selectAll()
      .where('token', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '分享链接无效');
    }
    if (row.revoked_at !== null) {
      throw new AppError('FORBIDDEN', '分享链接已被撤销');
    }
    if (Number(row.expires_at) <= this.clock.now()) {
      throw new AppError('FORBIDDEN', '分享链接已过期');
    }
    return {
      orgId: Number(row.org_id),
      screenCode: row.screen_code,
      specialId: row.special_id === null ? undefined : Number(row.special_id),
      eventId: row.event_id === null ? undefined : Number(row.event_id),
      expiresAt: Number(row.expires_at),
    };
  }
}
