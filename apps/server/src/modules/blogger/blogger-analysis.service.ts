import { formatCn } from '@guanlan/shared';
import type { AnalysisDb } from '../../analysis/index.js';
import {
  authorPosts,
  authorProfile,
  childrenOf,
  postsByIds,
  ruleHitIds,
} from '../../analysis/social/author-posts.js';
import { bloggerSnapshot } from '../../analysis/social/blogger-snapshot.js';
import { postItem, uidFromHomeUrl } from '../../analysis/social/post-item.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { enqueueRecord } from '../../platform/jobs/record-job.js';
import type { RecordJob } from '../../platform/jobs/record-job.js';
import { BloggerRepo } from './blogger.repo.js';
import type { AnalysisKind, PageQuery } from './blogger.repo.js';
import { parseSnapshot, toDetail, toListItem } from './blogger.mapper.js';

const DAY = 86_400_000;
/** The queue job of one 博主分析 or 敏感博主 analysis run. */
export const BLOGGER_JOB = 'blogger.analyse';
/** The window when none is given: the last 30 days. */
export const DEFAULT_DAYS = 30;

export interface BloggerForm {
  bloggerUid?: string | undefined;
  bloggerName: string;
  homeUrl?: string | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** 博主分析 and its 敏感博主 variant: records, the analysis job, detail and warning views. */
export class BloggerAnalysisService implements RecordJob {
  readonly repo: BloggerRepo;
  readonly type = BLOGGER_JOB;

  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
    private readonly jobs: { queue: JobQueue; runner: JobRunner },
  ) {
    this.repo = new BloggerRepo(adb.db);
  }

  /** Records the analysis (分析中) and queues its job. */
  async create(orgId: number, accountId: number, kind: AnalysisKind, form: BloggerForm) {
    const now = this.clock.now();
    const end = form.endTime ?? now;
    const start = form.startTime ?? end - DEFAULT_DAYS * DAY;
    if (start >= end) {
      throw new AppError('VALIDATION', '开始时间须早于结束时间');
    }
    const id = await this.repo.insert(orgId, {
      kind,
      blogger_uid: form.bloggerUid ?? uidFromHomeUrl(form.homeUrl),
      blogger_name: form.bloggerName,
      home_url: form.homeUrl ?? null,
      start_time: start,
      end_time: end,
      status: 'running',
      progress: 0,
      created_by: accountId,
      created_at: now,
    });
    await enqueueRecord(this.jobs, BLOGGER_JOB, orgId, id);
    return id;
  }

  async again(orgId: number, id: number, kind: AnalysisKind) {
    if (!(await this.repo.get(orgId, id, kind))) {
      throw new AppError('NOT_FOUND', '该分析不存在或已删除');
    }
    await this.repo.setStatus(orgId, id, { status: 'running', fail_reason: null, progress: 0 });
    await enqueueRecord(this.jobs, BLOGGER_JOB, orgId, id);
  }

  async fail(orgId: number, id: number, reason: string) {
    await this.repo.setStatus(orgId, id, {
      status: 'failed',
      fail_reason: reason,
      progress: 1,
      analysed_at: this.clock.now(),
    });
  }

  /** The job: computes the snapshot; an account with no visible post fails with the reason. */
  async run(orgId: number, id: number, progress: (f: number, text: string) => Promise<void>) {
    const row = await this.repo.get(orgId, id);
    if (!row) {
      return false;
    }
    const step = async (f: number, text: string) => {
      await progress(f, text);
      await this.repo.setStatus(orgId, id, { status: 'running', progress: f });
    };
    await step(0.1, '查找博主');
    const ref = { uid: row.blogger_uid, name: row.blogger_name };
    const profile = await authorProfile(this.adb, orgId, ref);
    const window = { start: Number(row.start_time), end: Number(row.end_time) };
    const posts = profile ? await authorPosts(this.adb, orgId, { uid: profile.uid }, window) : [];
    if (!profile || posts.length === 0) {
      await this.fail(
        orgId,
        id,
        profile ? '所选时间内该博主没有发文' : '未找到该博主的发文，请确认博主或主页地址',
      );
      return true;
    }
    await step(0.4, '统计转发评论与预警');
    const ids = posts.map((p) => p.id);
    const [children, hits, words] = await Promise.all([
      childrenOf(this.adb, orgId, ids),
      ruleHitIds(this.adb, orgId, ids),
      row.kind === 'sensitive' ? this.sensitiveWords(orgId) : Promise.resolve([]),
    ]);
    const snapshot = bloggerSnapshot({
      profile: { ...profile, homeUrl: row.home_url },
      start: window.start,
      end: window.end,
      posts,
      children,
      ruleHitIds: hits,
      sensitiveWords: words,
    });
    await this.repo.setStatus(orgId, id, {
      status: 'done',
      result: JSON.stringify(snapshot),
      fail_reason: null,
      progress: 1,
      analysed_at: this.clock.now(),
      blogger_uid: profile.uid,
    });
    return true;
  }

  async sensitiveWords(orgId: number): Promise<string[]> {
    const set = await this.repo.sensitiveSet(orgId);
    return set ? (JSON.parse(set.words) as string[]) : [];
  }

  async remove(orgId: number, id: number, kind: AnalysisKind) {
    if (!(await this.repo.remove(orgId, id, kind))) {
      throw new AppError('NOT_FOUND', '该分析不存在或已删除');
    }
  }

  async page(orgId: number, kind: AnalysisKind | null, q: PageQuery, onlyDone = false) {
    const { rows, total } = await this.repo.page(orgId, kind, q, onlyDone);
    return { list: rows.map(toListItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  async statistics(orgId: number, kind: AnalysisKind) {
    const counts = await this.repo.statusCounts(orgId, kind);
    const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    const total = n('running') + n('done') + n('failed');
    return {
      total,
      running: n('running'),
      done: n('done'),
      failed: n('failed'),
      progress: total === 0 ? 100 : Math.round(((n('done') + n('failed')) * 100) / total),
    };
  }

  private async done(orgId: number, id: number) {
    const row = await this.repo.get(orgId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', '该分析不存在或已删除');
    }
    const s = parseSnapshot(row);
    if (!s) {
      throw new AppError(
        'VALIDATION',
        row.status === 'failed' ? '该分析失败，请重新分析' : '分析尚未完成',
      );
    }
    return { row, s };
  }

  async info(orgId: number, id: number) {
    const row = await this.repo.get(orgId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', '该分析不存在或已删除');
    }
    const detail = toDetail(row);
    if (!detail.result || detail.result.sensitivePosts.length === 0) {
      return detail;
    }
    // The sensitive posts with their text, newest first, for the 敏感博主 detail.
    const hits = detail.result.sensitivePosts.slice(0, 50);
    const posts = await postsByIds(
      this.adb,
      orgId,
      hits.map((h) => h.id),
    );
    const words = new Map(hits.map((h) => [h.id, h.words]));
    return {
      ...detail,
      sensitiveArticles: posts.map((p) => ({
        ...postItem(p),
        sensitiveWords: words.get(p.id) ?? [],
      })),
    };
  }

  /** 预警微博走势 in the analysis window, optionally narrowed to [startTime, endTime]. */
  async warningTrend(
    orgId: number,
    q: { analysisId: number; startTime?: number | undefined; endTime?: number | undefined },
  ) {
    const { s } = await this.done(orgId, q.analysisId);
    const from = q.startTime === undefined ? '' : formatCn(q.startTime, false);
    const to = q.endTime === undefined ? '9999' : formatCn(q.endTime, false);
    return {
      rule: '预警微博：情感为负面，或已被本单位预警规则预警的博主发文。',
      rows: s.warningTrend.filter((r) => r.date >= from && r.date <= to),
    };
  }

  /** The blogger's warning posts (negative or warned), newest first. */
  async warningPage(orgId: number, q: { analysisId: number; pageNum: number; pageSize: number }) {
    const { s } = await this.done(orgId, q.analysisId);
    const ids = s.warningIds.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    const posts = await postsByIds(this.adb, orgId, ids);
    return {
      list: posts.map(postItem),
      total: s.warningIds.length,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** The snapshots of finished analyses, in the given order; a missing one is not found. */
  async snapshots(orgId: number, ids: readonly number[]) {
    const out = [];
    for (const id of ids) {
      out.push({ analysisId: id, ...(await this.done(orgId, id)) });
    }
    return out;
  }
}
