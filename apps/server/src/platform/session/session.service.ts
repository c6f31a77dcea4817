import type { Kysely } from 'kysely';
import type { System } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { PREPARED } from '../../db/prepared.js';
import type { Clock } from '../clock.js';
import { hashToken, newToken } from './tokens.js';
import { ipAllowed, parseLimits } from './account-limits.js';

/** Who is calling, as every handler sees it. */
export interface SessionInfo {
  sessionId: number;
  system: System;
  accountId: number;
  orgId: number;
  userName: string;
  accountKind: 'root' | 'ordinary' | 'sub';
  permissions: string[];
  /** Special topics granted to a sub account; null = every topic of the organisation. */
  specialIds: number[] | null;
  /** Event (事件) ids granted to a sub account; null = every event of the organisation. */
  eventIds: number[] | null;
  /** False when the root switched off exports and downloads for this account. */
  allowExport: boolean;
  /** The most rows one export of this account may hold (导出上限); null = no own limit. */
  maxExportCount: number | null;
  /** The most special topics this account may create (专题数上限); null = no own limit. */
  maxSpecialCount: number | null;
  ueToken: string;
  isPlatformAdmin: boolean;
}

export type AuthOutcome =
  | { kind: 'ok'; session: SessionInfo }
  | { kind: 'refresh'; accessToken: string; ueToken: string }
  | { kind: 'fail'; key: 'NOT_LOGGED_IN' | 'SESSION_INVALID' | 'SESSION_EXPIRED' };

/** Requests already in flight with a just-rotated token are still served for this long. */
const ROTATION_GRACE_MS = 60_000;

/**
 * Server-side sessions for the three systems: one-day lifetime, rotated (sliding refresh)
 * once past half of it, revoked on logout.
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  /** Opens a session and returns its raw token (only the hash is stored). */
  async open(input: {
    system: System;
    accountId: number;
    orgId: number;
    ip: string | null;
    device: string | null;
    ueToken?: string;
  }): Promise<{ token: string; ueToken: string }> {
    const token = newToken();
    const ueToken = input.ueToken ?? newToken();
    const now = this.clock.now();
    await this.db
      .insertInto('session')
      .values({
        token_hash: hashToken(token),
        system: input.system,
        account_id: input.accountId,
        org_id: input.orgId,
        ue_token: ueToken,
        created_at: now,
        expires_at: now + this.ttlMs,
        revoked_at: null,
        replaced_at: null,
        ip: input.ip,
        device: input.device,
      })
      .execute();
    return { token, ueToken };
  }

  /**
   * A session for headless Chromium printing a report page as `accountId` (device `print`);
   * `end` revokes it as soon as the page is printed.
   */
  async openPrintSession(
    orgId: number,
    accountId: number,
  ): Promise<{ token: string; end: () => Promise<void> }> {
    const { token } = await this.open({
      system: 'main',
      accountId,
      orgId,
      ip: '127.0.0.1',
      device: 'print',
    });
    return { token, end: () => this.revokeToken(token) };
  }

  /** Ends the session of a raw token at once (short-lived sessions such as report printing). */
  async revokeToken(token: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** Resolves a presented token for `system` into a session, a refresh, or a relogin code. */
  async authenticate(
    system: System,
    token: string | undefined,
    meta: { ip: string | null; device: string | null },
  ): Promise<AuthOutcome> {
    if (!token) {
      return { kind: 'fail', key: 'NOT_LOGGED_IN' };
    }
    const row = await this.db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.account_id')
      .innerJoin('organisation', 'organisation.id', 'session.org_id')
      .leftJoin('account_profile', 'account_profile.account_id', 'session.account_id')
      .select([
        'account_profile.special_ids',
        'account_profile.event_ids',
        'account_profile.expire_at',
        'account_profile.config as profile_config',
        'session.id as session_id',
        'session.system',
        'session.account_id',
        'session.org_id',
        'session.ue_token',
        'session.created_at',
        'session.expires_at',
        'session.revoked_at',
        'session.replaced_at',
        'account.user_name',
        'account.kind',
        'account.permissions',
        'account.status as account_status',
        'account.is_platform_admin',
        'organisation.status as org_status',
      ])
      .where('session.token_hash', '=', hashToken(token))
      // Every call runs this lookup: prepared once per PostgreSQL connection (db/prepared.ts).
      .modifyEnd(PREPARED)
      .executeTakeFirst();
    if (!row || row.system !== system) {
      return { kind: 'fail', key: 'SESSION_INVALID' };
    }
    if (row.account_status !== 'active' || row.org_status !== 'active') {
      return { kind: 'fail', key: 'SESSION_INVALID' };
    }
    const now = this.clock.now();
    // An account past the validity its root gave it (有效期至) is treated like a disabled one.
    if (row.expire_at !== null && row.expire_at <= now) {
      return { kind: 'fail', key: 'SESSION_INVALID' };
    }
    if (row.revoked_at !== null || row.expires_at <= now) {
      return { kind: 'fail', key: 'SESSION_EXPIRED' };
    }
    const limits = parseLimits(row.profile_config);
    // An account bound to addresses (绑定IP) is served only from them, session or not.
    if (!ipAllowed(limits.bindIp, meta.ip)) {
      return { kind: 'fail', key: 'SESSION_INVALID' };
    }
    if (row.replaced_at !== null && now - row.replaced_at > ROTATION_GRACE_MS) {
      return { kind: 'fail', key: 'SESSION_EXPIRED' };
    }
    if (row.replaced_at === null && now - row.created_at > this.ttlMs / 2) {
      // Mark first so two racing requests cannot both rotate the same session.
      const marked = await this.db
        .updateTable('session')
        .set({ replaced_at: now })
        .where('id', '=', row.session_id)
        .where('replaced_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 1) {
        const next = await this.open({
          system,
          accountId: row.account_id,
          orgId: row.org_id,
          ueToken: row.ue_token,
          ...meta,
        });
        return { kind: 'refresh', accessToken: next.token, ueToken: next.ueToken };
      }
    }
    return {
      kind: 'ok',
      session: {
        sessionId: row.session_id,
        system,
        accountId: row.account_id,
        orgId: row.org_id,
        userName: row.user_name,
        accountKind: row.kind as SessionInfo['accountKind'],
        permissions: parsePermissions(row.permissions),
        specialIds: parseIds(row.special_ids),
        eventIds: parseIds(row.event_ids),
        allowExport: limits.allowExport,
        maxExportCount: limits.maxExportCount,
        maxSpecialCount: limits.maxSpecialCount,
        ueToken: row.ue_token,
        isPlatformAdmin: row.is_platform_admin === 1,
      },
    };
  }

  /** Revokes one session (logout). */
  async revoke(sessionId: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: this.clock.now() })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Revokes the other sessions of an account (after a password change), keeping `keepId`. */
  async revokeOthers(accountId: number, keepId: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: this.clock.now() })
      .where('account_id', '=', accountId)
      .where('id', '!=', keepId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every session of an account (password reset, account disabled). */
  async revokeAccount(accountId: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: this.clock.now() })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

/** A stored JSON list of ids; null when absent or unreadable (= no restriction). */
export function parseIds(json: string | null): number[] | null {
  if (json === null) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : null;
  } catch {
    return null;
  }
}

function parsePermissions(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
