import { SENTIMENT_CODES, formatCn } from '@guanlan/shared';
import type { Sentiment } from '@guanlan/shared';
import { carrierLabel, sentimentLabel } from '../../analysis/index.js';
import { loadDivisions } from '../../nlp/region-data.js';
import type { ArticleRow } from './article.repo.js';

/** What the detail needs besides the article row. */
export interface DetailExtras {
  /** The sentiment shown: the organisation's effective one, or the model's on the share page. */
  sentiment: Sentiment;
  regions: { code: string; level: string }[];
  similarCount: number;
  isFavorite: boolean;
  shareCode: string;
}

export interface EntityCount {
  name: string;
  count: number;
}

let regionNames: Map<string, string> | undefined;

/** Name of a division code (GB/T 2260); unknown codes come back unchanged. */
function regionName(code: string): string {
  if (!regionNames) {
    const d = loadDivisions();
    regionNames = new Map(
      [...d.provinces, ...d.cities, ...d.counties].map((r) => [r.code, r.name] as const),
    );
  }
  return regionNames.get(code) ?? code;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Entity lists are `{ name, count }` (older rows: plain names, counted once). */
function entityList(value: unknown): EntityCount[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((v): EntityCount[] => {
    if (typeof v === 'string') {
      return [{ name: v, count: 1 }];
    }
    const e = v as Partial<EntityCount> | null;
    return typeof e?.name === 'string'
      ? [{ name: e.name, count: Math.round(Number(e.count ?? 1)) }]
      : [];
  });
}

/** People, places and organisations of an article, most mentioned first. */
export function toEntities(entitiesJson: string) {
  const raw = (parseJson(entitiesJson) ?? {}) as Record<string, unknown>;
  const sorted = (list: EntityCount[]) =>
    list.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    people: sorted(entityList(raw.people)),
    places: sorted(entityList(raw.places)),
    organisations: sorted(entityList(raw.organisations)),
  };
}

function toKeywords(keywordsJson: string): { word: string; weight: number }[] {
  const raw = parseJson(keywordsJson);
  if (!Array.isArray(raw)) {
    return [];
  }
  return raw.flatMap((k: { word?: unknown; weight?: unknown } | null) =>
    typeof k?.word === 'string' ? [{ word: k.word, weight: Number(k.weight ?? 0) }] : [],
  );
}

const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]+)"/gi;

/** The image addresses of sanitised HTML, in order, without repeats. */
export function imagesOf(html: string | null): string[] {
  if (!html) {
    return [];
  }
  const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return [...new Set([...html.matchAll(IMG_SRC)].map((m) => decode(m[1]!)))];
}

/** Paragraphs of the plain-text body (one per non-blank line). */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The model's or the organisation's effective sentiment of a row, as a sentiment code. */
export function sentimentOf(row: ArticleRow, withOverrides: boolean): Sentiment {
  const code = !withOverrides
    ? row.sentiment
    : Number(row.org_deleted ?? 0) === 1
      ? 'irrelevant'
      : (row.org_sentiment ?? row.sentiment);
  return SENTIMENT_CODES.find((s) => s === code) ?? 'neutral';
}

/** An article row → the detail page's data (the only way a detail reaches the wire). */
export function toArticleDetail(row: ArticleRow, x: DetailExtras) {
  const html = row.html?.trim() ? row.html : null;
  return {
    id: Number(row.id),
    title: row.title,
    html,
    paragraphs: html ? [] : paragraphsOf(row.content),
    summary: row.summary,
    images: imagesOf(html),
    siteName: row.site_name ?? '',
    author: {
      name: row.author_name ?? '',
      id: row.author_id,
      followers: row.author_followers === null ? null : Number(row.author_followers),
      verified: Number(row.author_verified ?? 0) === 1,
    },
    publishTime: formatCn(Number(row.publish_time)),
    url: row.url,
    carrier: row.carrier,
    carrierName: carrierLabel(row.carrier),
    language: row.language,
    sentiment: x.sentiment,
    sentimentName: sentimentLabel(x.sentiment),
    keywords: toKeywords(row.keywords),
    entities: toEntities(row.entities),
    regions: x.regions.map((r) => ({ code: r.code, name: regionName(r.code), level: r.level })),
    engagement: {
      reads: Number(row.reads),
      comments: Number(row.comments),
      forwards: Number(row.forwards),
      likes: Number(row.likes),
      plays: Number(row.plays),
    },
    articleCoverBase64: row.cover_url,
    similarCount: x.similarCount,
    isFavorite: x.isFavorite,
    isDemo: Number(row.is_demo) === 1,
    shareCode: x.shareCode,
  };
}
