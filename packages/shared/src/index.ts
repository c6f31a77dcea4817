export * from './api/envelope.js';
export * from './api/define-call.js';
export * as p from './api/params.js';
export * from './api/registry.js';
export * from './api/session-cookies.js';
export * from './api/calls/index.js';
export * from './api/calls/login.js';
export { WISDOM_CATEGORIES, type CaseSnapshot } from './api/calls/wisdom.js';
export type { ScreenLiveItem } from './api/calls/big-screen.js';
export * from './domain/enums.js';
export * from './domain/modules.js';
export * from './time.js';
export * from './seeded-random.js';
export * from './date-ranges.js';
export * from './report-title.js';
export * from './rules/index.js';
export type { SourceItem } from './api/calls/data-source.js';
export type { ArticleItem, BriefingItem } from './api/calls/common.js';
export { LANGUAGE_CODES, LANGUAGE_NAMES } from './api/calls/common.js';
export type { AnalysisTableData, TrendTableData, RegionTablesData } from './api/calls/common.js';
export { EVENT_PHASES, EVENT_STATUS } from './api/calls/event-shapes.js';
export type {
  EventConsensus,
  EventContext,
  EventDiffuse,
  EventDispose,
  EventForm,
  EventGrowingTrend,
  EventInfluence,
  EventItem,
  EventParticipant,
  EventPhase,
  IncidentItem,
} from './api/calls/event-shapes.js';
export * from './api/calls/briefing-shapes.js';
export { CUSTOMIZED_FILE_EXTENSIONS, CUSTOMIZED_FILE_MAX_BYTES } from './api/calls/briefing.js';
export * from './api/calls/workflow-shapes.js';
export * from './api/calls/monitor-shapes.js';
export { ANALYSIS_STATUS } from './api/calls/people-shapes.js';
export type { AnalysisStatus } from './api/calls/people-shapes.js';
export type { MicroBlogResultShape } from './api/calls/micro-blog-shapes.js';
