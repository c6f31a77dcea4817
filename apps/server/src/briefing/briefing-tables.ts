import {
  articleList,
  carrierStatistics,
  hotWords,
  mediaLeaders,
  regionDistribution,
  sentimentDistribution,
  volumeTrend,
} from '../analysis/index.js';
import type { AnalysisDb, ArticleScope, Table, TrendTable } from '../analysis/index.js';
import type { BriefingTables } from './analysis-briefing.js';

/** How many key negative articles and media, and how many hot words, a briefing keeps. */
export const BRIEFING_TOP = 10;
export const BRIEFING_TOP_WORDS = 30;

/** Progress of a long run: fraction 0..1 and a Chinese step name. */
export type ReportProgress = (fraction: number, text: string) => Promise<void>;

/**
 * The analysis tables every briefing is drawn from — topic and event briefings and generated
 * reports alike: trend, sentiment, carriers, provinces, hot words, media and the key negative
 * articles. Runs one analysis after the other, reporting each step to `progress` (between 0.1
 * and 0.9) when given.
 */
export async function briefingTables(
  adb: AnalysisDb,
  scope: ArticleScope,
  progress?: ReportProgress,
): Promise<BriefingTables & { trend: TrendTable }> {
  let step = 0;
  const run = async <T>(text: string, analysis: () => Promise<T>): Promise<T> => {
    await progress?.(0.1 + (0.8 * step) / 7, `${text}…`);
    step += 1;
    return analysis();
  };
  return {
    trend: await run('统计信息走势', () => volumeTrend(adb, scope)),
    sentiment: await run('统计情感分布', () => sentimentDistribution(adb, scope)),
    carriers: await run('统计载体分布', () => carrierStatistics(adb, scope)),
    regions: await run('统计地域分布', () => regionDistribution(adb, scope)),
    hotWords: await run('提取热词', () => hotWords(adb, scope, { size: BRIEFING_TOP_WORDS })),
    media: await run('统计媒体活跃度', () => mediaLeaders(adb, scope, { size: BRIEFING_TOP })),
    negatives: await run('筛选重点负面信息', () => keyNegatives(adb, scope)),
  };
}

/**
 * The most engaging negative articles, one per similar cluster; none when the scope's
 * sentiment filter leaves negatives out.
 */
function keyNegatives(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  if (scope.sentiments && !scope.sentiments.includes('negative')) {
    return Promise.resolve({ columns: [], rows: [] });
  }
  return articleList(
    adb,
    { ...scope, sentiments: ['negative'] },
    { pageSize: BRIEFING_TOP, sort: 'hotDesc', mergeSimilar: true },
  );
}
