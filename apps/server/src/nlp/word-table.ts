/**
 * A string-keyed table for jieba's ~400k dictionary and IDF words, in typed arrays rather than a
 * `Map`: open addressing over (hash, entry) pairs and the words' UTF-16 units in one pool. A
 * lookup reads a few flat arrays instead of chasing the Map's entry, key string and boxed number
 * (the IDF probe was ~13 % of an article's analysis), and the garbage collector has four arrays
 * to mark instead of ~1.2 M heap objects on every full collection of an analysis thread.
 */
export class WordTable {
  private mask: number;
  /** Pairs per slot: the word's hash, then its entry number + 1 (0: empty slot). */
  private slots: Int32Array;
  private starts = new Uint32Array(1024);
  private chars = new Uint16Array(4096);
  private used = 0;
  private charsUsed = 0;

  constructor(expected: number) {
    let size = 1024;
    while (size < expected * 2) {
      size *= 2;
    }
    this.mask = size - 1;
    this.slots = new Int32Array(size * 2);
  }

  /** Entries so far. */
  get size(): number {
    return this.used;
  }

  /** The entry number of `word`, or -1 when the table lacks it. */
  find(word: string): number {
    const hash = hashOf(word);
    const slots = this.slots;
    for (let at = hash & this.mask; ; at = (at + 1) & this.mask) {
      const entry = slots[at * 2 + 1]!;
      if (entry === 0) {
        return -1;
      }
      if (slots[at * 2] === hash && this.equals(entry - 1, word)) {
        return entry - 1;
      }
    }
  }

  /** The entry number of `word`, added if new (numbers run 0, 1, 2, … in order of addition). */
  add(word: string): number {
    const hash = hashOf(word);
    let at = hash & this.mask;
    for (; ; at = (at + 1) & this.mask) {
      const entry = this.slots[at * 2 + 1]!;
      if (entry === 0) {
        break;
      }
      if (this.slots[at * 2] === hash && this.equals(entry - 1, word)) {
        return entry - 1;
      }
    }
    if ((this.used + 1) * 2 > this.mask + 1) {
      this.grow();
      return this.add(word);
    }
    const entry = this.used++;
    if (this.used + 1 > this.starts.length) {
      this.starts = resized(this.starts, this.starts.length * 2);
    }
    if (this.charsUsed + word.length > this.chars.length) {
      this.chars = resized(
        this.chars,
        Math.max(this.chars.length * 2, this.charsUsed + word.length),
      );
    }
    for (let i = 0; i < word.length; i++) {
      this.chars[this.charsUsed + i] = word.charCodeAt(i);
    }
    this.starts[entry] = this.charsUsed;
    this.charsUsed += word.length;
    this.starts[entry + 1] = this.charsUsed;
    this.slots[at * 2] = hash;
    this.slots[at * 2 + 1] = entry + 1;
    return entry;
  }

  private equals(entry: number, word: string): boolean {
    const start = this.starts[entry]!;
    if (this.starts[entry + 1]! - start !== word.length) {
      return false;
    }
    for (let i = 0; i < word.length; i++) {
      if (this.chars[start + i] !== word.charCodeAt(i)) {
        return false;
      }
    }
    return true;
  }

  private grow(): void {
    const old = this.slots;
    const size = (this.mask + 1) * 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size * 2);
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] !== 0) {
        let at = old[i]! & this.mask;
        while (this.slots[at * 2 + 1] !== 0) {
          at = (at + 1) & this.mask;
        }
        this.slots[at * 2] = old[i]!;
        this.slots[at * 2 + 1] = old[i + 1]!;
      }
    }
  }
}

/** FNV-1a over UTF-16 units, finished with a multiply-xorshift so the low bits mix. */
function hashOf(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return h ^ (h >>> 13);
}

function resized<T extends Uint32Array | Uint16Array>(array: T, length: number): T {
  const out = new (array.constructor as new (n: number) => T)(length);
  out.set(array);
  return out;
}
