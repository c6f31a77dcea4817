/**
 * An Aho–Corasick automaton over UTF-16 code units, laid out in typed arrays so one scan of an
 * article costs about the same whether it holds ten words or a hundred thousand.
 *
 * Chinese gives a huge alphabet, so transitions are not a dense table: code units map to compact
 * symbols, the root has a direct symbol → state array (most steps start there), and the other
 * edges live in one open-addressing hash table.
 */

const EMPTY = -1;
const STRIDE = 3; // [state, symbol, target] per hash slot

/** Called for every occurrence; `end` is exclusive. */
export type MatchCallback = (wordId: number, start: number, end: number) => void;

/** Multi-pattern substring search. Word ids are indexes into the constructor's `words`. */
export class AhoCorasick {
  /** Number of trie states, root included. */
  readonly stateCount: number;
  private readonly symbolOf = new Uint16Array(0x10000);
  private readonly rootNext: Int32Array;
  private readonly table: Int32Array;
  private readonly slotMask: number;
  private readonly shift: number;
  private readonly hasEdges: Uint8Array;
  private readonly fail: Int32Array;
  private readonly outStart: Int32Array;
  private readonly outEnd: Int32Array;
  private readonly outWords: Int32Array;
  private readonly wordLength: Int32Array;

  /**
   * @param words patterns, already folded; duplicates and empty strings are allowed but useless.
   * @param foldCode maps each text code unit before lookup, e.g. {@link foldCharCode}; folding
   *   inside the symbol table costs nothing per character.
   */
  constructor(words: readonly string[], foldCode: (code: number) => number = (code) => code) {
    const symbols = new Map<number, number>();
    for (const w of words) {
      for (let i = 0; i < w.length; i++) {
        const code = w.charCodeAt(i);
        if (!symbols.has(code)) symbols.set(code, symbols.size + 1);
      }
    }
    // At most 65,536 - 26 - 94 distinct folded units exist, so symbols fit in 16 bits.
    for (let code = 0; code < 0x10000; code++) {
      this.symbolOf[code] = symbols.get(foldCode(code)) ?? 0;
    }
    this.rootNext = new Int32Array(symbols.size + 1);
    this.wordLength = Int32Array.from(words, (w) => w.length);

    // Trie, with first-child / next-sibling lists for the breadth-first pass below.
    const edges = new Map<number, number>();
    const parentOf = [0];
    const symbolIn = [0];
    const ownWords: number[][] = [[]];
    const key = (state: number, symbol: number) => state * 0x10000 + symbol;
    words.forEach((w, id) => {
      let state = 0;
      for (let i = 0; i < w.length; i++) {
        const symbol = symbols.get(w.charCodeAt(i))!;
        let next = state === 0 ? this.rootNext[symbol]! : (edges.get(key(state, symbol)) ?? 0);
        if (next === 0) {
          next = parentOf.length;
          parentOf.push(state);
          symbolIn.push(symbol);
          ownWords.push([]);
          if (state === 0) this.rootNext[symbol] = next;
          else edges.set(key(state, symbol), next);
        }
        state = next;
      }
      if (w.length > 0) ownWords[state]!.push(id);
    });
    const stateCount = parentOf.length;
    this.stateCount = stateCount;

    const bits = Math.max(4, Math.ceil(Math.log2(edges.size * 2 + 1)));
    this.slotMask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.table = new Int32Array((this.slotMask + 1) * STRIDE).fill(EMPTY);
    this.hasEdges = new Uint8Array(stateCount);
    const children: number[][] = Array.from({ length: stateCount }, () => []);
    for (let state = 1; state < stateCount; state++) children[parentOf[state]!]!.push(state);
    for (const [k, target] of edges) {
      const state = Math.floor(k / 0x10000);
      this.insert(state, k - state * 0x10000, target);
      this.hasEdges[state] = 1;
    }

    // Failure links and merged outputs, breadth first so a state's fail target is done first.
    this.fail = new Int32Array(stateCount);
    this.outStart = new Int32Array(stateCount);
    this.outEnd = new Int32Array(stateCount);
    const out: number[] = [];
    const queue = [...children[0]!];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const parent = parentOf[state]!;
      if (parent !== 0) this.fail[state] = this.next(this.fail[parent]!, symbolIn[state]!);
      const failTo = this.fail[state]!;
      this.outStart[state] = out.length;
      out.push(...ownWords[state]!);
      for (let k = this.outStart[failTo]!; k < this.outEnd[failTo]!; k++) out.push(out[k]!);
      this.outEnd[state] = out.length;
      queue.push(...children[state]!);
    }
    this.outWords = Int32Array.from(out);
  }

  /**
   * Records each distinct word found in `text`: `seen[word]` is set to `stamp` and the word is
   * pushed onto `found` the first time it appears under that stamp. Reusing `seen` across calls
   * with a fresh stamp avoids clearing it per article.
   */
  collect(text: string, seen: Int32Array, stamp: number, found: number[]): void {
    const { symbolOf, outStart, outEnd, outWords } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const symbol = symbolOf[text.charCodeAt(i)]!;
      // A unit that occurs in no word resets the search, which is the common case for few rules.
      if (symbol === 0) {
        state = 0;
        continue;
      }
      state = this.next(state, symbol);
      for (let k = outStart[state]!, end = outEnd[state]!; k < end; k++) {
        const w = outWords[k]!;
        if (seen[w] !== stamp) {
          seen[w] = stamp;
          found.push(w);
        }
      }
    }
  }

  /** Reports every occurrence, overlapping ones included (for highlighting). */
  forEachMatch(text: string, callback: MatchCallback): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = this.next(state, this.symbolOf[text.charCodeAt(i)]!);
      for (let k = this.outStart[state]!; k < this.outEnd[state]!; k++) {
        const w = this.outWords[k]!;
        callback(w, i + 1 - this.wordLength[w]!, i + 1);
      }
    }
  }

  /** The automaton's move from `state` on `symbol`, following failure links. */
  private next(state: number, symbol: number): number {
    const { table, fail, hasEdges } = this;
    for (let s = state; s !== 0; s = fail[s]!) {
      if (hasEdges[s] === 0) continue;
      let slot = this.slot(s, symbol);
      for (;;) {
        const at = slot * STRIDE;
        const owner = table[at]!;
        if (owner === s && table[at + 1] === symbol) return table[at + 2]!;
        if (owner === EMPTY) break;
        slot = (slot + 1) & this.slotMask;
      }
    }
    return this.rootNext[symbol]!;
  }

  private slot(state: number, symbol: number): number {
    return Math.imul(state ^ Math.imul(symbol, 0x2c1b3c6d), 0x9e3779b1) >>> this.shift;
  }

  private insert(state: number, symbol: number, target: number): void {
    let slot = this.slot(state, symbol);
    while (this.table[slot * STRIDE] !== EMPTY) slot = (slot + 1) & this.slotMask;
    this.table.set([state, symbol, target], slot * STRIDE);
  }
}
