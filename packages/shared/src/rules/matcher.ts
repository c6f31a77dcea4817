/**
 * Percolation matcher: every active rule of every organisation compiled into one Aho–Corasick
 * automaton, so an article is scanned once however many rules there are.
 *
 * Only rules that one of the found words can trigger are evaluated. A rule's triggers are a
 * "required clause": a set of its positive words of which at least one must be present for the
 * rule to match (for `(a|b)+(c|d)-e` either {a, b} or {c, d}). The compiler picks the clause with
 * the smallest expected cost, so a word that many rules share, such as 北京, rarely wakes them all.
 */
import { AhoCorasick, FIELD_CONTENT, FIELD_TITLE, MAX_PRESENCE_STAMP } from './aho-corasick.js';
import type { MatchDocument, RuleAst, SearchArea } from './ast.js';
import { evaluateRule } from './ast.js';
import { includesTerm } from './boundary.js';
import { foldCharCode, foldForMatch } from './fold.js';
import { RulePrograms } from './program.js';

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
   * {@link foldForMatch}. A replacement should include it, e.g. `(s) => foldForMatch(t2s(s))`,
   * and must not fold a word to the empty string.
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
 * Reference evaluator: `String.includes` per word (Latin-script words on word boundaries). For tests and the benchmark; production code
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
    return includesTerm(title, w) || includesTerm(content, w);
  });
}

class Matcher implements RuleMatcher {
  readonly ruleCount: number;
  readonly wordCount: number;
  readonly stateCount: number;
  private readonly automaton: AhoCorasick;
  private readonly fold: ((text: string) => string) | undefined;
  private readonly ids: Int32Array;
  private readonly programs: RulePrograms;
  /**
   * Trigger index in CSR form: the rules word w wakes start at the program offsets
   * `triggerRules[triggerStart[w] .. triggerStart[w + 1] - 1]`.
   */
  private readonly triggerStart: Int32Array;
  private readonly triggerRules: Int32Array;
  /** Rules without a required clause (hand-built, match-nearly-everything): always evaluated. */
  private readonly alwaysRules: number[] = [];
  private readonly presence: Int32Array;
  private readonly found: number[] = [];
  private stamp = 0;

  constructor(rules: readonly CompiledRuleInput[], options: CompileRulesOptions) {
    this.fold = options.fold;
    const foldWord = options.fold ?? foldForMatch;
    const wordIds = new Map<string, number>();
    const wordId = (text: string) => {
      const folded = foldWord(text);
      let id = wordIds.get(folded);
      if (id === undefined) {
        wordIds.set(folded, (id = wordIds.size));
      }
      return id;
    };
    // Intern every word first: the programs are built around a presence array of the final size.
    for (const rule of rules) {
      ruleWordsInto(rule.ast, wordId);
    }
    this.wordCount = wordIds.size;
    this.presence = new Int32Array(this.wordCount);
    this.programs = new RulePrograms(rules, wordId, this.presence);
    this.ids = Int32Array.from(rules, (rule) => rule.id);
    this.ruleCount = rules.length;
    const words = [...wordIds.keys()];
    // With a custom fold the text is folded as a string; otherwise the symbol table folds.
    this.automaton = new AhoCorasick(words, options.fold ? undefined : foldCharCode, true);
    this.stateCount = this.automaton.stateCount;

    // A word's cost: its chance of occurring × the rules it could wake, i.e. expected evaluations.
    const sharedBy = this.programs.countWords(words.length);
    const frequency = options.wordFrequency ?? guessFrequency;
    const cost = Float64Array.from(words, (w, id) => frequency(w) * sharedBy[id]!);
    const clauses = rules.map((_, rule) => this.programs.requiredClause(rule, cost));
    const counts = new Int32Array(words.length + 1);
    clauses.forEach((clause, rule) => {
      if (clause === null) {
        this.alwaysRules.push(this.programs.start[rule]!);
      } else {
        for (const w of clause) {
          counts[w + 1]! += 1;
        }
      }
    });
    for (let w = 0; w < words.length; w++) {
      counts[w + 1]! += counts[w]!;
    }
    this.triggerStart = counts.slice();
    this.triggerRules = new Int32Array(counts[words.length]!);
    clauses.forEach((clause, rule) => {
      for (const w of clause ?? []) {
        this.triggerRules[counts[w]!++] = this.programs.start[rule]!;
      }
    });
  }

  match(doc: MatchDocument): number[] {
    const stamp = this.nextStamp();
    const found = this.found;
    found.length = 0;
    const title = this.fold ? this.fold(doc.title) : doc.title;
    const content = this.fold ? this.fold(doc.content) : doc.content;
    this.automaton.collect(title, this.presence, stamp, FIELD_TITLE, found);
    this.automaton.collect(content, this.presence, stamp, FIELD_CONTENT, found);

    const hits: number[] = [];
    const { triggerStart, triggerRules, programs } = this;
    for (const w of found) {
      for (let k = triggerStart[w]!, end = triggerStart[w + 1]!; k < end; k++) {
        const rule = programs.evaluateOnce(triggerRules[k]!, stamp);
        if (rule >= 0) {
          hits.push(rule);
        }
      }
    }
    for (const start of this.alwaysRules) {
      const rule = programs.evaluateOnce(start, stamp);
      if (rule >= 0) {
        hits.push(rule);
      }
    }
    hits.sort((a, b) => a - b);
    return hits.map((rule) => this.ids[rule]!);
  }

  /** Stamps mark "seen in this article" without clearing arrays between articles. */
  private nextStamp(): number {
    if (this.stamp === MAX_PRESENCE_STAMP) {
      this.stamp = 0;
      this.presence.fill(0);
      this.programs.resetStamps();
    }
    return ++this.stamp;
  }
}

function ruleWordsInto(ast: RuleAst, visit: (text: string) => void): void {
  if (ast.type === 'word') {
    visit(ast.text);
  } else if (ast.type === 'not') {
    ruleWordsInto(ast.item, visit);
  } else {
    for (const item of ast.items) {
      ruleWordsInto(item, visit);
    }
  }
}

/** Longer words are rarer; each extra character divides the chance by ten. */
function guessFrequency(word: string): number {
  return 10 ** -Math.min(word.length, 12);
}
