// The shared analysis engine (DESIGN §1): every monitoring module (specials, events, abroad,
// multilingual, groups, short video, big screens, briefings) builds an ArticleScope and calls
// these; each returns a Table that its JSON call sends and its Excel twin renders.
export { applyScope, effectiveSentiment, engagement, scopedArticles } from './scope.js';
export type {
  AnalysisDb,
  ArticleScope,
  ScopeDB,
  ScopeTables,
  ScopedQuery,
  ScopeExclusions,
  SearchArea,
} from './scope.js';
export { loadExclusions } from './exclusions.js';
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
export type { TrendTable } from './trend-counts.js';
export { volumeTrend } from './volume-trend.js';
export { sentimentTrend, type SentimentTrendOptions } from './sentiment-trend.js';
export { carrierTrend } from './carrier-trend.js';
export { carrierStatistics } from './carrier-statistics.js';
export { sentimentDistribution } from './sentiment-distribution.js';
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
export { tableToXlsx, xlsxFileName, type XlsxOptions } from './excel.js';
export { themeDistribution, type ThemeWords } from './theme-distribution.js';
