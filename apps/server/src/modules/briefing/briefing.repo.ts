import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BriefingTable, DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { contains } from '../../db/contains.js';

export type BriefingRow = Selectable<BriefingTable>;
export type NewBriefing = Omit<Insertable<BriefingTable>, 'id'>;

export interface BriefingFilter {
  briefingType?: string | undefined;
  keyword?: string | undefined;
}

/** The reports table; orgId first on every organisation-facing query. */
export class BriefingRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(orgId: number, f: BriefingFilter) {
    let q = this.db.selectFrom('briefing').where('org_id', '=', orgId);
    if (f.briefingType) {
      q = q.where('briefing_type', '=', f.briefingType);
    }
    const keyword = f.keyword?.trim();
    if (keyword) {
      q = q.where(contains('title', keyword));
    }
    return q;
  }

  /** A page of reports, newest first (the snapshot is not read). */
  async page(orgId: number, f: BriefingFilter, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.filtered(orgId, f)
        .select([
          'id',
          'org_id',
          'title',
          'briefing_type',
          'template_id',
          'template',
          'special_ids',
          'topic_names',
          'start_time',
          'end_time',
          'source',
          'period_key',
          'status',
          'progress',
          'progress_text',
          'error_text',
          'editor_note',
          'auto_send',
          'created_by',
          'created_at',
          'generated_at',
          'sent_at',
        ])
        // Newest made first: a report made now over an older period is at the top with its progress.
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.filtered(orgId, f)
        .select(sql<number>`COUNT(*)`.as('n'))
        .executeTakeFirst(),
    ]);
    return { rows: rows.map((r) => ({ ...r, snapshot: null })), total: Number(count?.n ?? 0) };
  }

  /** One report of the organisation; another organisation's or a missing one is 4004. */
  async get(orgId: number, id: number): Promise<BriefingRow> {
    const row = await this.db
      .selectFrom('briefing')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '报告不存在或已删除');
    }
    return row;
  }

  /** A report by id alone (jobs), undefined once deleted. */
  byId(id: number): Promise<BriefingRow | undefined> {
    return this.db.selectFrom('briefing').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(executor: Kysely<DB>, values: NewBriefing): Promise<number> {
    const row = await executor
      .insertInto('briefing')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * A scheduled report: inserted only if its period has none yet (unique period key), so two
   * processes or a restart can never make it twice. Answers the new id, or undefined.
   */
  async insertScheduled(executor: Kysely<DB>, values: NewBriefing): Promise<number | undefined> {
    const row = await executor
      .insertInto('briefing')
      .values(values)
      .onConflict((oc) => oc.columns(['org_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async update(id: number, patch: Updateable<BriefingTable>): Promise<void> {
    await this.db.updateTable('briefing').set(patch).where('id', '=', id).execute();
  }

  async remove(orgId: number, ids: readonly number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('briefing')
        .select('id')
        .where('org_id', '=', orgId)
        .where('id', 'in', ids)
        .execute();
      if (owned.length !== new Set(ids).size) {
        throw new AppError('NOT_FOUND', '报告不存在或已删除');
      }
      await trx.deleteFrom('briefing').where('org_id', '=', orgId).where('id', 'in', ids).execute();
      await trx
        .deleteFrom('briefing_send')
        .where('org_id', '=', orgId)
        .where('briefing_id', 'in', ids)
        .execute();
      await trx
        .deleteFrom('briefing_article')
        .where('org_id', '=', orgId)
        .where('briefing_id', 'in', ids)
        .execute();
    });
  }
}
