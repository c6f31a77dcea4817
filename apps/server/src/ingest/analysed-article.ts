import type { RawArticle } from './raw-article.js';

/** A region mention resolved to the administrative-division code table. */
export interface RegionRef {
  code: string;
  level: 'province' | 'city' | 'county';
}

/** An article after normalisation and analysis, ready to be stored in one transaction. */
export interface AnalysedArticle {
  raw: RawArticle;
  url: string;
  urlHash: string;
  title: string;
  content: string;
  html: string | null;
  summary: string;
  carrier: string;
  isAbroad: boolean;
  language: string;
  publishTime: number;
  crawlTime: number;
  sentiment: 'positive' | 'neutral' | 'negative';
  sentimentScore: number;
  keywords: { word: string; weight: number }[];
  entities: { people: string[]; places: string[]; organisations: string[] };
  regions: RegionRef[];
  publisher: { province: string | null; city: string | null };
  simhash: string;
  /** Normalised text (simplified, half-width, lower-case) used for rules and the index. */
  matchTitle: string;
  matchContent: string;
  ftsTokens: string;
}
