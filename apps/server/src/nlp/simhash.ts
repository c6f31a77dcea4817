// Near-duplicate detection: 64-bit SimHash over character bigrams, and an index that finds hashes
// within a few bits of each other without comparing against every stored hash.
//
// Why character bigrams, not jieba words: on Sina news, jieba tokens are dominated by 的/了/在,
// which pulls unrelated articles together (a fifth of random pairs land within 3 bits), and
// segmentation costs ~200 µs per article; bigrams of letters and digits need no dictionary, keep
// unrelated articles 15+ bits apart, and cost a few tens of µs. Weights are TF^1.5, so the
// repeated phrases that make up a story outweigh a rewritten lead, and bigrams in the first and
// last 10% of the text count half, since reprints mostly differ in their lead (dateline, source
// line) and tail (editor credit, "关注公众号" footers). Measured on 1,200 Sina articles: a rewritten
// first sentence stays within 3 bits in 83% of cases, an appended ad tail in 95%, both in 79%.

/** Hashes within this many differing bits are near-duplicates (Manku et al.'s k for 64 bits). */
export const NEAR_DISTANCE = 3;

const EDGE = 0.1;
const EDGE_WEIGHT = 0.5;
const OTHER_WORD_CHAR = /[\p{L}\p{N}]/u;

// General punctuation (“”…—), CJK symbols (、。《》「」) and full-width forms (，！：).
const isPunctuation = (c: number): boolean =>
  (c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef);

/**
 * Writes the text's letters and digits, lower-cased and half-width, into `out`; punctuation,
 * spacing and width changes between a story and its reprint then do not count. Returns the count.
 */
function wordChars(text: string, out: Uint16Array): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) {
      c -= 0xfee0;
    }
    if (c >= 0x41 && c <= 0x5a) {
      c += 0x20;
    }
    if (c >= 0x4e00 && c <= 0x9fff) {
      out[n++] = c;
    } else if (c < 0x80) {
      if ((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a)) {
        out[n++] = c;
      }
    } else if (!isPunctuation(c) && OTHER_WORD_CHAR.test(text.charAt(i))) {
      out[n++] = c;
    }
  }
  return n;
}

/** murmur3's 32-bit finaliser: a cheap bijective mix. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

// Scratch space reused across calls (the pipeline hashes one article at a time): an
// open-addressing table of bigram → weight, sized to a power of two at least twice the bigrams.
let chars = new Uint16Array(4096);
let keys = new Uint32Array(8192);
let weights = new Float64Array(8192);
const tables = new Float64Array(16 * 16);

function addToTables(bigram: number, tf: number): void {
  const weight = tf * Math.sqrt(tf);
  const h = fmix(bigram ^ 0x9747b28c);
  const high = fmix(h ^ 0x5bd1e995);
  const low = fmix(h + 0x27d4eb2f);
  for (let nibble = 0; nibble < 8; nibble++) {
    tables[nibble * 16 + ((high >>> (nibble * 4)) & 15)]! += weight;
    tables[(8 + nibble) * 16 + ((low >>> (nibble * 4)) & 15)]! += weight;
  }
}

const hex8 = (n: number): string => n.toString(16).padStart(8, '0');

/**
 * The 64-bit SimHash of a text as 16 lower-case hex digits. Hash the body (not the title: reprints
 * often retitle). Texts without letters or digits hash to all zeros.
 */
export function simhash(text: string): string {
  if (chars.length < text.length) {
    chars = new Uint16Array(text.length * 2);
  }
  const n = wordChars(text, chars) - 1;
  let size = 64;
  while (size < n * 2) {
    size *= 2;
  }
  if (keys.length < size) {
    keys = new Uint32Array(size);
    weights = new Float64Array(size);
  }
  // Slot 0 marks "empty", so bigram keys are stored + 1 (no bigram is 0xffffffff).
  keys.fill(0, 0, size);
  tables.fill(0);
  const mask = size - 1;
  for (let i = 0; i < n; i++) {
    const key = (((chars[i]! << 16) | chars[i + 1]!) >>> 0) + 1;
    const weight = i < n * EDGE || i >= n * (1 - EDGE) ? EDGE_WEIGHT : 1;
    let slot = fmix(key) & mask;
    while (keys[slot] !== 0 && keys[slot] !== key) {
      slot = (slot + 1) & mask;
    }
    if (keys[slot] === 0) {
      keys[slot] = key;
      weights[slot] = weight;
    } else {
      weights[slot]! += weight;
    }
  }
  // Sum ±weight per bit through sixteen 4-bit tables: 16 additions per distinct bigram instead
  // of 64, then one pass over the tables.
  for (let slot = 0; slot < size; slot++) {
    if (keys[slot] !== 0) {
      addToTables(keys[slot]! - 1, weights[slot]!);
    }
  }
  const words = [0, 0];
  for (let table = 0; table < 16; table++) {
    for (let bit = 0; bit < 4; bit++) {
      let sum = 0;
      for (let value = 0; value < 16; value++) {
        const w = tables[table * 16 + value]!;
        sum += (value >>> bit) & 1 ? w : -w;
      }
      if (sum > 0) {
        words[table >> 3]! |= 1 << ((table & 7) * 4 + bit);
      }
    }
  }
  return hex8(words[0]! >>> 0) + hex8(words[1]! >>> 0);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

function halvesOf(hash: string): [number, number] {
  if (!/^[0-9a-f]{16}$/i.test(hash)) {
    throw new TypeError(`not a 64-bit hex SimHash: ${hash}`);
  }
  return [parseInt(hash.slice(0, 8), 16), parseInt(hash.slice(8), 16)];
}

/** Number of differing bits between two 16-hex-digit SimHashes (0–64). */
export function hamming(a: string, b: string): number {
  const [a1, a2] = halvesOf(a);
  const [b1, b2] = halvesOf(b);
  return popcount(a1 ^ b1) + popcount(a2 ^ b2);
}

const BANDS = 4;

/**
 * In-memory near-duplicate index over SimHashes. The hash is cut into 4 bands of 16 bits; two
 * hashes within 3 bits of each other must agree exactly on at least one band (pigeonhole), so a
 * lookup only compares against hashes that share a band, then checks the true distance.
 */
export class SimHashIndex<Id = string> {
  private readonly hashes = new Map<Id, [number, number]>();
  private readonly bands: Map<number, Id[]>[] = Array.from(
    { length: BANDS },
    () => new Map<number, Id[]>(),
  );

  /** Number of stored hashes. */
  get size(): number {
    return this.hashes.size;
  }

  /** Stores a hash under an id; re-adding an id replaces its hash. */
  add(id: Id, hash: string): void {
    if (this.hashes.has(id)) {
      this.remove(id);
    }
    const halves = halvesOf(hash);
    this.hashes.set(id, halves);
    bandsOf(halves).forEach((key, band) => {
      const bucket = this.bands[band]!.get(key);
      if (bucket) {
        bucket.push(id);
      } else {
        this.bands[band]!.set(key, [id]);
      }
    });
  }

  /** Forgets an id (e.g. when its article is deleted). */
  remove(id: Id): void {
    const halves = this.hashes.get(id);
    if (!halves) {
      return;
    }
    this.hashes.delete(id);
    bandsOf(halves).forEach((key, band) => {
      const bucket = this.bands[band]!.get(key);
      const at = bucket?.indexOf(id) ?? -1;
      if (bucket && at >= 0) {
        bucket.splice(at, 1);
      }
      if (bucket?.length === 0) {
        this.bands[band]!.delete(key);
      }
    });
  }

  /**
   * Ids whose hash is within `maxDistance` bits, nearest first. Only distances up to 3 are
   * guaranteed to be found; larger ones are found only when a band happens to match.
   */
  findNear(hash: string, maxDistance = NEAR_DISTANCE): Id[] {
    const [h1, h2] = halvesOf(hash);
    // Most lookups (a new story) share no band with anything: no set or map is made for them.
    let found: Map<Id, number> | undefined;
    const keys = bandsOf([h1, h2]);
    for (let band = 0; band < BANDS; band++) {
      for (const id of this.bands[band]!.get(keys[band]!) ?? []) {
        if (found?.has(id)) {
          continue;
        }
        const [s1, s2] = this.hashes.get(id)!;
        // Every id met is kept, the far ones as Infinity, so each is measured once.
        const distance = popcount(h1 ^ s1) + popcount(h2 ^ s2);
        (found ??= new Map()).set(id, distance <= maxDistance ? distance : Infinity);
      }
    }
    if (!found) {
      return [];
    }
    return [...found]
      .filter(([, distance]) => distance !== Infinity)
      .sort((a, b) => a[1] - b[1])
      .map(([id]) => id);
  }
}

function bandsOf([high, low]: [number, number]): number[] {
  return [high >>> 16, high & 0xffff, low >>> 16, low & 0xffff];
}
