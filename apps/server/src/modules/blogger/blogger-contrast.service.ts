import { formatCn } from '@guanlan/shared';
import { contrastBloggers } from '../../analysis/social/blogger-contrast.js';
import type { ContrastResult } from '../../analysis/social/blogger-contrast.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BloggerAnalysisService } from './blogger-analysis.service.js';
import type { PageQuery } from './blogger.repo.js';

/** 博主对比: 2–5 finished analyses side by side, saved as a record with its figures. */
export class BloggerContrastService {
  constructor(
    private readonly analyses: BloggerAnalysisService,
    private readonly clock: Clock,
  ) {}

  async create(orgId: number, accountId: number, analysisIds: readonly number[]) {
    const ids = [...new Set(analysisIds)];
    if (ids.length < 2) {
      throw new AppError('VALIDATION', '请至少选择两个不同的博主进行对比');
    }
    const items = await this.analyses.snapshots(orgId, ids);
    const result = contrastBloggers(items.map((i) => ({ analysisId: i.analysisId, s: i.s })));
    return this.analyses.repo.insertContrast(orgId, {
      name: result.members
        .map((m) => m.name)
        .join(' vs ')
        .slice(0, 300),
      analysis_ids: JSON.stringify(ids),
      result: JSON.stringify(result),
      created_by: accountId,
      created_at: this.clock.now(),
    });
  }

  async records(orgId: number, q: PageQuery) {
    const { rows, total } = await this.analyses.repo.contrastPage(orgId, q);
    return {
      list: rows.map((r) => ({
        contrastId: Number(r.id),
        contrastName: r.name,
        analysisIds: JSON.parse(r.analysis_ids) as number[],
        createTime: formatCn(Number(r.created_at)),
      })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async result(
    orgId: number,
    contrastId: number,
  ): Promise<ContrastResult & { contrastName: string; createTime: string }> {
    const row = await this.analyses.repo.getContrast(orgId, contrastId);
    if (!row) {
      throw new AppError('NOT_FOUND', '该对比记录不存在或已删除');
    }
    return {
      ...(JSON.parse(row.result) as ContrastResult),
      contrastName: row.name,
      createTime: formatCn(Number(row.created_at)),
    };
  }

  /** 发文总量 and 传播力指数 per blogger, with the hot-word and commenter overlaps. */
  async total(orgId: number, contrastId: number) {
    const r = await this.result(orgId, contrastId);
    return {
      contrastName: r.contrastName,
      createTime: r.createTime,
      members: r.members.map((m) => ({
        analysisId: m.analysisId,
        name: m.name,
        uid: m.uid,
        bci: m.bci,
        ...m.totals,
      })),
      pairs: r.pairs,
      commonWords: r.commonWords,
      commonCommenters: r.commonCommenters,
    };
  }

  async perMember<
    K extends 'sentiment' | 'commentSentiment' | 'forwardDistribution' | 'commentDistribution',
  >(orgId: number, contrastId: number, key: K) {
    const r = await this.result(orgId, contrastId);
    return r.members.map((m) => ({ analysisId: m.analysisId, name: m.name, data: m[key] }));
  }
}
