import { effectiveSentiment } from './scope.js';

/**
 * An article as list queries select it (the engine's article list, and the modules' own lists:
 * favourites, warnings, cluster members, dashboard): snake_case columns with the organisation's
 * sentiment.
 */
export interface ListedArticleRow {
  id: number;
  title: string;
  summary: string;
  url: string;
  site_name: string | null;
  carrier: string;
  sentiment: string;
  publish_time: number;
  author_name: string | null;
  is_demo: number;
}

/** The columns of a ListedArticleRow, for a select over the scoped articles (oas joined). */
export const LISTED_ARTICLE_COLUMNS = [
  'article.id',
  'article.title',
  'article.summary',
  'article.url',
  'article.site_name',
  'article.carrier',
  effectiveSentiment.as('sentiment'),
  'article.publish_time',
  'article.author_name',
  'article.is_demo',
] as const;
