import { formatCn } from '@guanlan/shared';
import type { AnalysisDb } from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { FileResult, safeFileName } from '../../platform/http/file-result.js';
import { snapshotEvent } from './case-snapshot.js';
import type { CaseSnapshot } from './case-snapshot.js';

export interface CaseForm {
  title: string;
  category: string;
  tags: string[];
  review: string;
  lessons: string;
}

const MAX_REPORT_BYTES = 10 * 1024 * 1024;
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
};

/** 智库: cases from the organisation's closed events with an analyst's 评析, and research reports. */
export class WisdomService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
  ) {}

  private get db() {
    return this.adb.db;
  }

  /** Closed events (ended before now) that can become cases. */
  async closedEvents(orgId: number) {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('event')
      .select(['id', 'name', 'start_time', 'end_time'])
      .where('org_id', '=', orgId)
      .where('end_time', 'is not', null)
      .where('end_time', '<', now)
      .orderBy('end_time', 'desc')
      .execute();
    const used = await this.db
      .selectFrom('wisdom_case')
      .select('event_id')
      .where('org_id', '=', orgId)
      .execute();
    const taken = new Set(used.map((u) => Number(u.event_id)));
    return rows.map((r) => ({
      eventId: Number(r.id),
      eventName: r.name,
      startTime: formatCn(Number(r.start_time)),
      endTime: formatCn(Number(r.end_time)),
      hasCase: taken.has(Number(r.id)),
    }));
  }

  /** Recomputes the snapshots of cases made while their event was still being back-filled. */
  private async completeSnapshots(
    orgId: number,
    rows: { id: number; event_id: number | null; snapshot: string }[],
  ) {
    for (const r of rows) {
      const s = JSON.parse(r.snapshot) as Partial<CaseSnapshot>;
      if (s.complete !== false || r.event_id === null) {
        continue;
      }
      const event = await this.eventRow(orgId, Number(r.event_id));
      if (!event) {
        continue;
      }
      const fresh = await snapshotEvent(this.adb, orgId, event, this.clock.now());
      r.snapshot = JSON.stringify(fresh);
      await this.db
        .updateTable('wisdom_case')
        .set({ snapshot: r.snapshot })
        .where('id', '=', r.id)
        .execute();
    }
  }

  private eventRow(orgId: number, eventId: number) {
    return this.db
      .selectFrom('event')
      .select(['id', 'name', 'description', 'start_time', 'end_time', 'rule_id'])
      .where('org_id', '=', orgId)
      .where('id', '=', eventId)
      .executeTakeFirst();
  }

  async create(
    orgId: number,
    accountId: number | null,
    eventId: number,
    form: CaseForm,
  ): Promise<number> {
    const now = this.clock.now();
    const event = await this.eventRow(orgId, eventId);
    if (!event) {
      throw new AppError('NOT_FOUND', '事件不存在');
    }
    if (event.end_time === null || Number(event.end_time) >= now) {
      throw new AppError('VALIDATION', '只有已结束的事件才能入库为案例');
    }
    const snapshot = await snapshotEvent(this.adb, orgId, event, now);
    const row = await this.db
      .insertInto('wisdom_case')
      .values({
        org_id: orgId,
        event_id: eventId,
        title: form.title,
        category: form.category,
        tags: JSON.stringify(form.tags),
        review: form.review,
        lessons: form.lessons,
        snapshot: JSON.stringify(snapshot),
        created_by: accountId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(orgId: number, caseId: number, form: CaseForm): Promise<void> {
    const res = await this.db
      .updateTable('wisdom_case')
      .set({
        title: form.title,
        category: form.category,
        tags: JSON.stringify(form.tags),
        review: form.review,
        lessons: form.lessons,
        updated_at: this.clock.now(),
      })
      .where('org_id', '=', orgId)
      .where('id', '=', caseId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      throw new AppError('NOT_FOUND', '案例不存在');
    }
  }

  async remove(orgId: number, caseId: number): Promise<void> {
    const res = await this.db
      .deleteFrom('wisdom_case')
      .where('org_id', '=', orgId)
      .where('id', '=', caseId)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', '案例不存在');
    }
  }

  /** Search by words in title, 评析 and lessons; filter by category and tag. */
  async list(
    orgId: number,
    q: {
      keyword?: string | undefined;
      category?: string | undefined;
      tag?: string | undefined;
      pageNum: number;
      pageSize: number;
    },
  ) {
    let query = this.db.selectFrom('wisdom_case').selectAll().where('org_id', '=', orgId);
    if (q.category) {
      query = query.where('category', '=', q.category);
    }
    const keyword = q.keyword?.trim();
    if (keyword) {
      for (const word of keyword.split(/\s+/)) {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb('title', 'like', like),
            eb('review', 'like', like),
            eb('lessons', 'like', like),
            eb('tags', 'like', like),
          ]),
        );
      }
    }
    const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    await this.completeSnapshots(orgId, rows);
    const tag = q.tag?.trim();
    const matched = tag ? rows.filter((r) => (JSON.parse(r.tags) as string[]).includes(tag)) : rows;
    const page = matched.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    return {
      list: page.map((r) => {
        const s = JSON.parse(r.snapshot) as Partial<CaseSnapshot>;
        return {
          caseId: Number(r.id),
          title: r.title,
          category: r.category,
          tags: JSON.parse(r.tags) as string[],
          eventName: s.eventName ?? '',
          period: `${s.startTime ?? ''} ～ ${s.endTime ?? ''}`,
          total: s.total ?? 0,
          peak: s.peak ?? null,
          responseHours: s.responseHours ?? null,
          reviewExcerpt: r.review.slice(0, 120),
          updatedAt: formatCn(Number(r.updated_at)),
        };
      }),
      total: matched.length,
      categories: [...new Set(rows.map((r) => r.category))],
    };
  }

  async get(orgId: number, caseId: number) {
    const r = await this.db
      .selectFrom('wisdom_case')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', caseId)
      .executeTakeFirst();
    if (!r) {
      throw new AppError('NOT_FOUND', '案例不存在');
    }
    await this.completeSnapshots(orgId, [r]);
    return {
      caseId: Number(r.id),
      eventId: r.event_id === null ? null : Number(r.event_id),
      title: r.title,
      category: r.category,
      tags: JSON.parse(r.tags) as string[],
      review: r.review,
      lessons: r.lessons,
      snapshot: JSON.parse(r.snapshot) as CaseSnapshot,
      createdAt: formatCn(Number(r.created_at)),
      updatedAt: formatCn(Number(r.updated_at)),
    };
  }

  async reports(
    orgId: number,
    q: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    let query = this.db
      .selectFrom('wisdom_report')
      .select(['id', 'title', 'category', 'file_name', 'size', 'created_at'])
      .where('org_id', '=', orgId);
    const keyword = q.keyword?.trim();
    if (keyword) {
      query = query.where('title', 'like', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return {
      list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize).map((r) => ({
        reportId: Number(r.id),
        title: r.title,
        category: r.category,
        fileName: r.file_name,
        size: r.size,
        createdAt: formatCn(Number(r.created_at)),
      })),
      total: rows.length,
    };
  }

  async upload(
    orgId: number,
    accountId: number | null,
    input: { title: string; category: string; fileName: string; contentBase64: string },
  ): Promise<number> {
    const ext = input.fileName.slice(input.fileName.lastIndexOf('.') + 1).toLowerCase();
    const mime = MIME[ext];
    if (!input.fileName.includes('.') || !mime) {
      throw new AppError('VALIDATION', `只支持 ${Object.keys(MIME).join('、')} 格式的文件`);
    }
    const bytes = Buffer.from(input.contentBase64, 'base64');
    if (bytes.length === 0) {
      throw new AppError('VALIDATION', '文件内容为空');
    }
    if (bytes.length > MAX_REPORT_BYTES) {
      throw new AppError('VALIDATION', '文件不能超过10MB');
    }
    const row = await this.db
      .insertInto('wisdom_report')
      .values({
        org_id: orgId,
        title: input.title,
        category: input.category,
        file_name: input.fileName,
        mime,
        content: bytes.toString('base64'),
        size: bytes.length,
        created_by: accountId,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async download(orgId: number, reportId: number): Promise<FileResult> {
    const r = await this.db
      .selectFrom('wisdom_report')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!r) {
      throw new AppError('NOT_FOUND', '研究报告不存在');
    }
    return new FileResult(
      safeFileName(r.file_name, 'report'),
      r.mime,
      Buffer.from(r.content, 'base64'),
    );
  }

  async removeReport(orgId: number, reportId: number): Promise<void> {
    const res = await this.db
      .deleteFrom('wisdom_report')
      .where('org_id', '=', orgId)
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) {
      throw new AppError('NOT_FOUND', '研究报告不存在');
    }
  }
}
