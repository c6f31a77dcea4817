import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';

export interface OrgSummary {
  id: number;
  name: string;
  status: string;
  contactName: string | null;
  contactPhone: string | null;
  createdAt: number;
}

/** Platform administration of organisations: list applications, approve, reject, disable. */
export class OrgAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async list(status?: string): Promise<OrgSummary[]> {
    let q = this.db
      .selectFrom('organisation')
      .select(['id', 'name', 'status', 'contact_name', 'contact_phone', 'created_at'])
      .orderBy('id');
    if (status) {
      q = q.where('status', '=', status);
    }
    return (await q.execute()).map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      contactName: r.contact_name,
      contactPhone: r.contact_phone,
      createdAt: r.created_at,
    }));
  }

  /** Moves an organisation to `status`; returns false when it does not exist. */
  async setStatus(id: number, status: 'active' | 'rejected' | 'disabled'): Promise<boolean> {
    const res = await this.db
      .updateTable('organisation')
      .set({ status, ...(status === 'active' ? { approved_at: this.clock.now() } : {}) })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
