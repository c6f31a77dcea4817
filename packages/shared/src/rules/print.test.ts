import { describe, expect, it } from 'vitest';
import type { RuleAst } from './ast.js';
import { parseExpression } from './parse.js';
import { printRule } from './print.js';

const w = (text: string): RuleAst => ({ type: 'word', text });

function roundTrip(expression: string): string {
  const first = parseExpression(expression);
  if (!first.ok) {
    throw new Error(first.error.message);
  }
  const printed = printRule(first.ast);
  expect(parseExpression(printed)).toEqual(first);
  return printed;
}

describe('rules/print', () => {
  it('prints with the fewest parentheses that keep the tree', () => {
    expect(roundTrip('(a)|((b+c))')).toBe('a|b+c');
    expect(roundTrip('（北京｜上海）＋事故－（演习|演练）')).toBe('(北京|上海)+事故-(演习|演练)');
    expect(roundTrip('-(-a)')).toBe('-(-a)');
    expect(roundTrip('a-(b-c)')).toBe('a-(b-c)');
    expect(roundTrip('(a+b)+c')).toBe('(a+b)+c');
    expect(roundTrip('a|(b|c)')).toBe('a|(b|c)');
    expect(roundTrip('-b+a|c')).toBe('-b+a|c');
  });

  it('quotes words that hold spaces, operators or quotes', () => {
    expect(printRule(w('北京 大学'))).toBe('"北京 大学"');
    expect(printRule(w('COVID-19'))).toBe('"COVID-19"');
    expect(printRule(w('（注）'))).toBe('"（注）"');
    expect(printRule(w('他说"好"'))).toBe('“他说"好"”');
    expect(printRule(w('x”y'))).toBe('"x”y"');
    expect(roundTrip('"a|b"+“c "d"”')).toBe('"a|b"+“c "d"”');
  });

  it('prints a simple-mode rule as the equivalent expression', () => {
    const ast: RuleAst = {
      type: 'and',
      items: [
        { type: 'or', items: [w('北京'), w('上海')] },
        w('大学'),
        { type: 'not', item: { type: 'or', items: [w('谣言'), w('辟谣')] } },
      ],
    };
    expect(printRule(ast)).toBe('(北京|上海)+大学-(谣言|辟谣)');
  });
});
