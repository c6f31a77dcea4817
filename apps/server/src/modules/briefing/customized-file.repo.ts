import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { contains } from '../../db/contains.js';

export interface NewCustomizedFile {
  fileName: string;
  briefingType: string | null;
  mime: string;
  body: Buffer;
  createdBy: number;
}

/** 定制报告: finished documents uploaded to the report list, kept in the database. */
export class CustomizedFileRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(orgId: number, keyword?: string, briefingType?: string) {
    let q = this.db
      .selectFrom('customized_file as f')
      .leftJoin('account as a', 'a.id', 'f.created_by')
      .where('f.org_id', '=', orgId);
    const k = keyword?.trim();
    if (k) {
      q = q.where(contains('f.file_name', k));
    }
    if (briefingType) {
      q = q.where('f.briefing_type', '=', briefingType);
    }
    return q;
  }

  async page(
    orgId: number,
    f: { keyword?: string | undefined; briefingType?: string | undefined },
    offset: number,
    limit: number,
  ) {
    const [rows, count] = await Promise.all([
      this.filtered(orgId, f.keyword, f.briefingType)
        .select([
          'f.id',
          'f.file_name',
          'f.briefing_type',
          'f.size',
          'f.created_at',
          'a.user_name as uploader',
          'a.real_name as uploaderRealName',
        ])
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.filtered(orgId, f.keyword, f.briefingType)
        .select(sql<number>`COUNT(*)`.as('n'))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async insert(orgId: number, f: NewCustomizedFile, now: number): Promise<number> {
    const row = await this.db
      .insertInto('customized_file')
      .values({
        org_id: orgId,
        file_name: f.fileName,
        briefing_type: f.briefingType,
        mime: f.mime,
        size: f.body.length,
        body: f.body,
        created_by: f.createdBy,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async get(orgId: number, id: number) {
    const row = await this.db
      .selectFrom('customized_file')
      .select(['file_name', 'mime', 'body'])
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '定制报告文件不存在或已删除');
    }
    return row;
  }

  async remove(orgId: number, id: number): Promise<void> {
    await this.get(orgId, id);
    await this.db
      .deleteFrom('customized_file')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }
}
