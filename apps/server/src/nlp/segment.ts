import { Jieba } from '@node-rs/jieba';
import { dict, idf } from '@node-rs/jieba/dict.js';

import { LexiconTable } from './lexicon-table.js';

/** A word with its jieba part-of-speech tag (ICTCLAS style: n, v, nr, ns, nt, nz, m, x, …). */
export interface TaggedWord {
  word: string;
  tag: string;
}

/**
 * Chinese word segmentation and jieba's lexicon, as the analysis stages use them. Tests can pass a
 * fake; production uses {@link JiebaSegmenter} through {@link defaultSegmenter}.
 */
export interface Segmenter {
  /** Precise-mode segmentation, with the HMM for words missing from the dictionary. */
  cut(text: string): string[];
  /** Search-mode segmentation: long words are also split into their dictionary sub-words. */
  cutForSearch(text: string): string[];
  /** Precise-mode segmentation with part-of-speech tags (words outside the dictionary get `x`). */
  tag(text: string): TaggedWord[];
  /** The word's inverse document frequency in jieba's IDF table, if the table has it. */
  idf(word: string): number | undefined;
  /** The IDF jieba assumes for a word missing from its table (the table's median). */
  readonly medianIdf: number;
  /** The highest IDF any word can get (bounds TF-IDF, so keyword ranking can stop early). */
  readonly maxIdf: number;
  /**
   * The word's part-of-speech tag in jieba's dictionary, or `undefined` for a word the dictionary
   * lacks (which `tag` reports as `x`): the same answer as `tag`, without segmenting again.
   */
  wordTag(word: string): string | undefined;
  /**
   * The word's dictionary tag if it is a proper noun (nr, nrfg, ns, nt), else `undefined`. Cheaper
   * than {@link wordTag} for the ~95% of words that are not proper nouns.
   */
  properNounTag(word: string): ProperNounTag | undefined;
}

/** Dictionary tags of proper nouns: person, full historical name, place, organisation. */
export type ProperNounTag = 'nr' | 'nrfg' | 'ns' | 'nt';

const PROPER_NOUN_TAGS = new Set<string>(['nr', 'nrfg', 'ns', 'nt']);

const decoder = new TextDecoder();

// A Bloom filter over the ~96k proper nouns (2M bits, 3 probes: ~0.3% false positives) screens
// words before the table lookup, which in a table this size is a cache miss or two each time.
const BLOOM_BITS = 1 << 21;

function bloomProbes(word: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x9747b28c;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return [h1 >>> 0, (h2 >>> 0) | 1];
}

function bloomHas(bloom: Uint32Array, word: string): boolean {
  const [h1, h2] = bloomProbes(word);
  for (let k = 0; k < 3; k++) {
    const bit = (h1 + k * h2) & (BLOOM_BITS - 1);
    if ((bloom[bit >>> 5]! & (1 << (bit & 31))) === 0) {
      return false;
    }
  }
  return true;
}

/** jieba's dictionary (tags) and IDF table in one {@link LexiconTable}. */
interface Lexicon {
  words: LexiconTable;
  /** Tag names by tag number; 0 is the empty tag of an IDF word the dictionary lacks. */
  tagNames: string[];
  bloom: Uint32Array;
  medianIdf: number;
  maxIdf: number;
}

function linesOf(bytes: Uint8Array): string[] {
  return decoder.decode(bytes).split('\n');
}

/**
 * Parses jieba's `word freq tag` lines (349k) and `word idf` lines (270k) into one table: ~1 s
 * and 16 MB, paid on first use. A word listed twice keeps its last value, as a Map would.
 */
function loadLexicon(): Lexicon {
  const dictLines = linesOf(dict);
  const idfLines = linesOf(idf);
  const words = new LexiconTable(dictLines.length + idfLines.length);
  const tagNames = [''];
  const tagIds = new Map<string, number>();
  const bloom = new Uint32Array(BLOOM_BITS / 32);
  for (const line of dictLines) {
    const first = line.indexOf(' ');
    if (first <= 0) {
      continue;
    }
    const word = line.slice(0, first);
    const name = line.slice(line.lastIndexOf(' ') + 1);
    let id = tagIds.get(name);
    if (id === undefined) {
      id = tagNames.push(name) - 1;
      tagIds.set(name, id);
    }
    words.setTag(word, id);
    if (!PROPER_NOUN_TAGS.has(name)) {
      continue;
    }
    const [h1, h2] = bloomProbes(word);
    for (let k = 0; k < 3; k++) {
      const bit = (h1 + k * h2) & (BLOOM_BITS - 1);
      bloom[bit >>> 5]! |= 1 << (bit & 31);
    }
  }
  const values: number[] = [];
  for (const line of idfLines) {
    const space = line.indexOf(' ');
    if (space <= 0) {
      continue;
    }
    const value = Number(line.slice(space + 1));
    words.setIdf(line.slice(0, space), value);
    values.push(value);
  }
  values.sort((a, b) => a - b);
  const medianIdf = values[values.length >> 1] ?? 0;
  const maxIdf = Math.max(medianIdf, values[values.length - 1] ?? 0);
  return { words, tagNames, bloom, medianIdf, maxIdf };
}

/** {@link Segmenter} over @node-rs/jieba with its default dictionary and IDF table. */
export class JiebaSegmenter implements Segmenter {
  private readonly jieba = Jieba.withDict(dict);
  // The lexicon is built lazily: a process that only segments never pays for it.
  private lexicon: Lexicon | undefined;

  cut(text: string): string[] {
    return this.jieba.cut(text, true);
  }

  cutForSearch(text: string): string[] {
    return this.jieba.cutForSearch(text, true);
  }

  tag(text: string): TaggedWord[] {
    return this.jieba.tag(text, true);
  }

  idf(word: string): number | undefined {
    const value = (this.lexicon ??= loadLexicon()).words.idf(word);
    return Number.isNaN(value) ? undefined : value;
  }

  get medianIdf(): number {
    return (this.lexicon ??= loadLexicon()).medianIdf;
  }

  get maxIdf(): number {
    return (this.lexicon ??= loadLexicon()).maxIdf;
  }

  wordTag(word: string): string | undefined {
    const lexicon = (this.lexicon ??= loadLexicon());
    const tag = lexicon.words.tag(word);
    return tag <= 0 ? undefined : lexicon.tagNames[tag];
  }

  properNounTag(word: string): ProperNounTag | undefined {
    const lexicon = (this.lexicon ??= loadLexicon());
    if (!bloomHas(lexicon.bloom, word)) {
      return undefined;
    }
    const tag = this.wordTag(word);
    return tag !== undefined && PROPER_NOUN_TAGS.has(tag) ? (tag as ProperNounTag) : undefined;
  }
}

let shared: Segmenter | undefined;

/**
 * The process-wide jieba segmenter, created on first use (the 349k-word dictionary takes ~0.2 s
 * to load; the IDF and tag tables load on their first lookup).
 */
export function defaultSegmenter(): Segmenter {
  return (shared ??= new JiebaSegmenter());
}
