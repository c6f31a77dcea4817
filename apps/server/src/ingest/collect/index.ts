// Public surface of the collectors: fetch/parse logic only. Persistence, scheduling and source
// state belong to the caller (see ingest/pipeline and the job handlers).
export { CollectError, isCollectError } from './collect-error.js';
export type { CollectErrorKind, CollectErrorDetails } from './collect-error.js';
export { decodeBody, normaliseCharset } from './charset.js';
export type { DecodedBody } from './charset.js';
export { politeFetch, USER_AGENT, UA_TOKEN } from './http-fetch.js';
export type { FetchLike, PoliteFetchOptions, PoliteFetchResult } from './http-fetch.js';
export { withRetry, isRetryable, parseRetryAfter } from './retry.js';
export type { RetryOptions } from './retry.js';
export { HostLimiter } from './host-limiter.js';
export type { HostLimiterOptions, RunOptions } from './host-limiter.js';
export { RobotsCache } from './robots.js';
export type { RobotsCacheOptions, RobotsVerdict } from './robots.js';
export { parseRobotsTxt, policyFor, isPathAllowed } from './robots-parser.js';
export type { RobotsTxt, RobotsPolicy } from './robots-parser.js';
export { parseFeed } from './feed.js';
export type { ParsedFeed } from './feed.js';
export { parseLooseDate, findDateInText } from './loose-date.js';
export { extractArticle } from './extract.js';
export type { ExtractSelectors, ExtractedArticle } from './extract.js';
export { findArticleLinks, looksLikeArticle } from './article-links.js';
export type { LinkRules } from './article-links.js';
export { politeGet } from './polite-get.js';
export type { CollectDeps } from './polite-get.js';
export { pollFeed } from './rss-poller.js';
export type { FeedSource, FeedState, PollResult } from './rss-poller.js';
export { crawlSite } from './site-crawler.js';
export type { SiteSource, CrawlDeps, CrawlError, CrawlResult } from './site-crawler.js';
