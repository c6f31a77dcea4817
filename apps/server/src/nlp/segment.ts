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
  /**
   * The word's part-of-speech tag in jieba's dictionary, or `undefined` for a word the dictionary
   * lacks (which `tag` reports as `x`): the same answer as `tag`, without segmenting again.
   */
  wordTag(word: string): string | undefined;
}

const decoder = new TextDecoder();

/** Parses jieba's `word idf` lines: 270k entries, ~0.4 s and ~15 MB, paid on first use. */
function loadIdf(): { table: Map<string, number>; median: number } {
  const table = new Map<string, number>();
  const values: number[] = [];
  for (const line of decoder.decode(idf).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const value = Number(line.slice(space + 1));
    table.set(line.slice(0, space), value);
    values.push(value);
  }
  values.sort((a, b) => a - b);
  return { table, median: values[values.length >> 1] ?? 0 };
}

/** Parses jieba's `word freq tag` lines: 349k entries, ~0.5 s and ~20 MB, paid on first use. */
function loadTags(): Map<string, string> {
  const tags = new Map<string, string>();
  for (const line of decoder.decode(dict).split('\n')) {
    const first = line.indexOf(' ');
    if (first > 0) tags.set(line.slice(0, first), line.slice(line.lastIndexOf(' ') + 1));
  }
  return tags;
}

/** {@link Segmenter} over @node-rs/jieba with its default dictionary and IDF table. */
export class JiebaSegmenter implements Segmenter {
  private readonly jieba = Jieba.withDict(dict);
  // The lexicon tables are built lazily: a process that only segments never pays for them.
  private idfTable: { table: Map<string, number>; median: number } | undefined;
  private tags: Map<string, string> | undefined;

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

  wordTag(word: string): string | undefined {
    return (this.tags ??= loadTags()).get(word);
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
