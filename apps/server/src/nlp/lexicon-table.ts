/**
 * jieba's ~400k dictionary and IDF words with their tag and IDF, in one flat array of 16-byte
 * slots: open addressing on a 55-bit key (two hashes of the word) with the values in the slot
 * itself. A lookup reads one cache line (two when a probe runs over its end) where a table of
 * entry numbers read four scattered arrays (slots, word starts, characters, values): in the
 * analysis threads, whose caches jieba and the sentiment weights also use, each of those reads
 * was a miss, and the keyword and entity lookups of one article (~50 IDF, ~10 tag) took ~20 µs.
 *
 * The words themselves are not kept: two words are told apart by their 55-bit key alone. Among
 * the dictionary's words a collision has odds of ~1 in 200,000 (and the lexicon test checks the
 * real one has none); a word outside the dictionary matching a key by chance, ~1 in 10^16 a probe.
 * The garbage collector sees one ArrayBuffer instead of ~1.2 M heap objects.
 */
/** The table doubles before it is fuller than this: linear probes stay short, mostly in one line. */
const MAX_LOAD = 0.6;

export class LexiconTable {
  private mask: number;
  /** Per slot, as int32: key1 (low bit set: occupied), key2 (high 24 bits) | tag, then the IDF. */
  private ints: Int32Array;
  private floats: Float64Array;
  private used = 0;

  constructor(expected: number) {
    let size = 1024;
    while (size * MAX_LOAD < expected) {
      size *= 2;
    }
    this.mask = size - 1;
    this.ints = new Int32Array(size * 4);
    this.floats = new Float64Array(this.ints.buffer);
  }

  /** Distinct words so far. */
  get size(): number {
    return this.used;
  }

  /** The word's IDF; NaN when the table lacks the word or has no IDF for it. */
  idf(word: string): number {
    const at = this.probe(keyOne(word), keyTwo(word));
    return this.ints[at * 4] === 0 ? NaN : this.floats[at * 2 + 1]!;
  }

  /** The word's tag number; -1 when the table lacks the word, 0 when it has no tag for it. */
  tag(word: string): number {
    const at = this.probe(keyOne(word), keyTwo(word));
    return this.ints[at * 4] === 0 ? -1 : this.ints[at * 4 + 1]! & 0xff;
  }

  /** Sets the word's tag number (1..255), adding the word if new; its IDF stays. */
  setTag(word: string, tag: number): void {
    if (!Number.isInteger(tag) || tag < 1 || tag > 255) {
      throw new RangeError(`a tag number is 1..255, got ${tag}`);
    }
    const at = this.claim(word);
    this.ints[at * 4 + 1] = (this.ints[at * 4 + 1]! & ~0xff) | tag;
  }

  /** Sets the word's IDF, adding the word if new; its tag stays. */
  setIdf(word: string, idf: number): void {
    // Claimed first: a claim that grows the table replaces `floats`.
    const at = this.claim(word);
    this.floats[at * 2 + 1] = idf;
  }

  /** The slot holding these keys, or the empty slot where they would go. */
  private probe(key1: number, key2: number): number {
    const ints = this.ints;
    for (let at = key1 & this.mask; ; at = (at + 1) & this.mask) {
      const held = ints[at * 4]!;
      if (held === 0 || (held === key1 && (ints[at * 4 + 1]! & ~0xff) === key2)) {
        return at;
      }
    }
  }

  /** The slot of `word`, taken (tag 0, IDF NaN) when the word is new. */
  private claim(word: string): number {
    const key1 = keyOne(word);
    const key2 = keyTwo(word);
    let at = this.probe(key1, key2);
    if (this.ints[at * 4] !== 0) {
      return at;
    }
    if ((this.used + 1) / (this.mask + 1) > MAX_LOAD) {
      this.grow();
      at = this.probe(key1, key2);
    }
    this.ints[at * 4] = key1;
    this.ints[at * 4 + 1] = key2;
    this.floats[at * 2 + 1] = NaN;
    this.used += 1;
    return at;
  }

  /** Doubles the table, every slot moved to its place by the same probe. */
  private grow(): void {
    const ints = this.ints;
    const floats = this.floats;
    const size = (this.mask + 1) * 2;
    this.mask = size - 1;
    this.ints = new Int32Array(size * 4);
    this.floats = new Float64Array(this.ints.buffer);
    for (let from = 0; from < ints.length / 4; from++) {
      const key1 = ints[from * 4]!;
      if (key1 === 0) {
        continue;
      }
      const at = this.probe(key1, ints[from * 4 + 1]! & ~0xff);
      this.ints[at * 4] = key1;
      this.ints[at * 4 + 1] = ints[from * 4 + 1]!;
      this.floats[at * 2 + 1] = floats[from * 2 + 1]!;
    }
  }
}

/** FNV-1a over UTF-16 units, mixed, with the low bit set (0 marks an empty slot). */
function keyOne(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return (h ^ (h >>> 13)) | 1;
}

/** A second, independent hash (multiply-rotate with another seed and the length), top 24 bits. */
function keyTwo(word: string): number {
  let h = 0x9747b28c ^ word.length;
  for (let i = 0; i < word.length; i++) {
    h = Math.imul(h ^ word.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & ~0xff;
}
