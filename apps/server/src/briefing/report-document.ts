import type { BriefingSectionKey, BriefingSnapshot } from '@guanlan/shared';
import { BRIEFING_SECTIONS, BRIEFING_TYPES, formatCn } from '@guanlan/shared';
import type { BriefingType } from '@guanlan/shared';
import { tablesToXlsx } from '../analysis/index.js';
import type { Table } from '../analysis/index.js';
import type { BriefingDocument, BriefingSection } from './docx/document.js';
import { packBriefing } from './docx/document.js';
import { analystArticlesSection } from './sections/analyst-articles.js';
import { carrierSection } from './sections/carrier.js';
import { editorNoteSection } from './sections/editor-note.js';
import { eventsSummarySection } from './sections/events-summary.js';
import { hotWordsSection } from './sections/hot-words.js';
import { mediaSection } from './sections/media.js';
import { negativeArticlesSection } from './sections/negative-articles.js';
import { overviewSection } from './sections/overview.js';
import { regionSection } from './sections/region.js';
import { sentimentSection } from './sections/sentiment.js';
import { trendSection } from './sections/trend.js';

/** A generated report as the documents need it: its frozen template and snapshot. */
export interface ReportContent {
  title: string;
  briefingType: BriefingType;
  startTime: number;
  endTime: number;
  topicNames: readonly string[];
  template: {
    sections: readonly BriefingSectionKey[];
    headerText: string;
    footerText: string;
  };
  snapshot: BriefingSnapshot;
  editorNote: string;
}

const minute = (ms: number) => formatCn(ms).slice(0, 16);

/** One template section drawn from the snapshot, titled as the template editor names it. */
async function section(key: BriefingSectionKey, r: ReportContent): Promise<BriefingSection> {
  const t = r.snapshot.tables;
  const title = BRIEFING_SECTIONS[key];
  const titled = async (s: Promise<BriefingSection> | BriefingSection) => ({
    ...(await s),
    title,
  });
  switch (key) {
    case 'overview':
      return overviewSection(r.snapshot.summaryText, r.snapshot.facts, title);
    case 'sentiment':
      return titled(sentimentSection(t.sentiment));
    case 'trend':
      return trendSection(t.trend, { title });
    case 'carrier':
      return titled(carrierSection(t.carriers));
    case 'region':
      return titled(regionSection(t.regions));
    case 'hotWords':
      return titled(hotWordsSection(t.hotWords));
    case 'negatives':
      return titled(negativeArticlesSection(t.negatives));
    case 'analystArticles':
      return analystArticlesSection(t.analystArticles, title);
    case 'events':
      return eventsSummarySection(t.events, title);
    case 'media':
      return titled(mediaSection(t.media));
    case 'editorNote':
      return r.editorNote.trim()
        ? editorNoteSection(r.editorNote, title)
        : editorNoteSection(r.snapshot.adviceText, '研判建议');
  }
}

/** The Word layout of a report: its template's header, title block and sections in order. */
export async function reportDocument(r: ReportContent): Promise<BriefingDocument> {
  const topics = r.topicNames.length > 0 ? r.topicNames.join('、') : '全部专题';
  return {
    title: r.title,
    headerText: r.template.headerText,
    footerText: r.template.footerText,
    infoLines: [
      `${BRIEFING_TYPES[r.briefingType]} · 监测专题：${topics.length > 60 ? `${topics.slice(0, 60)}…` : topics}`,
      `监测时段：${minute(r.startTime)} 至 ${minute(r.endTime)}`,
      `生成时间：${r.snapshot.generatedAt.slice(0, 16)}（北京时间）`,
    ],
    sections: await Promise.all(r.template.sections.map((key) => section(key, r))),
  };
}

/** The report as .docx bytes (charts rendered from the snapshot's tables). */
export async function reportDocx(r: ReportContent): Promise<Buffer> {
  return packBriefing(await reportDocument(r));
}

const OVERVIEW_COLUMNS = [
  { key: 'item', title: '指标' },
  { key: 'value', title: '数值' },
];

/** The report's data tables as one workbook: 数据概览 first, then one sheet per table. */
export async function reportXlsx(r: ReportContent): Promise<Buffer> {
  const t = r.snapshot.tables;
  const f = r.snapshot.facts;
  const overview: Table = {
    columns: OVERVIEW_COLUMNS,
    rows: [
      { item: '报告名称', value: r.title },
      { item: '监测时段', value: `${minute(r.startTime)} 至 ${minute(r.endTime)}` },
      { item: '信息总量', value: f.total },
      { item: '正面', value: f.positive },
      { item: '中性', value: f.neutral },
      { item: '负面', value: f.negative },
      { item: '负面占比', value: `${f.negativePercent}%` },
      { item: '概述', value: r.snapshot.summaryText },
    ],
  };
  const sheets: [string, Table][] = [
    ['数据概览', overview],
    ['信息走势', t.trend],
    ['情感分布', t.sentiment],
    ['载体分布', t.carriers],
    ['地域分布', t.regions],
    ['热词', t.hotWords],
    ['媒体活跃度', t.media],
    ['重点负面信息', t.negatives],
    ['重点关注信息', t.analystArticles],
    ['事件摘要', t.events],
  ];
  return tablesToXlsx(
    sheets.map(([sheetName, table]) => ({ sheetName, table, title: `${r.title} · ${sheetName}` })),
  );
}
