import { STORED_CARRIER_CODES } from '@guanlan/shared';
import { countWords, entitiesFromCounts, keywordsFromCounts } from '../../nlp/keywords.js';
import { detectLanguage } from '../../nlp/language.js';
import { normaliseForMatch, normaliseText } from '../../nlp/normalise.js';
import type { RegionMatcher, RegionMentions } from '../../nlp/regions.js';
import { htmlToText, sanitiseHtml, summary } from '../../nlp/sanitise.js';
import type { Segmenter } from '../../nlp/segment.js';
import type { SentimentModel } from '../../nlp/sentiment/model.js';
import { simhash } from '../../nlp/simhash.js';
import { ftsTokenText } from '../../search/fts-tokens.js';
import type { AnalysedArticle, RegionRef } from '../analysed-article.js';
import type { Analyser } from '../pipeline.js';
import type { RawArticle } from '../raw-article.js';

const MAX_CONTENT_CHARS = 100_000;
const MAX_TITLE_CHARS = 500;
/** Publish times further in the future than this are clock errors at the source. */
const FUTURE_TOLERANCE_MS = 3600_000;
const CARRIERS = new Set(STORED_CARRIER_CODES);
/**
 * The model learned 中性 only from short Weibo posts, and the news register of long articles
 * pulls them towards it even when they clearly lean one way; on articles longer than this a
 * lean of at least ARTICLE_LEAN decides. Short posts keep the model's own three-way decision.
 */
const LONG_TEXT_CHARS = 100;
const ARTICLE_LEAN = 0.15;

/**
 * The mentioned regions, provinces first. A loop rather than spreads of three mapped lists: an
 * empty list and a list of objects are arrays of two kinds, and spreading them threw the
 * analysis's optimised code away whenever an article brought the other kind.
 */
function regionRefs(m: RegionMentions): RegionRef[] {
  const refs: RegionRef[] = [];
  for (const r of m.provinces) {
    refs.push({ code: r.code, level: 'province' });
  }
  for (const r of m.cities) {
    refs.push({ code: r.code, level: 'city' });
  }
  for (const r of m.counties) {
    refs.push({ code: r.code, level: 'county' });
  }
  return refs;
}

export interface AnalyserDeps {
  segmenter: Segmenter;
  regions: RegionMatcher;
  sentiment: SentimentModel;
}

/**
 * The analysis stages in order: text → normalise → language → segment once → keywords and
 * entities → regions → sentiment → SimHash → full-text tokens. Pure given its loaded resources.
 */
export class ArticleAnalyser implements Analyser {
  constructor(private readonly deps: AnalyserDeps) {}

  analyse(raw: RawArticle, url: string, hash: string, crawlTime: number): AnalysedArticle {
    const { segmenter, regions, sentiment } = this.deps;
    const title = normaliseText(raw.title).slice(0, MAX_TITLE_CHARS);
    const html = raw.html ? sanitiseHtml(raw.html) : null;
    const content = normaliseText(raw.content ?? (raw.html ? htmlToText(raw.html) : '')).slice(
      0,
      MAX_CONTENT_CHARS,
    );
    const language = raw.language ?? detectLanguage(`${title} ${content.slice(0, 600)}`);
    const matchTitle = normaliseForMatch(title);
    const matchContent = normaliseForMatch(content);
    const isChinese = language === 'zh';

    let keywords: AnalysedArticle['keywords'] = [];
    let entities: AnalysedArticle['entities'] = { people: [], places: [], organisations: [] };
    let mentioned: RegionRef[] = [];
    if (isChinese) {
      const titleWords = segmenter.cut(matchTitle);
      const contentWords = segmenter.cut(matchContent);
      // Counted once for both: title words weigh more in keywords, not in entity counts.
      const counts = countWords(titleWords, contentWords);
      keywords = keywordsFromCounts(counts, 20, segmenter);
      const found = entitiesFromCounts(counts, segmenter);
      entities = {
        people: found.people.map((e) => e.name),
        places: found.places.map((e) => e.name),
        organisations: found.organisations.map((e) => e.name),
      };
      mentioned = regionRefs(regions.match(`${matchTitle}\n${matchContent}`));
    }
    const pub = raw.publisherRegion ?? raw.author?.region;
    const publisher = pub ? regions.publisherRegion(pub) : null;
    // The model reads Chinese character n-grams; other languages stay neutral rather than guessed.
    const text = `${title}。${content}`;
    const verdict = isChinese ? sentiment.predict(text) : null;
    let label = verdict?.label ?? 'neutral';
    if (
      verdict &&
      label === 'neutral' &&
      text.length > LONG_TEXT_CHARS &&
      Math.abs(verdict.score) >= ARTICLE_LEAN
    ) {
      label = verdict.score > 0 ? 'positive' : 'negative';
    }

    return {
      raw,
      url,
      urlHash: hash,
      title,
      content,
      html,
      summary: (raw.summary ? normaliseText(raw.summary) : summary(content)).slice(0, 1000),
      carrier:
        raw.carrier && CARRIERS.has(raw.carrier) ? raw.carrier : raw.carrier ? 'other' : 'news',
      isAbroad: raw.isAbroad ?? false,
      language,
      publishTime:
        raw.publishTime !== undefined && raw.publishTime <= crawlTime + FUTURE_TOLERANCE_MS
          ? raw.publishTime
          : crawlTime,
      crawlTime,
      sentiment: label,
      sentimentScore: verdict ? Math.round(verdict.score * 1000) / 1000 : 0,
      keywords,
      entities,
      regions: mentioned,
      publisher: { province: publisher?.provinceCode ?? null, city: publisher?.cityCode ?? null },
      simhash: simhash(matchContent || matchTitle),
      matchTitle,
      matchContent,
      ftsTokens: ftsTokenText(`${matchTitle} ${matchContent}`),
    };
  }
}
