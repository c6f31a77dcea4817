import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A firing with its rule's name. */
export interface FiringRow {
  id: number;
  rule_id: number;
  rule_name: string | null;
  level: string;
  reason: string;
  article_ids: string;
  created_at: number;
}

/** A delivery with its recipient's name. */
export interface DeliveryRow {
  id: number;
  firing_id: number;
  channel: string;
  target: string;
  notice_name: string | null;
  status: string;
  attempts: number;
  detail: string | null;
  sent_at: number | null;
}

/** Which firings a log page reads. */
export interface LogFilter {
  ruleId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** Kysely queries on warning_firing and warning_delivery (预警推送记录); orgId first everywhere. */
export class WarningLogRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** One page of the organisation's firings, newest first, and the total. */
  async page(
    orgId: number,
    f: LogFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: FiringRow[]; total: number }> {
    let q = this.db.selectFrom('warning_firing as f').where('f.org_id', '=', orgId);
    if (f.ruleId !== undefined) {
      q = q.where('f.rule_id', '=', f.ruleId);
    }
    if (f.from !== undefined) {
      q = q.where('f.created_at', '>=', f.from);
    }
    if (f.to !== undefined) {
      q = q.where('f.created_at', '<=', f.to);
    }
    const [rows, total] = await Promise.all([
      q
        .leftJoin('warning_rule as r', 'r.id', 'f.rule_id')
        .select([
          'f.id',
          'f.rule_id',
          'r.name as rule_name',
          'f.level',
          'f.reason',
          'f.article_ids',
          'f.created_at',
        ])
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** The deliveries of these firings of the organisation, in creation order. */
  deliveries(orgId: number, firingIds: readonly number[]): Promise<DeliveryRow[]> {
    if (firingIds.length === 0) {
      return Promise.resolve([]);
    }
    return this.db
      .selectFrom('warning_delivery as d')
      .leftJoin('warning_notice as n', 'n.id', 'd.notice_id')
      .select([
        'd.id',
        'd.firing_id',
        'd.channel',
        'd.target',
        'n.name as notice_name',
        'd.status',
        'd.attempts',
        'd.detail',
        'd.sent_at',
      ])
      .where('d.org_id', '=', orgId)
      .where('d.firing_id', 'in', firingIds)
      .orderBy('d.id')
      .execute();
  }

  /** Titles of articles by id. */
  async titles(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await this.db
      .selectFrom('article')
      .select(['id', 'title'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.title]));
  }
}
