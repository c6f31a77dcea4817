/**
 * Percolation matcher: every active rule of every organisation compiled into one Aho–Corasick
 * automaton, so an article is scanned once however many rules there are.
 *
 * Only rules that one of the found words can trigger are evaluated. A rule's triggers are a
 * "required clause": a set of its positive words of which at least one must be present for the
 * rule to match (for `(a|b)+(c|d)-e` either {a, b} or {c, d}). The compiler picks the clause with
 * the smallest expected cost, so a rule shared word such as 北京 rarely wakes thousands of rules.
 */
import { AhoCorasick } from './aho-corasick.js';
import type { MatchDocument, RuleAst, SearchArea } from './ast.js';
import { evaluateRule } from './ast.js';
import { foldCharCode, foldForMatch } from './fold.js';

/** A rule to compile; `id` is returned by {@link RuleMatcher.match}. */
export interface CompiledRuleInput {
  id: number;
  ast: RuleAst;
  area: SearchArea;
}

/** Options of {@link compileRules}. */
export interface CompileRulesOptions {
  /**
   * Normalisation applied to rule words and to document text alike; defaults to
   * {@link foldForMatch}. A replacement should include it, e.g. `(s) => foldForMatch(t2s(s))`.
   */
  fold?: (text: string) => string;
  /**
   * Estimated share of articles that contain a (folded) word, used only to choose trigger words.
   * Defaults to a guess from the word's length; the server can pass real document frequencies.
   */
  wordFrequency?: (word: string) => number;
}

/** The compiled rule set. */
export interface RuleMatcher {
  /** Ids of the rules that match, in compile order. */
  match(doc: MatchDocument): number[];
  readonly ruleCount: number;
  /** Distinct folded words in the automaton. */
  readonly wordCount: number;
  readonly stateCount: number;
}

/** Compiles rules into one automaton plus a word → rules trigger index. */
export function compileRules(
  rules: readonly CompiledRuleInput[],
  options: CompileRulesOptions = {},
): RuleMatcher {
  return new Matcher(rules, options);
}

/**
 * Reference evaluator: `String.includes` per word. For tests and the benchmark; production code
 * uses {@link compileRules}. A word counts for `all` when it is in the title or in the content.
 */
export function naiveMatch(
  ast: RuleAst,
  area: SearchArea,
  doc: MatchDocument,
  options: Pick<CompileRulesOptions, 'fold'> = {},
): boolean {
  const fold = options.fold ?? foldForMatch;
  const title = area === 'content' ? '' : fold(doc.title);
  const content = area === 'title' ? '' : fold(doc.content);
  return evaluateRule(ast, (text) => {
    const w = fold(text);
    return title.includes(w) || content.includes(w);
  });
}

const AREA_CODE: Readonly<Record<SearchArea, number>> = { all: 0, title: 1, content: 2 };

/** Compact evaluation node; one object shape for every kind keeps property access monomorphic. */
interface Node {
  kind: 'word' | 'and' | 'or' | 'not';
  wordId: number;
  items: Node[];
}

class Matcher implements RuleMatcher {
  readonly ruleCount: number;
  readonly wordCount: number;
  readonly stateCount: number;
  private readonly automaton: AhoCorasick;
  private readonly fold: ((text: string) => string) | undefined;
  private readonly ids: Int32Array;
  private readonly areas: Uint8Array;
  private readonly programs: Node[];
  /** Trigger index in CSR form: rules of word w are `triggerRules[triggerStart[w]..[w+1]]`. */
  private readonly triggerStart: Int32Array;
  private readonly triggerRules: Int32Array;
  /** Rules without a required clause (hand-built, match-nearly-everything): always evaluated. */
  private readonly alwaysRules: number[] = [];
  private readonly titleSeen: Int32Array;
  private readonly contentSeen: Int32Array;
  private readonly candidateSeen: Int32Array;
  private readonly found: number[] = [];
  private stamp = 0;

  constructor(rules: readonly CompiledRuleInput[], options: CompileRulesOptions) {
    this.fold = options.fold;
    const foldWord = options.fold ?? foldForMatch;
    const wordIds = new Map<string, number>();
    const toNode = (ast: RuleAst): Node => {
      switch (ast.type) {
        case 'word': {
          const text = foldWord(ast.text);
          let id = wordIds.get(text);
          if (id === undefined) wordIds.set(text, (id = wordIds.size));
          return { kind: 'word', wordId: id, items: [] };
        }
        case 'not':
          return { kind: 'not', wordId: -1, items: [toNode(ast.item)] };
        case 'and':
        case 'or':
          return { kind: ast.type, wordId: -1, items: ast.items.map(toNode) };
      }
    };
    this.programs = rules.map((rule) => toNode(rule.ast));
    this.ids = Int32Array.from(rules, (rule) => rule.id);
    this.areas = Uint8Array.from(rules, (rule) => AREA_CODE[rule.area]);
    this.ruleCount = rules.length;
    const words = [...wordIds.keys()];
    this.wordCount = words.length;
    // With a custom fold the text is folded as a string; otherwise the symbol table folds.
    this.automaton = new AhoCorasick(words, options.fold ? undefined : foldCharCode);
    this.stateCount = this.automaton.stateCount;

    const clauses = chooseClauses(this.programs, words, options.wordFrequency);
    const counts = new Int32Array(words.length + 1);
    clauses.forEach((clause, rule) => {
      if (clause === null) this.alwaysRules.push(rule);
      else for (const w of clause) counts[w + 1]! += 1;
    });
    for (let w = 0; w < words.length; w++) counts[w + 1]! += counts[w]!;
    this.triggerStart = counts.slice();
    this.triggerRules = new Int32Array(counts[words.length]!);
    clauses.forEach((clause, rule) => {
      for (const w of clause ?? []) this.triggerRules[counts[w]!++] = rule;
    });

    this.titleSeen = new Int32Array(words.length);
    this.contentSeen = new Int32Array(words.length);
    this.candidateSeen = new Int32Array(rules.length);
  }

  match(doc: MatchDocument): number[] {
    const stamp = this.nextStamp();
    const found = this.found;
    found.length = 0;
    const title = this.fold ? this.fold(doc.title) : doc.title;
    const content = this.fold ? this.fold(doc.content) : doc.content;
    this.automaton.collect(title, this.titleSeen, stamp, found);
    this.automaton.collect(content, this.contentSeen, stamp, found);

    const hits: number[] = [];
    const { triggerStart, triggerRules, candidateSeen } = this;
    for (const w of found) {
      for (let k = triggerStart[w]!, end = triggerStart[w + 1]!; k < end; k++) {
        const rule = triggerRules[k]!;
        if (candidateSeen[rule] === stamp) continue;
        candidateSeen[rule] = stamp;
        if (this.evaluate(this.programs[rule]!, this.areas[rule]!, stamp)) hits.push(rule);
      }
    }
    for (const rule of this.alwaysRules) {
      if (this.evaluate(this.programs[rule]!, this.areas[rule]!, stamp)) hits.push(rule);
    }
    hits.sort((a, b) => a - b);
    return hits.map((rule) => this.ids[rule]!);
  }

  private evaluate(node: Node, area: number, stamp: number): boolean {
    switch (node.kind) {
      case 'word':
        return (
          (area !== 2 && this.titleSeen[node.wordId] === stamp) ||
          (area !== 1 && this.contentSeen[node.wordId] === stamp)
        );
      case 'not':
        return !this.evaluate(node.items[0]!, area, stamp);
      case 'and':
        for (const item of node.items) if (!this.evaluate(item, area, stamp)) return false;
        return true;
      case 'or':
        for (const item of node.items) if (this.evaluate(item, area, stamp)) return true;
        return false;
    }
  }

  /** Stamps mark "seen in this article" without clearing arrays between articles. */
  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.stamp = 0;
      for (const seen of [this.titleSeen, this.contentSeen, this.candidateSeen]) seen.fill(0);
    }
    return ++this.stamp;
  }
}

/**
 * Picks each rule's required clause, or null when the rule can match a text without any of its
 * words. Cost of a word = its expected frequency × the number of rules that could use it, an
 * estimate of the candidate evaluations it causes.
 */
function chooseClauses(
  programs: readonly Node[],
  words: readonly string[],
  wordFrequency: ((word: string) => number) | undefined,
): (number[] | null)[] {
  const sharedBy = new Int32Array(words.length);
  const countWords = (node: Node): void => {
    if (node.kind === 'word') sharedBy[node.wordId]! += 1;
    else node.items.forEach(countWords);
  };
  programs.forEach(countWords);
  const frequency = wordFrequency ?? guessFrequency;
  const cost = Float64Array.from(words, (w, id) => frequency(w) * sharedBy[id]!);

  const clauseCost = (clause: readonly number[]) => clause.reduce((sum, w) => sum + cost[w]!, 0);
  // Works on the negation normal form implicitly: `negated` flips and/or and word polarity.
  const clause = (node: Node, negated: boolean): number[] | null => {
    switch (node.kind) {
      case 'word':
        return negated ? null : [node.wordId];
      case 'not':
        return clause(node.items[0]!, !negated);
      case 'and':
      case 'or': {
        const parts = node.items.map((item) => clause(item, negated));
        if ((node.kind === 'or') !== negated) {
          // Disjunction: any part may be the one that holds, so every part must have a clause.
          if (parts.some((part) => part === null)) return null;
          return [...new Set(parts.flatMap((part) => part ?? []))];
        }
        // Conjunction: every part must hold, so the cheapest single part suffices.
        let best: number[] | null = null;
        for (const part of parts) {
          if (part !== null && (best === null || clauseCost(part) < clauseCost(best))) best = part;
        }
        return best;
      }
    }
  };
  return programs.map((program) => clause(program, false));
}

/** Longer words are rarer; each extra character divides the chance by ten. */
function guessFrequency(word: string): number {
  return 10 ** -Math.min(word.length, 12);
}
