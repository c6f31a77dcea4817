import type { BriefingSnapshot } from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import {
  articleList,
  carrierStatistics,
  hotWords,
  mediaLeaders,
  regionDistribution,
  sentimentDistribution,
  volumeTrend,
} from '../analysis/index.js';
import type { AnalysisDb, ArticleScope, Table } from '../analysis/index.js';
import { adviceText, briefingFacts, summaryText } from './sections/facts.js';

/** How many key negative articles, media and hot words a report keeps. */
export const REPORT_TOP = 10;
export const REPORT_TOP_WORDS = 30;

/** Progress callback: fraction 0..1 and a Chinese step name. */
export type ReportProgress = (fraction: number, text: string) => Promise<void>;

export interface ReportSnapshotInput {
  scope: ArticleScope;
  /** How the summary names what was monitored, e.g. 专题“人工智能”. */
  subject: string;
  /** Articles analysts added, already in their order (see analystArticlesTable). */
  analystArticles: Table;
  /** Events active in the period (see eventSummaryTable). */
  events: Table;
  generatedAt: number;
}

/**
 * Runs every analysis a report can show over its scope, one step at a time with progress, and
 * returns the snapshot the report keeps for ever: headline numbers, summary and advice text and
 * the tables (the same shapes the live analysis calls answer).
 */
export async function buildReportSnapshot(
  adb: AnalysisDb,
  input: ReportSnapshotInput,
  progress: ReportProgress,
): Promise<BriefingSnapshot> {
  const s = input.scope;
  const steps: [string, () => Promise<Table>][] = [
    ['统计信息走势', () => volumeTrend(adb, s)],
    ['统计情感分布', () => sentimentDistribution(adb, s)],
    ['统计载体分布', () => carrierStatistics(adb, s)],
    ['统计地域分布', () => regionDistribution(adb, s)],
    ['提取热词', () => hotWords(adb, s, { size: REPORT_TOP_WORDS })],
    ['统计媒体活跃度', () => mediaLeaders(adb, s, { size: REPORT_TOP })],
    ['筛选重点负面信息', () => keyNegatives(adb, s)],
  ];
  const out: Table[] = [];
  for (const [i, [text, run]] of steps.entries()) {
    await progress(0.1 + (0.8 * i) / steps.length, `${text}…`);
    out.push(await run());
  }
  const [trend, sentiment, carriers, regions, words, media, negatives] = out as [
    Table & { granularity: 'hour' | 'day' },
    Table,
    Table,
    Table,
    Table,
    Table,
    Table,
  ];
  const facts = briefingFacts({ sentiment, carriers, trend, media, hotWords: words });
  return {
    generatedAt: formatCn(input.generatedAt),
    subject: input.subject,
    facts: {
      total: facts.total,
      positive: facts.positive,
      neutral: facts.neutral,
      negative: facts.negative,
      negativePercent: facts.negativePercent,
    },
    summaryText:
      summaryText(input.subject, facts) || `监测时段内，${input.subject}未监测到相关信息。`,
    adviceText: adviceText(facts) || '监测时段内未发现相关信息，舆情态势平稳，建议保持常态化监测。',
    tables: {
      trend: { columns: trend.columns, rows: trend.rows, granularity: trend.granularity },
      sentiment: plain(sentiment),
      carriers: plain(carriers),
      regions: plain(regions),
      hotWords: plain(words),
      media: plain(media),
      negatives: plain(negatives),
      analystArticles: plain(input.analystArticles),
      events: plain(input.events),
    },
  };
}

/** Only columns and rows: extra fields of a table (paging, totals) are not frozen. */
const plain = (t: Table): Table => ({ columns: t.columns, rows: t.rows });

/** The most engaging negative articles, one per similar cluster. */
function keyNegatives(adb: AnalysisDb, scope: ArticleScope): Promise<Table> {
  return articleList(
    adb,
    { ...scope, sentiments: ['negative'] },
    { pageSize: REPORT_TOP, sort: 'hotDesc', mergeSimilar: true },
  );
}
