/**
 * Splits rule text into tokens. Used by the advanced-mode parser and, with `simple: true`, by the
 * simple-mode word boxes, where operators are ordinary characters and separators split words.
 */
import type { RuleError } from './errors.js';
import { MAX_RULE_WORD_LENGTH, MAX_RULE_WORDS, ruleError } from './errors.js';

export type TokenKind = 'word' | 'lparen' | 'rparen' | 'and' | 'or' | 'not';

/** One token; `word` covers bare words and quoted phrases (`text` is the phrase's content). */
export interface Token {
  kind: TokenKind;
  text: string;
  position: number;
  length: number;
}

/**
 * The tokens before the first lexical error, and that error. The parser raises the error only
 * when it reaches it, so whichever problem comes first in the text is the one reported.
 * `words` counts words including `startCount`.
 */
export interface TokenizeResult {
  tokens: Token[];
  words: number;
  error?: RuleError;
}

// Full-width forms are what a Chinese IME types by default, so they are operators too.
const OPERATORS: Readonly<Record<string, TokenKind>> = {
  '+': 'and',
  '＋': 'and',
  '|': 'or',
  '｜': 'or',
  '-': 'not',
  '－': 'not',
  '(': 'lparen',
  '（': 'lparen',
  ')': 'rparen',
  '）': 'rparen',
};

const CLOSING_QUOTES: Readonly<Record<string, string>> = { '"': '"', '“': '”' };
const STRAY_CLOSING_QUOTE = '”';
const SIMPLE_SEPARATORS = new Set(['|', '｜', '，', ',']);
const WHITESPACE = /\s/;

/** True when `text` can be written without quotes in an advanced expression. */
export function isBareWord(text: string): boolean {
  if (text === '') {
    return false;
  }
  for (const ch of text) {
    if (ch in OPERATORS || ch in CLOSING_QUOTES || ch === STRAY_CLOSING_QUOTE) {
      return false;
    }
    if (WHITESPACE.test(ch)) {
      return false;
    }
  }
  return true;
}

/**
 * Tokenizes `source`. In simple mode only whitespace, `|`, `，` and `,` separate words and the
 * operator characters belong to words; quoted phrases work in both modes.
 */
export function tokenize(source: string, simple: boolean, startCount = 0): TokenizeResult {
  const tokens: Token[] = [];
  let words = startCount;
  const addWord = (text: string, position: number, length: number): RuleError | undefined => {
    if (text.length > MAX_RULE_WORD_LENGTH) {
      return ruleError('wordTooLong', position, length, text);
    }
    words += 1;
    if (words > MAX_RULE_WORDS) {
      return ruleError('tooManyWords', position, length);
    }
    tokens.push({ kind: 'word', text, position, length });
    return undefined;
  };

  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (WHITESPACE.test(ch) || (simple && SIMPLE_SEPARATORS.has(ch))) {
      i += 1;
      continue;
    }
    const operator = OPERATORS[ch];
    if (operator && !simple) {
      tokens.push({ kind: operator, text: ch, position: i, length: 1 });
      i += 1;
      continue;
    }
    if (ch === STRAY_CLOSING_QUOTE) {
      return { tokens, words, error: ruleError('strayQuote', i, 1) };
    }
    const closing = CLOSING_QUOTES[ch];
    if (closing) {
      const end = source.indexOf(closing, i + 1);
      if (end < 0) {
        return { tokens, words, error: ruleError('unterminatedQuote', i, 1) };
      }
      // Spaces at a phrase's edges are invisible in the editor, so they never count.
      const text = source.slice(i + 1, end).trim();
      if (text === '') {
        return { tokens, words, error: ruleError('emptyPhrase', i, end - i + 1) };
      }
      const error = addWord(text, i, end - i + 1);
      if (error) {
        return { tokens, words, error };
      }
      i = end + 1;
      continue;
    }
    let end = i + 1;
    while (end < source.length && !endsWord(source[end]!, simple)) {
      end += 1;
    }
    const error = addWord(source.slice(i, end), i, end - i);
    if (error) {
      return { tokens, words, error };
    }
    i = end;
  }
  return { tokens, words };
}

function endsWord(ch: string, simple: boolean): boolean {
  if (WHITESPACE.test(ch) || ch in CLOSING_QUOTES || ch === STRAY_CLOSING_QUOTE) {
    return true;
  }
  return simple ? SIMPLE_SEPARATORS.has(ch) : ch in OPERATORS;
}
