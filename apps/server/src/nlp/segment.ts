import { Jieba } from '@node-rs/jieba';
import { dict, idf } from '@node-rs/jieba/dict.js';

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

interface IdfTable {
  table: Map<string, number>;
  median: number;
  max: number;
}

/** Parses jieba's `word idf` lines: 270k entries, ~0.4 s and ~15 MB, paid on first use. */
function loadIdf(): IdfTable {
  const table = new Map<string, number>();
  const values: number[] = [];
  for (const line of decoder.decode(idf).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) {
      continue;
    }
    const value = Number(line.slice(space + 1));
    table.set(line.slice(0, space), value);
    values.push(value);
  }
  values.sort((a, b) => a - b);
  const median = values[values.length >> 1] ?? 0;
  return { table, median, max: Math.max(median, values[values.length - 1] ?? 0) };
}

// A Bloom filter over the ~96k proper nouns (2M bits, 3 probes: ~0.3% false positives) screens
// words before the Map lookup, which in a table this size is a cache miss (~150 ns) each time.
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

interface Lexicon {
  tags: Map<string, string>;
  properNouns: Map<string, ProperNounTag>;
  bloom: Uint32Array;
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

/** Parses jieba's `word freq tag` lines: 349k entries, ~0.5 s and ~25 MB, paid on first use. */
function loadLexicon(): Lexicon {
  const tags = new Map<string, string>();
  const properNouns = new Map<string, ProperNounTag>();
  const bloom = new Uint32Array(BLOOM_BITS / 32);
  for (const line of decoder.decode(dict).split('\n')) {
    const first = line.indexOf(' ');
    if (first <= 0) {
      continue;
    }
    const word = line.slice(0, first);
    const tag = line.slice(line.lastIndexOf(' ') + 1);
    tags.set(word, tag);
    if (!PROPER_NOUN_TAGS.has(tag)) {
      continue;
    }
    properNouns.set(word, tag as ProperNounTag);
    const [h1, h2] = bloomProbes(word);
    for (let k = 0; k < 3; k++) {
      const bit = (h1 + k * h2) & (BLOOM_BITS - 1);
      bloom[bit >>> 5]! |= 1 << (bit & 31);
    }
  }
  return { tags, properNouns, bloom };
}

/** {@link Segmenter} over @node-rs/jieba with its default dictionary and IDF table. */
export class JiebaSegmenter implements Segmenter {
  private readonly jieba = Jieba.withDict(dict);
  // The lexicon tables are built lazily: a process that only segments never pays for them.
  private idfTable: IdfTable | undefined;
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
    return (this.idfTable ??= loadIdf()).table.get(word);
  }

  get medianIdf(): number {
    return (this.idfTable ??= loadIdf()).median;
  }

  get maxIdf(): number {
    return (this.idfTable ??= loadIdf()).max;
  }

  wordTag(word: string): string | undefined {
    return (this.lexicon ??= loadLexicon()).tags.get(word);
  }

  properNounTag(word: string): ProperNounTag | undefined {
    const lexicon = (this.lexicon ??= loadLexicon());
    return bloomHas(lexicon.bloom, word) ? lexicon.properNouns.get(word) : undefined;
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
