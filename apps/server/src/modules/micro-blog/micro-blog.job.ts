import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs/job-runner.js';
import { findPost } from '../../social/cascade-repo.js';
import { analyseCascade } from './micro-blog-result.js';

const NOT_STORED =
  '未找到该微博：库中还没有这条微博或它对本单位不可见。请先通过数据接入（接口或文件导入）导入该微博及其转发评论，再重新分析';

/**
 * Runs one 微博传播分析 (分析中 → 已完成 / 失败 with the reason). Idempotent: a re-run
 * replaces the stored result. A failure is recorded on the analysis, not retried.
 */
export function microBlogJobHandler(db: Kysely<DB>, clock: Clock): JobHandler {
  return async (ctx) => {
    const payload = ctx.payload;
    const progress = (f: number, text: string) => ctx.progress(f, text);
    const { analysisId, orgId } = payload as { analysisId: number; orgId: number };
    const row = await db
      .selectFrom('micro_blog_analysis')
      .select(['id', 'url'])
      .where('id', '=', analysisId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!row) {
      return { skipped: '分析记录已删除' };
    }
    const update = async (set: Record<string, unknown>) => {
      await db
        .updateTable('micro_blog_analysis')
        .set({ ...set, updated_at: clock.now() })
        .where('id', '=', analysisId)
        .execute();
    };
    const step = async (fraction: number, text: string) => {
      await progress(fraction, text);
      await update({ progress: fraction });
    };
    try {
      await step(0.05, '查找原微博');
      const rootId = await findPost(db, orgId, row.url);
      if (rootId === undefined) {
        await update({
          status: 'failed',
          reason: NOT_STORED,
          progress: 1,
          finished_at: clock.now(),
        });
        return { failed: NOT_STORED };
      }
      await update({ root_article_id: rootId });
      const result = await analyseCascade(db, orgId, rootId, clock.now(), step);
      await update({
        status: 'done',
        progress: 1,
        reason: null,
        result: JSON.stringify(result),
        finished_at: clock.now(),
      });
      return { nodes: result.coverage.seen };
    } catch (err) {
      const reason = `分析出错：${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      await update({ status: 'failed', reason, progress: 1, finished_at: clock.now() });
      return { failed: reason };
    }
  };
}
