import { bloggerCalls, portraitCalls } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import type { RawArticle } from '../../ingest/raw-article.js';
import { DEMO_BLOGGERS, DEMO_SENSITIVE_WORDS, demoPeoplePosts } from './demo-people-posts.js';

type Call = <T>(def: CallDef, input: Record<string, unknown>) => Promise<T>;

/**
 * 博主分析 and 网民画像 on first start: the demo bloggers' posts go through the pipeline, then
 * the demo organisation gets three blogger analyses, a contrast, its sensitive-word set with
 * the ranking's top account analysed, and three portraits (through the real calls).
 */
export async function seedDemoPeople(
  ingest: (items: RawArticle[]) => Promise<unknown>,
  call: Call,
  now: number,
  /** Runs the queued analysis jobs (the contrast needs finished analyses). */
  settle: () => Promise<unknown>,
): Promise<void> {
  await ingest(demoPeoplePosts(now));
  const ids: number[] = [];
  for (const b of DEMO_BLOGGERS.slice(0, 3)) {
    const { analysisId } = await call<{ analysisId: number }>(bloggerCalls.saveBloggerAnalysis, {
      bloggerUid: b.uid,
      bloggerName: b.name,
    });
    ids.push(analysisId);
  }
  await settle();
  await call(bloggerCalls.saveBloggerAnalysisContrast, { analysisIds: ids.slice(0, 2) });
  await call(bloggerCalls.saveSensitiveBloggerSet, {
    sensitiveWords: DEMO_SENSITIVE_WORDS,
    minSensitiveCount: 2,
    autoAnalysis: true,
  });
  for (const b of [DEMO_BLOGGERS[0], DEMO_BLOGGERS[3], DEMO_BLOGGERS[1]]) {
    await call(portraitCalls.savePortraitAnalysis, {
      nickName: b.name,
      carrier: 'microBlog',
      homeUrl: `https://weibo.demo.guanlan.example/u/${b.uid}`,
    });
  }
  await settle();
}
