import type { BriefingSnapshot } from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import type { AnalysisDb, ArticleScope, Table } from '../analysis/index.js';
import { briefingTables } from './briefing-tables.js';
import type { ReportProgress } from './briefing-tables.js';
import { adviceText, briefingFacts, summaryText } from './sections/facts.js';

export type { ReportProgress } from './briefing-tables.js';

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
  const tables = await briefingTables(adb, input.scope, progress);
  const { trend, sentiment, carriers, regions, hotWords: words, media, negatives } = tables;
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
