/**
 * An Aho–Corasick automaton over UTF-16 code units, laid out in typed arrays.
 *
 * Chinese gives a huge alphabet, so there is no dense transition table. Code units map to compact
 * symbols (folding happens in that map for free); the root has a direct symbol → state array,
 * since most steps start there; other edges live in one open-addressing hash table. States are
 * numbered breadth first, so the shallow states that nearly every step touches sit together.
 *
 * With many words nearly every Chinese character starts some word, so the scan would enter a
 * depth-1 state at almost every position only to fall back at the next one. A bitset of the
 * words' first two symbols lets it stay at the root instead, which gives the same result.
 */
import { boundaryNeeds, onBoundaries } from './boundary.js';

/**
 * Field bits for {@link AhoCorasick.collect}. A presence slot holds `stamp << 2 | fields`: the
 * words found in the current article (the stamp) and in which fields, in one array read.
 */
export const FIELD_TITLE = 1;
export const FIELD_CONTENT = 2;
/** Largest stamp that fits beside the two field bits in an Int32Array slot. */
export const MAX_PRESENCE_STAMP = 2 ** 29 - 1;

/** Called for every occurrence; `end` is exclusive. */
export type MatchCallback = (wordId: number, start: number, end: number) => void;

const EMPTY = -1;
const STRIDE = 3; // [state, symbol, target] per hash slot

/** Multi-pattern substring search. Word ids are indexes into the constructor's `words`. */
export class AhoCorasick {
  /** Number of trie states, root included. */
  readonly stateCount: number;
  private readonly symbolOf = new Uint16Array(0x10000);
  private readonly rootNext: Int32Array;
  /** States `1 .. depth1End - 1` are the root's children. */
  private readonly depth1End: number;
  private readonly table: Int32Array;
  private readonly slotMask: number;
  private readonly slotShift: number;
  private readonly hasEdges: Uint8Array;
  private readonly fail: Int32Array;
  /** Words ending at state s, its own and its failure chain's: `outWords[outStart[s]..[s+1]]`. */
  private readonly outStart: Int32Array;
  private readonly outWords: Int32Array;
  private readonly wordLength: Int32Array;
  /** Per word, which of its ends need a Latin word boundary (BOUNDARY_ bits, boundary.ts). */
  private readonly boundary: Uint8Array;
  /** Bit set of (first, second) symbol pairs of the words; a hash, so it can only over-report. */
  private readonly pairBits: Int32Array;
  private readonly pairShift: number;

  /**
   * @param words patterns, already folded; duplicates are allowed, empty strings never match.
   * @param foldCode maps each text code unit before lookup, e.g. {@link foldCharCode}.
   * @param wordBoundaries find Latin-script words only on word boundaries (boundary.ts), as
   *   keyword rules do; plain substring search without.
   */
  constructor(
    words: readonly string[],
    foldCode: (code: number) => number = (code) => code,
    wordBoundaries = false,
  ) {
    const symbols = new Map<number, number>();
    for (const w of words) {
      for (let i = 0; i < w.length; i++) {
        const code = w.charCodeAt(i);
        if (!symbols.has(code)) {
          symbols.set(code, symbols.size + 1);
        }
      }
    }
    // At most 65,536 - 26 - 94 distinct folded units exist, so symbols fit in 16 bits.
    for (let code = 0; code < 0x10000; code++) {
      this.symbolOf[code] = symbols.get(foldCode(code)) ?? 0;
    }
    this.wordLength = Int32Array.from(words, (w) => w.length);
    this.boundary = wordBoundaries
      ? Uint8Array.from(words, boundaryNeeds)
      : new Uint8Array(words.length);

    // A throwaway trie first; it is renumbered breadth first below.
    const trie = [new Map<number, number>()];
    const ownWords: number[][] = [[]];
    const pairs = new Set<number>();
    words.forEach((w, id) => {
      let state = 0;
      for (let i = 0; i < w.length; i++) {
        const symbol = symbols.get(w.charCodeAt(i))!;
        let next = trie[state]!.get(symbol);
        if (next === undefined) {
          next = trie.length;
          trie.push(new Map());
          ownWords.push([]);
          trie[state]!.set(symbol, next);
        }
        state = next;
      }
      if (w.length > 0) {
        ownWords[state]!.push(id);
      }
      if (w.length > 1) {
        pairs.add(pairKey(symbols.get(w.charCodeAt(0))!, symbols.get(w.charCodeAt(1))!));
      }
    });
    const stateCount = trie.length;
    this.stateCount = stateCount;

    const pairBitCount = 2 ** Math.max(6, Math.ceil(Math.log2(pairs.size * 16 + 1)));
    this.pairShift = 32 - Math.log2(pairBitCount);
    this.pairBits = new Int32Array(pairBitCount / 32);
    for (const key of pairs) {
      const bit = Math.imul(key, 0x9e3779b1) >>> this.pairShift;
      this.pairBits[bit >>> 5]! |= 1 << (bit & 31);
    }

    // Breadth-first ids; `order[id]` is the throwaway trie's state.
    const order = [0];
    const edges: [parent: number, symbol: number, child: number][] = [];
    for (let id = 0; id < stateCount; id++) {
      for (const [symbol, child] of trie[order[id]!]!) {
        edges.push([id, symbol, order.length]);
        order.push(child);
      }
    }
    this.depth1End = trie[0]!.size + 1;
    this.rootNext = new Int32Array(symbols.size + 1);
    const bits = Math.max(4, Math.ceil(Math.log2(edges.length * 2 + 1)));
    this.slotMask = (1 << bits) - 1;
    this.slotShift = 32 - bits;
    this.table = new Int32Array((this.slotMask + 1) * STRIDE).fill(EMPTY);
    this.hasEdges = new Uint8Array(stateCount);
    for (const [parent, symbol, child] of edges) {
      if (parent === 0) {
        this.rootNext[symbol] = child;
        continue;
      }
      let slot = this.slot(parent, symbol);
      while (this.table[slot * STRIDE] !== EMPTY) {
        slot = (slot + 1) & this.slotMask;
      }
      this.table.set([parent, symbol, child], slot * STRIDE);
      this.hasEdges[parent] = 1;
    }

    // Failure links and merged outputs in id order: a state's fail target is shallower, so done.
    this.fail = new Int32Array(stateCount);
    this.outStart = new Int32Array(stateCount + 1);
    const out: number[] = [];
    let edge = this.depth1End - 1;
    for (let id = 1; id < stateCount; id++) {
      for (; edge < edges.length && edges[edge]![0] === id; edge++) {
        const [, symbol, child] = edges[edge]!;
        this.fail[child] = this.next(this.fail[id]!, symbol);
      }
      this.outStart[id] = out.length;
      out.push(...ownWords[order[id]!]!);
      const failTo = this.fail[id]!;
      for (let k = this.outStart[failTo]!; k < this.outStart[failTo + 1]!; k++) {
        out.push(out[k]!);
      }
    }
    this.outStart[stateCount] = out.length;
    this.outWords = Int32Array.from(out);
  }

  /**
   * Records the words found in `text` as present in `field` (a FIELD_ bit) under `stamp`, and
   * pushes each word onto `found` the first time it appears under that stamp. Reusing `presence`
   * with a fresh stamp per article avoids clearing it.
   */
  collect(text: string, presence: Int32Array, stamp: number, field: number, found: number[]): void {
    const current = stamp << 2;
    const { symbolOf, outStart, outWords, pairBits, pairShift, depth1End } = this;
    const length = text.length;
    let state = 0;
    let following = length > 0 ? symbolOf[text.charCodeAt(0)]! : 0;
    for (let i = 0; i < length; i++) {
      const symbol = following;
      following = i + 1 < length ? symbolOf[text.charCodeAt(i + 1)]! : 0;
      // A unit that occurs in no word resets the search: the common case for few rules.
      if (symbol === 0) {
        state = 0;
        continue;
      }
      state = this.next(state, symbol);
      for (let k = outStart[state]!, end = outStart[state + 1]!; k < end; k++) {
        const w = outWords[k]!;
        const needs = this.boundary[w]!;
        if (needs !== 0 && !onBoundaries(text, i + 1 - this.wordLength[w]!, i + 1, needs)) {
          continue;
        }
        const mark = presence[w]!;
        if (mark >>> 2 !== stamp) {
          presence[w] = current | field;
          found.push(w);
        } else if ((mark & field) === 0) {
          presence[w] = mark | field;
        }
      }
      if (state < depth1End) {
        const bit = Math.imul(pairKey(symbol, following), 0x9e3779b1) >>> pairShift;
        if ((pairBits[bit >>> 5]! & (1 << (bit & 31))) === 0) {
          state = 0;
        }
      }
    }
  }

  /** Reports every occurrence, overlapping ones included (for highlighting). */
  forEachMatch(text: string, callback: MatchCallback): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = this.next(state, this.symbolOf[text.charCodeAt(i)]!);
      for (let k = this.outStart[state]!; k < this.outStart[state + 1]!; k++) {
        const w = this.outWords[k]!;
        const start = i + 1 - this.wordLength[w]!;
        const needs = this.boundary[w]!;
        if (needs === 0 || onBoundaries(text, start, i + 1, needs)) {
          callback(w, start, i + 1);
        }
      }
    }
  }

  /** The automaton's move from `state` on `symbol`, following failure links. */
  private next(state: number, symbol: number): number {
    const { table, fail, hasEdges, slotMask } = this;
    for (let s = state; s !== 0; s = fail[s]!) {
      if (hasEdges[s] === 0) {
        continue;
      }
      for (let slot = this.slot(s, symbol); ; slot = (slot + 1) & slotMask) {
        const at = slot * STRIDE;
        const owner = table[at]!;
        if (owner === s && table[at + 1] === symbol) {
          return table[at + 2]!;
        }
        if (owner === EMPTY) {
          break;
        }
      }
    }
    return this.rootNext[symbol]!;
  }

  private slot(state: number, symbol: number): number {
    return Math.imul(state ^ Math.imul(symbol, 0x2c1b3c6d), 0x9e3779b1) >>> this.slotShift;
  }
}

function pairKey(first: number, second: number): number {
  return (first << 16) | second;
}
