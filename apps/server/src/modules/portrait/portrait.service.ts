import { DOMESTIC_CARRIERS, formatCn } from '@guanlan/shared';
import type { AnalysisStatus } from '@guanlan/shared';
import type { AnalysisDb } from '../../analysis/index.js';
import { authorPosts, authorProfile, childrenOf } from '../../analysis/social/author-posts.js';
import {
  hotWords,
  regionLocus,
  sentimentCounts,
  sentimentTrend,
} from '../../analysis/social/post-facts.js';
import { relationGraph } from '../../analysis/social/relation-graph.js';
import { postKind } from '../../analysis/social/social-post.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { enqueueRecord } from '../../platform/jobs/record-job.js';
import type { RecordJob } from '../../platform/jobs/record-job.js';
import { postItem, uidFromHomeUrl } from '../../analysis/social/post-item.js';
import { PortraitRepo } from './portrait.repo.js';
import type { PortraitRow } from './portrait.repo.js';

const DAY = 86_400_000;
/** The queue job of one 网民画像 run. */
export const PORTRAIT_JOB = 'portrait.analyse';
const STATUS_NAMES: Record<string, string> = { running: '分析中', done: '已完成', failed: '失败' };

export interface PortraitForm {
  nickName: string;
  carrier: string;
  homeUrl?: string | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

interface Ranged {
  portraitId: number;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** 网民画像: a record per author and the views computed from their posts on demand. */
export class PortraitService implements RecordJob {
  private readonly repo: PortraitRepo;
  readonly type = PORTRAIT_JOB;

  constructor(
    private readonly adb: AnalysisDb,
    private readonly clock: Clock,
    private readonly jobs: { queue: JobQueue; runner: JobRunner },
  ) {
    this.repo = new PortraitRepo(adb.db);
  }

  /** Records the portrait (分析中) and queues its job. */
  async create(orgId: number, accountId: number, form: PortraitForm) {
    const now = this.clock.now();
    const end = form.endTime ?? now;
    const start = form.startTime ?? end - 90 * DAY;
    if (start >= end) {
      throw new AppError('VALIDATION', '开始时间须早于结束时间');
    }
    const uid = uidFromHomeUrl(form.homeUrl);
    const id = await this.repo.insert(orgId, {
      nick_name: form.nickName,
      carrier: form.carrier,
      author_uid: uid,
      home_url: form.homeUrl ?? null,
      start_time: start,
      end_time: end,
      status: 'running',
      result: '{}',
      progress: 0,
      fail_reason: null,
      created_by: accountId,
      created_at: now,
    });
    await enqueueRecord(this.jobs, PORTRAIT_JOB, orgId, id);
    return id;
  }

  async fail(orgId: number, id: number, reason: string) {
    await this.repo.update(orgId, id, { status: 'failed', fail_reason: reason, progress: 1 });
  }

  /** The job: finds the author (uid from the home page, else the nickname), keeps profile and statistics. */
  async run(orgId: number, id: number, progress: (f: number, text: string) => Promise<void>) {
    const r = await this.repo.get(orgId, id);
    if (!r) {
      return false;
    }
    await progress(0.1, '查找网民');
    await this.repo.update(orgId, id, { progress: 0.1 });
    const [start, end] = [Number(r.start_time), Number(r.end_time)];
    const profile = await authorProfile(this.adb, orgId, { uid: r.author_uid, name: r.nick_name });
    if (!profile) {
      await this.fail(orgId, id, '未找到该网民的发文，请确认昵称或主页地址');
      return true;
    }
    await progress(0.5, '统计发文');
    await this.repo.update(orgId, id, { progress: 0.5 });
    const posts = await authorPosts(this.adb, orgId, { uid: profile.uid }, { start, end });
    const statistics = {
      posts: posts.length,
      originals: posts.filter((p) => postKind(p) === 'original').length,
      reposts: posts.filter((p) => postKind(p) === 'repost').length,
      replies: posts.filter((p) => postKind(p) === 'reply').length,
      forwards: posts.reduce((s, p) => s + p.forwards, 0),
      comments: posts.reduce((s, p) => s + p.comments, 0),
      likes: posts.reduce((s, p) => s + p.likes, 0),
      activeDays: new Set(posts.map((p) => formatCn(p.publishTime, false))).size,
      firstTime: posts.length ? formatCn(posts[posts.length - 1]!.publishTime) : null,
      lastTime: posts.length ? formatCn(posts[0]!.publishTime) : null,
    };
    await this.repo.update(orgId, id, {
      status: 'done',
      author_uid: profile.uid,
      fail_reason: null,
      progress: 1,
      result: JSON.stringify({ profile, statistics }),
    });
    return true;
  }

  async remove(orgId: number, id: number) {
    if (!(await this.repo.remove(orgId, id))) {
      throw new AppError('NOT_FOUND', '该画像不存在或已删除');
    }
  }

  private item(r: PortraitRow) {
    const result = JSON.parse(r.result) as Record<string, unknown>;
    return {
      portraitId: Number(r.id),
      nickName: r.nick_name,
      carrier: r.carrier,
      carrierName: (DOMESTIC_CARRIERS as Record<string, string>)[r.carrier] ?? r.carrier,
      authorUid: r.author_uid,
      homeUrl: r.home_url,
      status: r.status as AnalysisStatus,
      statusName: STATUS_NAMES[r.status] ?? r.status,
      progress: Math.round(Number(r.progress) * 100),
      ...(r.fail_reason ? { reason: r.fail_reason } : {}),
      startTime: formatCn(Number(r.start_time)),
      endTime: formatCn(Number(r.end_time)),
      createTime: formatCn(Number(r.created_at)),
      ...result,
    };
  }

  async page(
    orgId: number,
    q: { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    const { rows, total } = await this.repo.page(orgId, q);
    return { list: rows.map((r) => this.item(r)), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  async statistics(orgId: number) {
    const rows = await this.repo.statusCounts(orgId);
    const sum = (f: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(f).reduce((s, r) => s + Number(r.n), 0);
    const carriers = new Map<string, number>();
    rows.forEach((r) => carriers.set(r.carrier, (carriers.get(r.carrier) ?? 0) + Number(r.n)));
    const total = sum(() => true);
    return {
      total,
      running: sum((r) => r.status === 'running'),
      done: sum((r) => r.status === 'done'),
      failed: sum((r) => r.status === 'failed'),
      progress: total === 0 ? 100 : Math.round((sum((r) => r.status !== 'running') * 100) / total),
      carriers: [...carriers.entries()].map(([carrier, count]) => ({
        carrier,
        carrierName: (DOMESTIC_CARRIERS as Record<string, string>)[carrier] ?? carrier,
        count,
      })),
    };
  }

  private async record(orgId: number, id: number) {
    const r = await this.repo.get(orgId, id);
    if (!r) {
      throw new AppError('NOT_FOUND', '该画像不存在或已删除');
    }
    return r;
  }

  async info(orgId: number, id: number) {
    return this.item(await this.record(orgId, id));
  }

  /** The author's posts in the record's window narrowed by the range (empty when not found). */
  private async posts(orgId: number, q: Ranged) {
    const r = await this.record(orgId, q.portraitId);
    if (!r.author_uid) {
      return { r, posts: [] };
    }
    const start = Math.max(Number(r.start_time), q.startTime ?? 0);
    const end = Math.min(Number(r.end_time), q.endTime ?? Number.MAX_SAFE_INTEGER);
    return { r, posts: await authorPosts(this.adb, orgId, { uid: r.author_uid }, { start, end }) };
  }

  async history(
    orgId: number,
    q: Ranged & { keyword?: string | undefined; pageNum: number; pageSize: number },
  ) {
    let { posts } = await this.posts(orgId, q);
    if (q.keyword) {
      const k = q.keyword.toLowerCase();
      posts = posts.filter((p) => `${p.title ?? ''}${p.content}`.toLowerCase().includes(k));
    }
    const list = posts.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize).map(postItem);
    return { list, total: posts.length, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  async hotWords(orgId: number, q: Ranged) {
    return hotWords((await this.posts(orgId, q)).posts, 80);
  }

  async sentiment(orgId: number, q: Ranged) {
    const c = sentimentCounts((await this.posts(orgId, q)).posts);
    return [
      { sentiment: 'positive', name: '正面', count: c.positive },
      { sentiment: 'neutral', name: '中性', count: c.neutral },
      { sentiment: 'negative', name: '负面', count: c.negative },
    ];
  }

  async sentimentTrend(orgId: number, q: Ranged) {
    const { r, posts } = await this.posts(orgId, q);
    const start = Math.max(Number(r.start_time), q.startTime ?? 0);
    const end = Math.min(Number(r.end_time), q.endTime ?? Number.MAX_SAFE_INTEGER);
    return sentimentTrend(posts, start, end);
  }

  async regionLocus(orgId: number, q: Ranged) {
    return regionLocus((await this.posts(orgId, q)).posts);
  }

  async relations(orgId: number, portraitId: number) {
    const { r, posts } = await this.posts(orgId, { portraitId });
    const children = await childrenOf(
      this.adb,
      orgId,
      posts.map((p) => p.id),
      20_000,
    );
    const name = posts[0]?.authorName ?? r.nick_name;
    return {
      portraitId,
      ...relationGraph({ uid: r.author_uid ?? `@${r.nick_name}`, name }, posts, children),
    };
  }
}
