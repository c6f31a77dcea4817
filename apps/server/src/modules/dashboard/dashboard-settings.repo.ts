import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A special of the organisation as the dashboard sees it: its name and matching rule. */
export interface DashboardSpecial {
  id: number;
  name: string;
  ruleId: number | null;
}

function parse(value: string | undefined): unknown {
  if (value === undefined) {
    return undefined;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Kysely queries on org_setting and account_setting (JSON values) and on the organisation's
 * specials. A stored value that no longer parses reads as absent, so defaults apply.
 */
export class DashboardSettingsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async orgSetting(orgId: number, key: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('org_setting')
      .select('value')
      .where('org_id', '=', orgId)
      .where('key', '=', key)
      .executeTakeFirst();
    return parse(row?.value);
  }

  async saveOrgSetting(orgId: number, key: string, value: unknown, now: number): Promise<void> {
    const text = JSON.stringify(value);
    await this.db
      .insertInto('org_setting')
      .values({ org_id: orgId, key, value: text, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['org_id', 'key']).doUpdateSet({ value: text, updated_at: now }),
      )
      .execute();
  }

  /** An account's setting; the account is the session's own, so it belongs to `orgId`. */
  async accountSetting(_orgId: number, accountId: number, key: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('account_setting')
      .select('value')
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .executeTakeFirst();
    return parse(row?.value);
  }

  async saveAccountSetting(
    _orgId: number,
    accountId: number,
    key: string,
    value: unknown,
    now: number,
  ): Promise<void> {
    const text = JSON.stringify(value);
    await this.db
      .insertInto('account_setting')
      .values({ account_id: accountId, key, value: text, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['account_id', 'key']).doUpdateSet({ value: text, updated_at: now }),
      )
      .execute();
  }

  /** The organisation's specials in the special tree's order (pinned first, then position). */
  async specials(orgId: number): Promise<DashboardSpecial[]> {
    const rows = await this.db
      .selectFrom('special')
      .select(['id', 'name', 'rule_id'])
      .where('org_id', '=', orgId)
      .orderBy('top_state', 'desc')
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      ruleId: r.rule_id === null ? null : Number(r.rule_id),
    }));
  }
}
