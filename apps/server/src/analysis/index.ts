// The shared analysis engine (DESIGN §1): every monitoring module (specials, events, abroad,
// multilingual, groups, short video, big screens, briefings) builds an ArticleScope and calls
// these; each returns a Table that its JSON call sends and its Excel twin renders.
export {
  applyScope,
  clusterCondition,
  effectiveSentiment,
  engagement,
  scopedArticles,
  scopedArticlesWithReadMarks,
  visibleTo,
} from './scope.js';
export type {
  AnalysisDb,
  ArticleScope,
  ScopeDB,
  ScopeTables,
  ScopedQuery,
  ScopeExclusions,
  SearchArea,
} from './scope.js';
export { enabledFilterBoxes, loadExclusions, toExclusions } from './exclusions.js';
export type { FilterBoxRow } from './exclusions.js';
export { resolveTimeRange, toArticleScope, type ScopeInput } from './scope-input.js';
export {
  SENTIMENT_ORDER,
  carrierLabel,
  carrierList,
  percent,
  sentimentLabel,
  type JudgedSentiment,
  type Table,
  type TableColumn,
  type TableRow,
} from './table.js';
export {
  HOURLY_MAX_RANGE_MS,
  bucketExpr,
  bucketLabel,
  bucketStart,
  bucketsOf,
  granularityOf,
  type Granularity,
} from './buckets.js';
export { trendRows, type TrendTable } from './trend-counts.js';
export { volumeTrend } from './volume-trend.js';
export { newestArticles } from './newest-articles.js';
export { scopeTotals, type ScopeTotals } from './scope-totals.js';
export { sentimentTrend, type SentimentTrendOptions } from './sentiment-trend.js';
export { carrierTrend } from './carrier-trend.js';
export { carrierStatistics } from './carrier-statistics.js';
export { sentimentDistribution } from './sentiment-distribution.js';
export { addSentiment, emptyCounts, type SentimentCounts } from './sentiment-counts.js';
export { sentimentByCarrier } from './sentiment-by-carrier.js';
export { regionDistribution, type RegionLevelOption } from './region-distribution.js';
export { hotWords, type HotWordsOptions } from './hot-words.js';
export { mediaLeaders, type LeadersOptions } from './media-leaders.js';
export { opinionLeaders } from './opinion-leaders.js';
export {
  articleList,
  type ArticleListOptions,
  type ArticleListTable,
  type ArticleSort,
} from './article-list.js';
export { LISTED_ARTICLE_COLUMNS, type ListedArticleRow } from './listed-article.js';
export {
  XLSX_MIME,
  tableToXlsx,
  tablesToXlsx,
  xlsxDownload,
  xlsxFileName,
  type XlsxOptions,
} from './excel.js';
export { themeDistribution, type ThemeWords } from './theme-distribution.js';
export { buildSpreadRoute, type RouteMember, type SpreadNode } from './spread-route.js';
export { carrierSpreadOrder, reprintTable, reprintTree, type ReprintTree } from './spread-order.js';
export {
  detectPhases,
  eventPhases,
  phaseRuns,
  PHASE_NAMES,
  type GrowingTrendTable,
  type PhaseRun,
} from './event-phases.js';
export { findPeaks, type Peak } from './peaks.js';
export {
  influence,
  influenceIndex,
  INFLUENCE_FORMULA,
  type InfluenceFacts,
  type InfluenceResult,
  type InfluenceTable,
} from './influence-index.js';
export {
  clusterViewpoints,
  viewpoints,
  type ViewpointDoc,
  type ViewpointCluster,
  type ViewpointsTable,
} from './viewpoints.js';
export { disposeEffect, type DisposeAction } from './dispose-effect.js';
export { eventContext, type ContextTable } from './event-context.js';
export { articleCount } from './article-count.js';
export {
  analysisFamily,
  TREND_ANALYSES,
  type NamedAnalysis,
  type RunOptions,
} from './analysis-family.js';
export { exportedArticles, listOptions, type ListChoice } from './article-export.js';
export { ScopedAnalyses, type AnalysisSubject } from './scoped-analyses.js';
export { countryDistribution } from './country-distribution.js';
export { languageDistribution } from './language-distribution.js';
