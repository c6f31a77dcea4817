// Public surface of the analysis stages. Every stage is a pure function or a small class over a
// resource loaded once; the ingest pipeline wires them together.
export {
  collapseWhitespace,
  hasTraditional,
  normaliseForMatch,
  normaliseText,
  stripControlChars,
  toHalfWidth,
  toSimplified,
} from './normalise.js';
export { detectLanguage, UNDETERMINED } from './language.js';
export {
  defaultSegmenter,
  JiebaSegmenter,
  type ProperNounTag,
  type Segmenter,
  type TaggedWord,
} from './segment.js';
export {
  countWords,
  entities,
  entitiesFromCounts,
  entitiesFromWords,
  isKeywordCandidate,
  keywords,
  keywordsFromCounts,
  keywordsFromWords,
  type Entities,
  type EntityCount,
  type Keyword,
  type WordCounts,
} from './keywords.js';
export {
  defaultRegionMatcher,
  publisherRegion,
  RegionMatcher,
  type CityMention,
  type CountyMention,
  type DivisionData,
  type DivisionRow,
  type ProvinceMention,
  type PublisherRegion,
  type Region,
  type RegionLevel,
  type RegionMentions,
} from './regions.js';
export { loadDivisions } from './region-data.js';
export { hamming, NEAR_DISTANCE, simhash, SimHashIndex } from './simhash.js';
export { htmlToText, sanitiseHtml, summary } from './sanitise.js';
