/**
 * Compiled rule programs for the matcher: every rule's tree flattened into one Int32Array, so
 * evaluating a candidate reads a few adjacent slots instead of chasing objects across the heap
 * (with 10,000 rules the object trees no longer fit in cache).
 *
 * A rule is two slots, then its tree. Slot 0 holds the stamp of the last article the rule was
 * evaluated for (so a rule woken by several words runs once) and slot 1 the rule's index and search
 * area; keeping them beside the tree means one cache line per candidate instead of four arrays.
 * Each tree node is one slot, children follow in order (preorder). The low two bits are the tag;
 * the rest is the word id for a word, else the number of slots of the children.
 */
import { FIELD_CONTENT, FIELD_TITLE } from './aho-corasick.js';
import type { RuleAst, SearchArea } from './ast.js';

const WORD = 0;
const NOT = 1;
const AND = 2;
const OR = 3;

/** A rule's search area as the field bits it accepts. */
const AREA_FIELDS: Readonly<Record<SearchArea, number>> = {
  all: FIELD_TITLE | FIELD_CONTENT,
  title: FIELD_TITLE,
  content: FIELD_CONTENT,
};
const RULE_SLOTS = 2;

/** All rules' programs, plus the per-article word presence they are evaluated against. */
export class RulePrograms {
  /** Offset of each rule's first slot. */
  readonly start: Int32Array;
  private readonly code: Int32Array;
  private fields = 0;
  private stamp = 0;

  /**
   * @param wordId interns a word's text, returning its automaton word id.
   * @param presence per word, as written by {@link AhoCorasick.collect}.
   */
  constructor(
    rules: readonly { ast: RuleAst; area: SearchArea }[],
    wordId: (text: string) => number,
    private readonly presence: Int32Array,
  ) {
    const code: number[] = [];
    const emit = (ast: RuleAst): void => {
      if (ast.type === 'word') {
        code.push((wordId(ast.text) << 2) | WORD);
        return;
      }
      const header = code.length;
      code.push(0);
      if (ast.type === 'not') {
        emit(ast.item);
      } else {
        ast.items.forEach(emit);
      }
      const tag = ast.type === 'not' ? NOT : ast.type === 'and' ? AND : OR;
      code[header] = ((code.length - header - 1) << 2) | tag;
    };
    this.start = Int32Array.from(rules, (rule, index) => {
      const at = code.length;
      code.push(0, (index << 2) | AREA_FIELDS[rule.area]);
      emit(rule.ast);
      return at;
    });
    this.code = Int32Array.from(code);
  }

  /**
   * Evaluates the rule starting at offset `start` against the words stamped `stamp`, unless it was
   * already evaluated under that stamp. Returns the rule's index when it matches, else -1.
   */
  evaluateOnce(start: number, stamp: number): number {
    const code = this.code;
    if (code[start] === stamp) {
      return -1;
    }
    code[start] = stamp;
    const rule = code[start + 1]!;
    this.fields = rule & 3;
    this.stamp = stamp;
    return this.at(start + RULE_SLOTS) ? rule >>> 2 : -1;
  }

  /** Forgets evaluation stamps, for when the caller's stamp counter wraps around. */
  resetStamps(): void {
    for (const at of this.start) {
      this.code[at] = 0;
    }
  }

  /** Number of times each word occurs in all rules. */
  countWords(wordCount: number): Int32Array {
    const counts = new Int32Array(wordCount);
    for (const start of this.start) {
      for (let pc = start + RULE_SLOTS, end = pc + this.span(pc); pc < end; pc++) {
        const head = this.code[pc]!;
        if ((head & 3) === WORD) {
          counts[head >>> 2]! += 1;
        }
      }
    }
    return counts;
  }

  /**
   * A set of positive words of which at least one must be present for the rule to match, the
   * cheapest by `cost`; null when the rule can match a text that has none of its words.
   */
  requiredClause(rule: number, cost: Float64Array): number[] | null {
    const clauseCost = (clause: readonly number[]) => clause.reduce((sum, w) => sum + cost[w]!, 0);
    // Negation normal form, implicitly: `negated` swaps and/or and a word's polarity.
    const clause = (pc: number, negated: boolean): number[] | null => {
      const head = this.code[pc]!;
      const tag = head & 3;
      if (tag === WORD) {
        return negated ? null : [head >>> 2];
      }
      if (tag === NOT) {
        return clause(pc + 1, !negated);
      }
      const parts: (number[] | null)[] = [];
      for (let p = pc + 1; p < pc + 1 + (head >>> 2); p += this.span(p)) {
        parts.push(clause(p, negated));
      }
      if ((tag === OR) !== negated) {
        // Any part may be the one that holds, so every part needs a clause; take their union.
        if (parts.some((part) => part === null)) {
          return null;
        }
        return [...new Set(parts.flatMap((part) => part ?? []))];
      }
      // Every part must hold, so the cheapest single part's clause suffices.
      let best: number[] | null = null;
      for (const part of parts) {
        if (part !== null && (best === null || clauseCost(part) < clauseCost(best))) {
          best = part;
        }
      }
      return best;
    };
    return clause(this.start[rule]! + RULE_SLOTS, false);
  }

  private at(pc: number): boolean {
    const head = this.code[pc]!;
    const tag = head & 3;
    if (tag === WORD) {
      const mark = this.presence[head >>> 2]!;
      return mark >>> 2 === this.stamp && (mark & this.fields) !== 0;
    }
    if (tag === NOT) {
      return !this.at(pc + 1);
    }
    // AND stops at the first false item, OR at the first true one.
    const stopOn = tag === OR;
    for (let p = pc + 1, end = pc + 1 + (head >>> 2); p < end; p += this.span(p)) {
      if (this.at(p) === stopOn) {
        return stopOn;
      }
    }
    return !stopOn;
  }

  private span(pc: number): number {
    const head = this.code[pc]!;
    return (head & 3) === WORD ? 1 : 1 + (head >>> 2);
  }
}
