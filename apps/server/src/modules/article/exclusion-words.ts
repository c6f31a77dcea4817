import { isBareWord, parseExpression } from '@guanlan/shared';
import type { StoredWords } from '../special/index.js';

const QUOTES = /["“”]/g;
const SIMPLE_SEPARATORS = /[\s|｜，,]+/;

/** A word as rule text: bare when it can be, else a quoted phrase (quote marks dropped). */
export function ruleWord(word: string): string {
  const clean = word.replace(QUOTES, '').trim();
  return isBareWord(clean) ? clean : `"${clean}"`;
}

/** The words of a simple-mode box (separators split, quotes dropped). */
function boxWords(box: string): string[] {
  const quoted = [...box.matchAll(/["“]([^"”]*)["”]/g)].map((m) => m[1]!.trim());
  const bare = box
    .replace(/["“][^"”]*["”]/g, ' ')
    .split(SIMPLE_SEPARATORS)
    .filter((w) => w !== '');
  return [...quoted, ...bare];
}

/**
 * 加入排除词 for a special: simple mode appends the new words to 排除词 (skipping ones already
 * there); advanced mode appends `-word` terms, wrapping an expression whose top level is `|` in
 * parentheses first, since `-` binds tighter than `|`.
 */
export function appendExcludeWords(
  words: StoredWords,
  mode: 'simple' | 'advanced',
  added: readonly string[],
): StoredWords {
  const fresh = [...new Set(added.map((w) => w.replace(QUOTES, '').trim()))].filter((w) => w);
  if (mode === 'simple') {
    const have = new Set(boxWords(words.excludeWords));
    const extra = fresh.filter((w) => !have.has(w)).map(ruleWord);
    const joined = [words.excludeWords.trim(), ...extra].filter((w) => w).join(' ');
    return { ...words, excludeWords: joined };
  }
  const expression = words.expression.trim();
  const parsed = parseExpression(expression);
  const base = parsed.ok && parsed.ast.type === 'or' ? `(${expression})` : expression;
  return { ...words, expression: base + fresh.map((w) => `-${ruleWord(w)}`).join('') };
}
