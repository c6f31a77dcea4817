import { sql } from 'kysely';
import type { AnalysisStatus } from '@guanlan/shared';
import type { Kysely, Selectable, SqlBool } from 'kysely';
import type { DB, MicroBlogAnalysisTable } from '../../db/schema.js';
import { containsPattern } from '../../db/contains.js';
import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { AppError } from '../../platform/http/app-error.js';
import { readCascade } from '../../social/cascade-repo.js';
import { commentItems, ownWords } from '../../social/cascade-audience.js';
import { cascadeStructure } from '../../social/cascade-structure.js';
import type { MicroBlogResult } from './micro-blog-result.js';

export const MICRO_BLOG_JOB = 'microBlog.analyse';

type Row = Selectable<MicroBlogAnalysisTable>;

const STATUS_TEXT: Record<string, string> = { running: '分析中', done: '已完成', failed: '失败' };

/** 微博分析 records of an organisation: create, re-run, list, delete, and their results. */
export class MicroBlogService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly nudge: () => void = () => {},
  ) {}

  async create(
    orgId: number,
    accountId: number | null,
    input: { microBlogUrl: string; analysisName?: string | undefined },
  ): Promise<number> {
    const now = this.clock.now();
    const url = input.microBlogUrl.trim();
    const row = await this.db
      .insertInto('micro_blog_analysis')
      .values({
        org_id: orgId,
        account_id: accountId,
        name: input.analysisName?.trim() || `微博分析 ${url.slice(-20)}`,
        url,
        root_article_id: null,
        status: 'running',
        progress: 0,
        reason: null,
        job_id: null,
        result: null,
        is_demo: 0,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.enqueue(orgId, Number(row.id));
    return Number(row.id);
  }

  /** 重新分析: over the cascade as now stored. */
  async again(orgId: number, id: number): Promise<void> {
    await this.get(orgId, id);
    await this.db
      .updateTable('micro_blog_analysis')
      .set({ status: 'running', progress: 0, reason: null, updated_at: this.clock.now() })
      .where('id', '=', id)
      .execute();
    await this.enqueue(orgId, id);
  }

  private async enqueue(orgId: number, id: number): Promise<void> {
    const jobId = await this.queue.enqueue(
      MICRO_BLOG_JOB,
      { analysisId: id, orgId },
      { orgId, dedupeKey: `microBlog:${id}`, maxAttempts: 2 },
    );
    await this.db
      .updateTable('micro_blog_analysis')
      .set({ job_id: jobId })
      .where('id', '=', id)
      .execute();
    this.nudge();
  }

  async remove(orgId: number, id: number): Promise<void> {
    await this.get(orgId, id);
    await this.db.deleteFrom('micro_blog_analysis').where('id', '=', id).execute();
  }

  async get(orgId: number, id: number): Promise<Row> {
    const row = await this.db
      .selectFrom('micro_blog_analysis')
      .selectAll()
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!row) {
      throw new AppError('NOT_FOUND', '该微博分析不存在或已删除');
    }
    return row;
  }

  async page(
    orgId: number,
    q: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    let query = this.db.selectFrom('micro_blog_analysis').where('org_id', '=', orgId);
    const keyword = q.keyword?.trim();
    if (keyword) {
      const like = containsPattern(keyword);
      query = query.where(
        (eb) =>
          sql<SqlBool>`(${eb.ref('name')} LIKE ${like} ESCAPE '\\' OR ${eb.ref('url')} LIKE ${like} ESCAPE '\\')`,
      );
    }
    const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute();
    return {
      list: rows.map((r) => this.view(r)),
      total: Number(total?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async statistics(orgId: number) {
    const rows = await this.db
      .selectFrom('micro_blog_analysis')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .groupBy('status')
      .execute();
    const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return {
      total: n('running') + n('done') + n('failed'),
      running: n('running'),
      done: n('done'),
      failed: n('failed'),
    };
  }

  /** A record as lists and the detail page show it (no result body). */
  view(r: Row) {
    const result = r.result ? (JSON.parse(r.result) as MicroBlogResult) : null;
    return {
      analysisId: Number(r.id),
      analysisName: r.name,
      microBlogUrl: r.url,
      status: r.status as AnalysisStatus,
      statusText: STATUS_TEXT[r.status] ?? r.status,
      progress: Number(r.progress),
      reason: r.reason,
      createTime: Number(r.created_at),
      finishTime: r.finished_at === null ? null : Number(r.finished_at),
      authorName: result?.brief.authorName ?? null,
      text: result ? result.brief.text.slice(0, 120) : null,
      coverage: result?.coverage ?? null,
      isDemo: r.is_demo === 1,
    };
  }

  async info(orgId: number, id: number) {
    const r = await this.get(orgId, id);
    const result = r.result ? (JSON.parse(r.result) as MicroBlogResult) : null;
    return {
      ...this.view(r),
      participants: result?.participants ?? null,
      maxDepth: result?.hierarchy.maxDepth ?? null,
      sentiment: result?.sentiment ?? null,
      links: result?.hierarchy.links ?? null,
    };
  }

  /** One part of a finished result; while running or failed, the status and no data. */
  async part<K extends keyof MicroBlogResult>(orgId: number, id: number, key: K) {
    const r = await this.get(orgId, id);
    const result = r.result ? (JSON.parse(r.result) as MicroBlogResult) : null;
    return {
      status: r.status as AnalysisStatus,
      statusText: STATUS_TEXT[r.status] ?? r.status,
      data: result ? result[key] : null,
    };
  }

  /** 热词相关评论: participants' posts whose own words contain the word, most reposted first. */
  async wordComments(
    orgId: number,
    q: { analysisId: number; word: string; pageNum: number; pageSize: number },
  ) {
    const r = await this.get(orgId, q.analysisId);
    if (r.root_article_id === null || r.status !== 'done') {
      return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
    }
    const rootId = Number(r.root_article_id);
    const nodes = await readCascade(this.db, orgId, rootId);
    const s = cascadeStructure(nodes, rootId);
    const word = q.word.trim().toLowerCase();
    const hits = commentItems(nodes, rootId, s.downstream).filter((c) =>
      ownWords(c.text).toLowerCase().includes(word),
    );
    return {
      list: hits.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
      total: hits.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }
}
