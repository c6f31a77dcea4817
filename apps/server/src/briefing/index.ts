// Word briefings (DESIGN §1: exports): a document is a title block plus ordered sections, each
// drawn from an analysis table; charts are rendered server-side to PNG. Topic, event and
// daily/weekly/monthly reports compose these pieces.
export {
  analysisBriefing,
  analysisBriefingDocx,
  type AnalysisBriefingInput,
  type BriefingTables,
} from './analysis-briefing.js';
export { DOCX_MIME, briefingFileName } from './file-name.js';
export {
  eventBriefingDocx,
  type EventBriefingInput,
  type EventBriefingTables,
} from './event-briefing.js';
export {
  PRODUCT_NAME,
  packBriefing,
  type BriefingDocument,
  type BriefingSection,
} from './docx/document.js';
export {
  NO_DATA,
  bodyText,
  caption,
  chartBlock,
  emptyNote,
  labelled,
  type Block,
} from './docx/blocks.js';
export { tableBlock, type TableBlockOptions } from './docx/table.js';
export { renderChartPng, renderChartSvg, type ChartImage } from './charts/render-png.js';
export {
  SENTIMENT_COLORS,
  carrierBarOption,
  rankingBarOption,
  sentimentPieOption,
  trendLineOption,
} from './charts/options.js';
export { adviceText, briefingFacts, summaryText, type BriefingFacts } from './sections/facts.js';
export { carrierSection } from './sections/carrier.js';
export { editorNoteSection } from './sections/editor-note.js';
export { hotWordsSection } from './sections/hot-words.js';
export { mediaSection } from './sections/media.js';
export { negativeArticlesSection } from './sections/negative-articles.js';
export { overviewSection } from './sections/overview.js';
export { regionSection } from './sections/region.js';
export { sentimentSection } from './sections/sentiment.js';
export { trendSection } from './sections/trend.js';
export { reportDocument, reportDocx, reportXlsx, type ReportContent } from './report-document.js';
export {
  buildReportSnapshot,
  type ReportProgress,
  type ReportSnapshotInput,
} from './report-snapshot.js';
export { ReportPrinter, findChromium, type PrinterDeps } from './report-printer.js';
export { BRIEFING_TOP, BRIEFING_TOP_WORDS, briefingTables } from './briefing-tables.js';
