import { formatCn } from '@guanlan/shared';
import type { Table } from '../analysis/index.js';
import type { BriefingDocument } from './docx/document.js';
import { packBriefing } from './docx/document.js';
import { carrierSection } from './sections/carrier.js';
import { editorNoteSection } from './sections/editor-note.js';
import { adviceText, briefingFacts, summaryText } from './sections/facts.js';
import { hotWordsSection } from './sections/hot-words.js';
import { mediaSection } from './sections/media.js';
import { negativeArticlesSection } from './sections/negative-articles.js';
import { overviewSection } from './sections/overview.js';
import { regionSection } from './sections/region.js';
import { sentimentSection } from './sections/sentiment.js';
import { trendSection } from './sections/trend.js';

/** The analysis tables a topic or event briefing is drawn from (shapes of analysis/). */
export interface BriefingTables {
  /** volumeTrend: 时间, 信息量 (`count`). */
  trend: Table;
  /** sentimentDistribution. */
  sentiment: Table;
  /** carrierStatistics, with its 合计 row. */
  carriers: Table;
  /** regionDistribution at province level. */
  regions: Table;
  hotWords: Table;
  /** mediaLeaders. */
  media: Table;
  /** articleList of the negative articles, most important first. */
  negatives: Table;
}

/** What a topic/event briefing is about and when it was made. */
export interface AnalysisBriefingInput {
  /** The subject's name, e.g. the topic name. */
  name: string;
  /** The kind of briefing, e.g. 专题简报 or 事件简报. */
  kind: string;
  /** How the summary names the subject, e.g. 专题“人工智能”. */
  subject: string;
  startTime: number;
  endTime: number;
  generatedAt: number;
  tables: BriefingTables;
  /** The closing note; by default an assessment graded by the negative share. */
  editorNote?: string;
}

const minute = (ms: number) => formatCn(ms).slice(0, 16);

/**
 * The standard analysis briefing: title block (name, kind, monitoring range, generation time
 * in Shanghai time), then 舆情概况, 信息走势, 情感分布, 载体分布, 地域分布, 热词分析, 重点负面信息,
 * 媒体活跃度排行 and 研判建议. Sections without data say 暂无数据.
 */
export async function analysisBriefing(input: AnalysisBriefingInput): Promise<BriefingDocument> {
  const t = input.tables;
  const facts = briefingFacts(t);
  const charts = await Promise.all([
    trendSection(t.trend),
    sentimentSection(t.sentiment),
    carrierSection(t.carriers),
    regionSection(t.regions),
  ]);
  return {
    title: `${input.name}${input.kind}`,
    infoLines: [
      `监测时段：${minute(input.startTime)} 至 ${minute(input.endTime)}`,
      `生成时间：${minute(input.generatedAt)}（北京时间）`,
    ],
    sections: [
      overviewSection(summaryText(input.subject, facts), facts),
      ...charts,
      hotWordsSection(t.hotWords),
      negativeArticlesSection(t.negatives),
      mediaSection(t.media),
      editorNoteSection(input.editorNote ?? adviceText(facts), '研判建议'),
    ],
  };
}

/** The standard analysis briefing as .docx bytes. */
export async function analysisBriefingDocx(input: AnalysisBriefingInput): Promise<Buffer> {
  return packBriefing(await analysisBriefing(input));
}
