/**
 * Prints a rule tree as an advanced-mode expression that {@link parseExpression} reads back to a
 * deep-equal tree. Used to show simple-mode rules in advanced form and in property tests.
 */
import type { RuleAst } from './ast.js';
import { isBareWord } from './tokenize.js';

/**
 * Prints `ast` with the fewest parentheses that keep its shape; words that contain spaces,
 * operators or quotes are quoted. Words with spaces at their edges lose them, as in the parser.
 */
export function printRule(ast: RuleAst): string {
  switch (ast.type) {
    case 'word':
      return printWord(ast.text);
    case 'not':
      return `-${printOperand(ast.item)}`;
    case 'and':
      return ast.items
        .map((item, i) => {
          if (item.type === 'not') {
            return printRule(item);
          }
          const text = item.type === 'word' ? printRule(item) : `(${printRule(item)})`;
          return i === 0 ? text : `+${text}`;
        })
        .join('');
    case 'or':
      // An `and` or `not` inside `|` needs no parentheses: `+` and `-` bind tighter.
      return ast.items
        .map((item) => (item.type === 'or' ? `(${printRule(item)})` : printRule(item)))
        .join('|');
  }
}

function printOperand(ast: RuleAst): string {
  return ast.type === 'word' ? printRule(ast) : `(${printRule(ast)})`;
}

function printWord(text: string): string {
  if (isBareWord(text)) {
    return text;
  }
  // A "…" phrase cannot hold a straight quote, so such words use Chinese quotes instead.
  return text.includes('"') ? `“${text}”` : `"${text}"`;
}
