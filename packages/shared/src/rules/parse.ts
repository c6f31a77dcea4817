/**
 * Keyword-rule parser: simple mode (地域词 + 主体词 + 事件词 − 排除词) and advanced expressions.
 *
 * Advanced grammar, loosest binding first:
 *
 *     expression := term ('|' term)*                   OR
 *     term       := unary ('+' unary | '-' operand)*   AND; `a-b` is a AND NOT b
 *     unary      := '-' operand | operand              a leading `-b` is NOT b
 *     operand    := word | "phrase" | “phrase” | '(' expression ')'
 *
 * So `+` and `-` bind tighter than `|`: `a|b+c` is `a | (b + c)`, `a+b|c-d` is
 * `(a + b) | (c - d)`. Two operands side by side (`北京 大学`) are an error rather than an implicit
 * AND, because simple mode reads a space as OR and a silent guess either way would mislead.
 */
import type { RuleAst } from './ast.js';
import { and, matchesEmptyText, not, or, word } from './ast.js';
import type { RuleError, SimpleRuleField } from './errors.js';
import { inField, MAX_RULE_DEPTH, ruleError } from './errors.js';
import type { Token } from './tokenize.js';
import { tokenize } from './tokenize.js';

/** A simple-mode rule: each box holds words separated by spaces, `|`, `，`, `,` or newlines. */
export interface SimpleRuleInput {
  mode: 'simple';
  regionWords: string;
  subjectWords: string;
  eventWords: string;
  excludeWords: string;
}

/** An advanced-mode rule: one expression with `+ | - ( )` and quoted phrases. */
export interface AdvancedRuleInput {
  mode: 'advanced';
  expression: string;
}

/** A rule as the rule form submits it. */
export type RuleInput = SimpleRuleInput | AdvancedRuleInput;

/** The parse outcome; user input never throws. */
export type RuleParseResult = { ok: true; ast: RuleAst } | { ok: false; error: RuleError };

/** Parses a rule in either mode. */
export function parseRule(input: RuleInput): RuleParseResult {
  return input.mode === 'simple' ? parseSimpleRule(input) : parseExpression(input.expression);
}

/** Thrown inside the parser only, and always caught by {@link parseExpression}. */
class ParseFailure extends Error {
  constructor(readonly ruleError: RuleError) {
    super(ruleError.message);
  }
}

/** Parses an advanced-mode expression. */
export function parseExpression(expression: string): RuleParseResult {
  const source = typeof expression === 'string' ? expression : '';
  const lexed = tokenize(source, false);
  const parser = new Parser(lexed.tokens, lexed.error);
  try {
    const ast = parser.parseTop();
    return rejectOnlyNegation(ast, parser.spans) ?? { ok: true, ast };
  } catch (failure) {
    if (failure instanceof ParseFailure) {
      return { ok: false, error: failure.ruleError };
    }
    throw failure;
  }
}

const SIMPLE_FIELDS = ['regionWords', 'subjectWords', 'eventWords', 'excludeWords'] as const;

/**
 * Parses a simple-mode rule: words in a box are OR'ed, non-empty boxes are AND'ed, and 排除词
 * apply last as NOT, per industry convention.
 */
export function parseSimpleRule(input: Omit<SimpleRuleInput, 'mode'>): RuleParseResult {
  const groups: Partial<Record<SimpleRuleField, RuleAst>> = {};
  let words = 0;
  for (const field of SIMPLE_FIELDS) {
    const value: unknown = input[field];
    const lexed = tokenize(typeof value === 'string' ? value : '', true, words);
    if (lexed.error) {
      return { ok: false, error: inField(lexed.error, field) };
    }
    words = lexed.words;
    if (lexed.tokens.length > 0) {
      groups[field] = or(lexed.tokens.map((t) => word(t.text)));
    }
  }
  const { regionWords, subjectWords, eventWords, excludeWords } = groups;
  const required = [regionWords, subjectWords, eventWords].filter((g) => g !== undefined);
  if (required.length === 0) {
    return { ok: false, error: ruleError('noPositiveGroup', 0, 0) };
  }
  return { ok: true, ast: and(excludeWords ? [...required, not(excludeWords)] : required) };
}

type Span = readonly [start: number, end: number];

class Parser {
  /** Source span of every node, used only to place the only-negation error. */
  readonly spans = new Map<RuleAst, Span>();
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly lexError: RuleError | undefined,
  ) {}

  parseTop(): RuleAst {
    const ast = this.parseExpression(undefined);
    const next = this.peek();
    if (next) {
      this.fail(next.kind === 'rparen' ? 'extraRightParen' : 'missingOperator', next);
    }
    return ast;
  }

  private parseExpression(after: Token | undefined): RuleAst {
    const items = [this.parseTerm(after)];
    for (let op = this.peek(); op?.kind === 'or'; op = this.peek()) {
      this.index += 1;
      items.push(this.parseTerm(op));
    }
    return this.group(or(items), items);
  }

  private parseTerm(after: Token | undefined): RuleAst {
    const items = [this.parseUnary(after)];
    for (let op = this.peek(); op?.kind === 'and' || op?.kind === 'not'; op = this.peek()) {
      this.index += 1;
      const operand = op.kind === 'and' ? this.parseUnary(op) : this.parseOperand(op);
      items.push(op.kind === 'and' ? operand : this.mark(not(operand), op.position, operand));
    }
    return this.group(and(items), items);
  }

  private parseUnary(after: Token | undefined): RuleAst {
    const op = this.peek();
    if (op?.kind !== 'not') {
      return this.parseOperand(after);
    }
    this.index += 1;
    const operand = this.parseOperand(op);
    return this.mark(not(operand), op.position, operand);
  }

  /** `after` is the token before the operand (an operator or `(`), for the error message. */
  private parseOperand(after: Token | undefined): RuleAst {
    const token = this.peek();
    if (token?.kind === 'word') {
      this.index += 1;
      return this.mark(word(token.text), token.position, token);
    }
    if (token?.kind === 'lparen') {
      return this.parseParenthesised(token);
    }
    if (after && after.kind !== 'lparen') {
      this.fail('missingOperand', after);
    }
    if (!token) {
      if (after) {
        this.fail('missingRightParen', this.endToken());
      }
      this.fail('empty', { position: 0, length: 0, text: '' });
    }
    if (token.kind === 'rparen') {
      if (!after) {
        this.fail('extraRightParen', token);
      }
      this.fail('emptyParens', { ...after, length: token.position + 1 - after.position });
    }
    return this.fail('missingLeftOperand', token);
  }

  private parseParenthesised(open: Token): RuleAst {
    this.depth += 1;
    if (this.depth > MAX_RULE_DEPTH) {
      this.fail('tooDeep', open);
    }
    this.index += 1;
    const inner = this.parseExpression(open);
    const close = this.peek();
    if (!close) {
      this.fail('missingRightParen', this.endToken());
    }
    if (close.kind !== 'rparen') {
      this.fail('missingOperator', close);
    }
    this.index += 1;
    this.depth -= 1;
    // Parentheses make no node; the inner node takes their span for error placement.
    this.spans.set(inner, [open.position, close.position + 1]);
    return inner;
  }

  private peek(): Token | undefined {
    const token = this.tokens[this.index];
    if (!token && this.lexError) {
      throw new ParseFailure(this.lexError);
    }
    return token;
  }

  /** Where a missing `)` belongs: just after the last token. */
  private endToken(): Pick<Token, 'position' | 'length' | 'text'> {
    const last = this.tokens[this.tokens.length - 1];
    return { position: last ? last.position + last.length : 0, length: 1, text: '' };
  }

  private fail(code: RuleError['code'], at: Pick<Token, 'position' | 'length' | 'text'>): never {
    throw new ParseFailure(ruleError(code, at.position, at.length, at.text));
  }

  private mark(node: RuleAst, start: number, last: RuleAst | Token): RuleAst {
    const end = 'kind' in last ? last.position + last.length : (this.spans.get(last)?.[1] ?? start);
    this.spans.set(node, [start, end]);
    return node;
  }

  private group(node: RuleAst, items: readonly RuleAst[]): RuleAst {
    if (items.length === 1) {
      return node;
    }
    return this.mark(node, this.spans.get(items[0]!)?.[0] ?? 0, items[items.length - 1]!);
  }
}

/**
 * Rejects a rule that matches a text containing none of its words (`-a`, `a|-b`): it would hit
 * nearly every article. Points at the first part of the rule that causes it.
 */
function rejectOnlyNegation(ast: RuleAst, spans: Map<RuleAst, Span>): RuleParseResult | undefined {
  if (!matchesEmptyText(ast)) {
    return undefined;
  }
  let culprit = ast;
  while (culprit.type === 'or') {
    culprit = culprit.items.find(matchesEmptyText) ?? culprit.items[0]!;
  }
  const [start, end] = spans.get(culprit) ?? [0, 0];
  return { ok: false, error: ruleError('onlyNegation', start, end - start) };
}
