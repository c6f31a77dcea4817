import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BriefingTable, DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { contains } from '../../db/contains.js';

export type BriefingRow = Selectable<BriefingTable>;
/** What a new report is made of; progress, error, snapshot and times start empty. */
export type ReportDraft = Omit<
  Insertable<BriefingTable>,
  'id' | 'progress' | 'error_text' | 'snapshot' | 'generated_at' | 'sent_at'
>;

export const GENERATE_JOB = 'briefing.generate';

/** Queues a report's generation job (inside the caller's transaction). */
export function queueGeneration(
  executor: Kysely<DB>,
  queue: JobQueue,
  briefingId: number,
  orgId: number,
): Promise<number> {
  return queue.insert(executor, GENERATE_JOB, { briefingId }, { orgId });
}

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

  /**
   * Inserts a new report and queues its generation in one transaction. A scheduled report
   * (period key) is inserted only if its period has none yet, so a restart or a second process
   * can never make it twice. Answers the new id, or undefined when the period had one.
   */
  async createQueued(queue: JobQueue, draft: ReportDraft): Promise<number | undefined> {
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('briefing')
        .values({
          ...draft,
          template_id: draft.template_id ?? null,
          progress: 0,
          error_text: null,
          snapshot: null,
          generated_at: null,
          sent_at: null,
        })
        .onConflict((oc) => oc.columns(['org_id', 'period_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) {
        await queueGeneration(trx, queue, row.id, draft.org_id);
      }
      return row?.id;
    });
    return id;
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
