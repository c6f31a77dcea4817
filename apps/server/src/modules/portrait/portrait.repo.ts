import type { Kysely, Selectable } from 'kysely';
import { countAll, nameContains, pageOf } from '../../db/paging.js';
import type { DB, PortraitAnalysisTable } from '../../db/schema.js';

export type PortraitRow = Selectable<PortraitAnalysisTable>;

/** Kysely queries of 网民画像 records; every method takes orgId first. */
export class PortraitRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(orgId: number, row: Omit<PortraitAnalysisTable, 'id' | 'org_id'>) {
    const r = await this.db
      .insertInto('portrait_analysis')
      .values({ ...row, org_id: orgId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async get(orgId: number, id: number) {
    return this.db
      .selectFrom('portrait_analysis')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async update(
    orgId: number,
    id: number,
    set: Partial<Omit<PortraitAnalysisTable, 'id' | 'org_id'>>,
  ) {
    await this.db
      .updateTable('portrait_analysis')
      .set(set)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async remove(orgId: number, id: number) {
    const r = await this.db
      .deleteFrom('portrait_analysis')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async page(
    orgId: number,
    q: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    let base = this.db.selectFrom('portrait_analysis').where('org_id', '=', orgId);
    if (q.keyword) {
      base = base.where(nameContains('nick_name', q.keyword));
    }
    return pageOf(
      q,
      (limit, offset) =>
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      () => base.select(countAll()).executeTakeFirstOrThrow(),
    );
  }

  async statusCounts(orgId: number) {
    return this.db
      .selectFrom('portrait_analysis')
      .select(['status', 'carrier', countAll()])
      .where('org_id', '=', orgId)
      .groupBy(['status', 'carrier'])
      .execute();
  }
}
