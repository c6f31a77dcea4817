import type { Kysely, Selectable } from 'kysely';
import type { BloggerAnalysisTable, BloggerContrastTable, DB } from '../../db/schema.js';
import { countAll, nameContains, pageOf } from '../../db/paging.js';

export type AnalysisRow = Selectable<BloggerAnalysisTable>;
export type ContrastRow = Selectable<BloggerContrastTable>;
export type AnalysisKind = 'blogger' | 'sensitive';

export interface PageQuery {
  keyword?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** Kysely queries of 博主分析, 博主对比 and 敏感博主设置; every method takes orgId first. */
export class BloggerRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(
    orgId: number,
    row: Omit<BloggerAnalysisTable, 'id' | 'org_id' | 'result' | 'analysed_at' | 'fail_reason'>,
  ) {
    const r = await this.db
      .insertInto('blogger_analysis')
      .values({ ...row, org_id: orgId, result: '{}', analysed_at: null, fail_reason: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async get(orgId: number, id: number, kind?: AnalysisKind) {
    let q = this.db
      .selectFrom('blogger_analysis')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id);
    if (kind) {
      q = q.where('kind', '=', kind);
    }
    return q.executeTakeFirst();
  }

  async setStatus(
    orgId: number,
    id: number,
    set: {
      status: string;
      result?: string;
      fail_reason?: string | null;
      analysed_at?: number;
      progress?: number;
      blogger_uid?: string;
    },
  ) {
    await this.db
      .updateTable('blogger_analysis')
      .set(set)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async remove(orgId: number, id: number, kind: AnalysisKind) {
    const r = await this.db
      .deleteFrom('blogger_analysis')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** A page of analyses of a kind, newest first; `done` keeps only finished ones. */
  async page(orgId: number, kind: AnalysisKind | null, q: PageQuery, onlyDone = false) {
    let base = this.db.selectFrom('blogger_analysis').where('org_id', '=', orgId);
    if (kind) {
      base = base.where('kind', '=', kind);
    }
    if (onlyDone) {
      base = base.where('status', '=', 'done');
    }
    if (q.keyword) {
      base = base.where(nameContains('blogger_name', q.keyword));
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

  async statusCounts(orgId: number, kind: AnalysisKind) {
    return this.db
      .selectFrom('blogger_analysis')
      .select(['status', countAll()])
      .where('org_id', '=', orgId)
      .where('kind', '=', kind)
      .groupBy('status')
      .execute();
  }

  async analysedUids(orgId: number, kind: AnalysisKind) {
    const rows = await this.db
      .selectFrom('blogger_analysis')
      .select(['id', 'blogger_uid'])
      .where('org_id', '=', orgId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .execute();
    const out = new Map<string, number>();
    for (const r of rows) {
      if (r.blogger_uid && !out.has(r.blogger_uid)) {
        out.set(r.blogger_uid, Number(r.id));
      }
    }
    return out;
  }

  async insertContrast(orgId: number, row: Omit<BloggerContrastTable, 'id' | 'org_id'>) {
    const r = await this.db
      .insertInto('blogger_contrast')
      .values({ ...row, org_id: orgId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async getContrast(orgId: number, id: number) {
    return this.db
      .selectFrom('blogger_contrast')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async contrastPage(orgId: number, q: PageQuery) {
    let base = this.db.selectFrom('blogger_contrast').where('org_id', '=', orgId);
    if (q.keyword) {
      base = base.where(nameContains('name', q.keyword));
    }
    return pageOf(
      q,
      (limit, offset) =>
        base
          .select(['id', 'name', 'analysis_ids', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      () => base.select(countAll()).executeTakeFirstOrThrow(),
    );
  }

  async sensitiveSet(orgId: number) {
    return this.db
      .selectFrom('sensitive_blogger_set')
      .selectAll()
      .where('org_id', '=', orgId)
      .executeTakeFirst();
  }

  async saveSensitiveSet(
    orgId: number,
    set: { words: string; min_count: number; auto_analysis: number; updated_at: number },
  ) {
    const updated = await this.db
      .updateTable('sensitive_blogger_set')
      .set(set)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await this.db
        .insertInto('sensitive_blogger_set')
        .values({ ...set, org_id: orgId })
        .execute();
    }
  }
}
