/**
 * The keyword-rule engine: parse and validate rules (server and web rule editor), print them, and
 * match articles against many rules at once.
 */
export {
  evaluateRule,
  mapRuleWords,
  matchesEmptyText,
  ruleWords,
  type AndNode,
  type MatchDocument,
  type NotNode,
  type OrNode,
  type RuleAst,
  type RuleWords,
  type SearchArea,
  type WordNode,
} from './ast.js';
export {
  MAX_RULE_DEPTH,
  MAX_RULE_WORD_LENGTH,
  MAX_RULE_WORDS,
  SIMPLE_RULE_FIELD_LABELS,
  type RuleError,
  type RuleErrorCode,
  type SimpleRuleField,
} from './errors.js';
export * from './parse.js';
export * from './print.js';
export * from './fold.js';
export {
  AhoCorasick,
  FIELD_CONTENT,
  FIELD_TITLE,
  MAX_PRESENCE_STAMP,
  type MatchCallback,
} from './aho-corasick.js';
export * from './matcher.js';
export { boundaryNeeds, includesTerm, isWordCode, onBoundaries } from './boundary.js';
export { isBareWord } from './tokenize.js';
