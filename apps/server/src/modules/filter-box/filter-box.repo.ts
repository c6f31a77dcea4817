import { sql } from 'kysely';
import type { Kysely, Selectable, SqlBool } from 'kysely';
import type { DB, FilterBoxTable } from '../../db/schema.js';

export type FilterBoxRow = Selectable<FilterBoxTable>;

/** An entry with the name of its special (null for 全部 or a special since deleted). */
export type FilterBoxListRow = FilterBoxRow & { special_name: string | null };

/** What one entry blocks, and where (special 0 = everywhere). */
export interface FilterKey {
  specialId: number;
  filterType: string;
  content: string;
}

export interface FilterListQuery {
  filterType?: string | undefined;
  keyword?: string | undefined;
  limit: number;
  offset: number;
}

/** `lower(content) LIKE '%keyword%'`, with `\` as the escape character. */
function contentContains(keyword: string) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(filter_box.content) LIKE ${pattern} ESCAPE '\\'`;
}

/** Kysely queries on filter_box; orgId first everywhere. */
export class FilterBoxRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(orgId: number, q: Pick<FilterListQuery, 'filterType' | 'keyword'>) {
    let query = this.db.selectFrom('filter_box').where('filter_box.org_id', '=', orgId);
    if (q.filterType) {
      query = query.where('filter_box.filter_type', '=', q.filterType);
    }
    if (q.keyword?.trim()) {
      query = query.where(contentContains(q.keyword.trim()));
    }
    return query;
  }

  /** One page of entries, newest first, with the names of their specials. */
  async page(
    orgId: number,
    q: FilterListQuery,
  ): Promise<{ rows: FilterBoxListRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.filtered(orgId, q)
        .leftJoin('special', (join) =>
          join.onRef('special.id', '=', 'filter_box.special_id').on('special.org_id', '=', orgId),
        )
        .selectAll('filter_box')
        .select('special.name as special_name')
        .orderBy('filter_box.created_at', 'desc')
        .orderBy('filter_box.id', 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute(),
      this.filtered(orgId, q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  find(orgId: number, id: number): Promise<FilterBoxRow | undefined> {
    return this.db
      .selectFrom('filter_box')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The contents among `contents` already blocked for this type and special. */
  async existing(
    orgId: number,
    key: Omit<FilterKey, 'content'>,
    contents: readonly string[],
  ): Promise<FilterBoxRow[]> {
    return this.db
      .selectFrom('filter_box')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('special_id', '=', key.specialId)
      .where('filter_type', '=', key.filterType)
      .where('content', 'in', contents)
      .execute();
  }

  async count(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom('filter_box')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether the organisation owns this special. */
  async hasSpecial(orgId: number, specialId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('special')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', specialId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts enabled entries; answers the id of the first one. */
  async insert(orgId: number, entries: readonly FilterKey[], now: number): Promise<number[]> {
    const rows = await this.db
      .insertInto('filter_box')
      .values(
        entries.map((e) => ({
          org_id: orgId,
          special_id: e.specialId,
          filter_type: e.filterType,
          content: e.content,
          enabled: 1,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async update(orgId: number, id: number, key: FilterKey): Promise<void> {
    await this.db
      .updateTable('filter_box')
      .set({ special_id: key.specialId, filter_type: key.filterType, content: key.content })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes entries; answers how many were the organisation's. */
  async remove(orgId: number, ids: readonly number[]): Promise<number> {
    const res = await this.db
      .deleteFrom('filter_box')
      .where('org_id', '=', orgId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** Enables or disables an entry; answers whether it was the organisation's. */
  async setEnabled(orgId: number, id: number, enabled: boolean): Promise<boolean> {
    const res = await this.db
      .updateTable('filter_box')
      .set({ enabled: enabled ? 1 : 0 })
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }
}
