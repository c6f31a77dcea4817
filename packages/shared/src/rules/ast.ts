/**
 * The keyword-rule syntax tree shared by the parser, the printer and both matchers.
 *
 * Nodes carry no source positions, so a printed rule re-parses to a deep-equal tree. `and` and
 * `or` always hold at least two items; the parser never builds a one-item group.
 */
import type { SEARCH_AREA_CODES } from '../domain/enums.js';

/** A keyword or quoted phrase, exactly as the user wrote it (folding happens at match time). */
export interface WordNode {
  readonly type: 'word';
  readonly text: string;
}

/** Every item must match. `a-b` is `and(a, not(b))`. */
export interface AndNode {
  readonly type: 'and';
  readonly items: readonly RuleAst[];
}

/** At least one item must match. */
export interface OrNode {
  readonly type: 'or';
  readonly items: readonly RuleAst[];
}

/** The item must not match. */
export interface NotNode {
  readonly type: 'not';
  readonly item: RuleAst;
}

/** A parsed keyword rule. */
export type RuleAst = WordNode | AndNode | OrNode | NotNode;

/** Where a rule looks: 标题或正文 (`all`), 标题 (`title`) or 正文 (`content`). */
export type SearchArea = (typeof SEARCH_AREA_CODES)[number];

/** The text a rule is matched against. */
export interface MatchDocument {
  title: string;
  content: string;
}

/** Builds a word node. */
export function word(text: string): WordNode {
  return { type: 'word', text };
}

/** Builds a negation. */
export function not(item: RuleAst): NotNode {
  return { type: 'not', item };
}

/** Builds an `and` group; a single item is returned as is. */
export function and(items: readonly RuleAst[]): RuleAst {
  return items.length === 1 ? items[0]! : { type: 'and', items };
}

/** Builds an `or` group; a single item is returned as is. */
export function or(items: readonly RuleAst[]): RuleAst {
  return items.length === 1 ? items[0]! : { type: 'or', items };
}

/** Returns a copy of the tree with every word's text passed through `fn` (e.g. 繁→简 or folding). */
export function mapRuleWords(ast: RuleAst, fn: (text: string) => string): RuleAst {
  switch (ast.type) {
    case 'word':
      return word(fn(ast.text));
    case 'not':
      return not(mapRuleWords(ast.item, fn));
    case 'and':
    case 'or':
      return { type: ast.type, items: ast.items.map((item) => mapRuleWords(item, fn)) };
  }
}

/**
 * Evaluates the tree with `has(word)` deciding each keyword. Short-circuits left to right.
 */
export function evaluateRule(ast: RuleAst, has: (text: string) => boolean): boolean {
  switch (ast.type) {
    case 'word':
      return has(ast.text);
    case 'not':
      return !evaluateRule(ast.item, has);
    case 'and':
      return ast.items.every((item) => evaluateRule(item, has));
    case 'or':
      return ast.items.some((item) => evaluateRule(item, has));
  }
}

/**
 * True when the rule matches a text that contains none of its words, i.e. it is made only of
 * negations and would hit nearly every article. The parser rejects such rules, and the matcher
 * relies on that: a rule false on the empty text can only match if one of its positive words is
 * present.
 */
export function matchesEmptyText(ast: RuleAst): boolean {
  return evaluateRule(ast, () => false);
}

/** Positive words (needed for a match) and negative words (under an odd number of NOTs). */
export interface RuleWords {
  positive: string[];
  negative: string[];
}

/**
 * Lists a rule's words by polarity, deduplicated in order of appearance. The server highlights
 * positive words; a word can be in both lists (`a+b-(a+c)`).
 */
export function ruleWords(ast: RuleAst): RuleWords {
  const positive = new Set<string>();
  const negative = new Set<string>();
  const visit = (node: RuleAst, negated: boolean): void => {
    switch (node.type) {
      case 'word':
        (negated ? negative : positive).add(node.text);
        return;
      case 'not':
        visit(node.item, !negated);
        return;
      case 'and':
      case 'or':
        for (const item of node.items) {
          visit(item, negated);
        }
    }
  };
  visit(ast, false);
  return { positive: [...positive], negative: [...negative] };
}
