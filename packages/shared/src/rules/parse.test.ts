import { describe, expect, it } from 'vitest';
import type { RuleAst } from './ast.js';
import { MAX_RULE_DEPTH, MAX_RULE_WORD_LENGTH, MAX_RULE_WORDS } from './errors.js';
import { parseExpression, parseRule, parseSimpleRule } from './parse.js';
import { printRule } from './print.js';

const w = (text: string): RuleAst => ({ type: 'word', text });
const and = (...items: RuleAst[]): RuleAst => ({ type: 'and', items });
const or = (...items: RuleAst[]): RuleAst => ({ type: 'or', items });
const not = (item: RuleAst): RuleAst => ({ type: 'not', item });

function ast(expression: string): RuleAst {
  const result = parseExpression(expression);
  if (!result.ok) {
    throw new Error(`${expression}: ${result.error.message}`);
  }
  return result.ast;
}

function error(expression: string) {
  const result = parseExpression(expression);
  if (result.ok) {
    throw new Error(`${expression} parsed as ${printRule(result.ast)}`);
  }
  return result.error;
}

describe('rules/parse: advanced mode', () => {
  it('reads a single word and a phrase', () => {
    expect(ast('北京')).toEqual(w('北京'));
    expect(ast('  "北京 大学"  ')).toEqual(w('北京 大学'));
  });

  it('binds + and - tighter than |', () => {
    expect(ast('a|b+c')).toEqual(or(w('a'), and(w('b'), w('c'))));
    expect(ast('a+b|c-d')).toEqual(or(and(w('a'), w('b')), and(w('c'), not(w('d')))));
    expect(ast('(a|b)+c')).toEqual(and(or(w('a'), w('b')), w('c')));
  });

  it('reads a-b as a AND NOT b, left to right', () => {
    expect(ast('a-b')).toEqual(and(w('a'), not(w('b'))));
    expect(ast('a-b-c+d')).toEqual(and(w('a'), not(w('b')), not(w('c')), w('d')));
    expect(ast('a-(b|c)')).toEqual(and(w('a'), not(or(w('b'), w('c')))));
  });

  it('reads a leading -b as NOT b, also after + and |', () => {
    expect(ast('-b+a')).toEqual(and(not(w('b')), w('a')));
    expect(ast('a+-b')).toEqual(and(w('a'), not(w('b'))));
    expect(ast('a|-b+c')).toEqual(or(w('a'), and(not(w('b')), w('c'))));
    expect(ast('-(-a)')).toEqual(not(not(w('a'))));
  });

  it('keeps operators and spaces inside quoted phrases', () => {
    expect(ast('"COVID-19"+"a|b (c)"')).toEqual(and(w('COVID-19'), w('a|b (c)')));
    expect(ast('“北京 + 大学”|清华')).toEqual(or(w('北京 + 大学'), w('清华')));
    expect(ast('“他说"好"”')).toEqual(w('他说"好"'));
  });

  it('accepts full-width operators and parentheses', () => {
    expect(ast('（北京｜上海）＋事故－演习')).toEqual(ast('(北京|上海)+事故-演习'));
  });

  it('ignores whitespace around operators', () => {
    expect(ast(' ( 北京 |\n上海 ) + 事故 ')).toEqual(ast('(北京|上海)+事故'));
  });

  it('rejects an expression with an unbalanced parenthesis and reports position 7', () => {
    expect(error('(中国+NBA')).toEqual({
      code: 'missingRightParen',
      message: '第8个字符处缺少右括号',
      position: 7,
      length: 1,
    });
    expect(error('(北京|上海))')).toMatchObject({
      code: 'extraRightParen',
      message: '第8个字符处的右括号没有对应的左括号',
      position: 7,
    });
  });

  it('rejects an empty expression', () => {
    expect(error('')).toMatchObject({ code: 'empty', message: '表达式不能为空', position: 0 });
    expect(error(' \n ')).toMatchObject({ code: 'empty' });
  });

  it('rejects an operator without an operand and points at the operator', () => {
    expect(error('北京+')).toMatchObject({ code: 'missingOperand', position: 2, length: 1 });
    expect(error('北京+')).toMatchObject({ message: '第3个字符处的运算符“+”后缺少关键词' });
    expect(error('|北京')).toMatchObject({ message: '第1个字符处的运算符“|”前缺少关键词' });
    expect(error('a||b')).toMatchObject({ code: 'missingOperand', position: 1 });
    expect(error('a+|b')).toMatchObject({ code: 'missingOperand', position: 1 });
    expect(error('a--b')).toMatchObject({ code: 'missingOperand', position: 1 });
    expect(error('(+a)')).toMatchObject({ code: 'missingLeftOperand', position: 1 });
    expect(error('a+()')).toMatchObject({ code: 'emptyParens', position: 2, length: 2 });
    expect(error('a＋')).toMatchObject({ message: '第2个字符处的运算符“＋”后缺少关键词' });
  });

  it('rejects two operands without an operator (no implicit AND)', () => {
    expect(error('北京 大学')).toMatchObject({ code: 'missingOperator', position: 3, length: 2 });
    expect(error('a(b)')).toMatchObject({ code: 'missingOperator', position: 1 });
    expect(error('(a)"b"')).toMatchObject({ code: 'missingOperator', position: 3, length: 3 });
    expect(error('(a b)')).toMatchObject({ code: 'missingOperator', position: 3 });
  });

  it('rejects empty, unterminated and stray quotes', () => {
    expect(error('a+""')).toMatchObject({ code: 'emptyPhrase', position: 2, length: 2 });
    expect(error('a+“ ”')).toMatchObject({ code: 'emptyPhrase', position: 2, length: 3 });
    expect(error('a+"bc')).toMatchObject({
      code: 'unterminatedQuote',
      message: '第3个字符处的引号没有闭合',
      position: 2,
    });
    expect(error('a+“bc"')).toMatchObject({ code: 'unterminatedQuote', position: 2 });
    expect(error('ab”')).toMatchObject({ code: 'strayQuote', position: 2 });
  });

  it('reports the first problem in the text, lexical or not', () => {
    expect(error('+a "b')).toMatchObject({ code: 'missingLeftOperand', position: 0 });
    expect(error('a+"b')).toMatchObject({ code: 'unterminatedQuote', position: 2 });
  });

  it('rejects a rule made only of negations and points at the culprit', () => {
    expect(error('-谣言')).toMatchObject({ code: 'onlyNegation', position: 0, length: 3 });
    expect(error('-a-b')).toMatchObject({ code: 'onlyNegation', position: 0, length: 4 });
    expect(error('a+b|-c')).toMatchObject({ code: 'onlyNegation', position: 4, length: 2 });
    expect(error('a|(-b-c)')).toMatchObject({ code: 'onlyNegation', position: 2, length: 6 });
    expect(error('-(a+b)')).toMatchObject({ code: 'onlyNegation' });
    expect(error('-(a+b)').message).toContain('只有排除词');
    expect(ast('-(-a)')).toEqual(not(not(w('a'))));
  });

  it('rejects a word longer than the limit', () => {
    const long = '长'.repeat(MAX_RULE_WORD_LENGTH + 1);
    expect(ast(`a+${'长'.repeat(MAX_RULE_WORD_LENGTH)}`)).toBeTruthy();
    expect(error(`a+${long}`)).toMatchObject({ code: 'wordTooLong', position: 2, length: 51 });
    expect(error(`a+"${long}"`)).toMatchObject({ code: 'wordTooLong', position: 2, length: 53 });
  });

  it('rejects more words than the limit and points at the first extra one', () => {
    const words = Array.from({ length: MAX_RULE_WORDS + 1 }, (_, i) => `w${i}`);
    expect(ast(words.slice(0, -1).join('|'))).toBeTruthy();
    const expression = words.join('|');
    expect(error(expression)).toMatchObject({
      code: 'tooManyWords',
      position: expression.lastIndexOf('w500'),
      length: 4,
    });
  });

  it('rejects nesting deeper than the limit instead of overflowing the stack', () => {
    const ok = `${'('.repeat(MAX_RULE_DEPTH)}a${')'.repeat(MAX_RULE_DEPTH)}`;
    expect(ast(ok)).toEqual(w('a'));
    expect(error(`${'('.repeat(10_000)}a`)).toMatchObject({
      code: 'tooDeep',
      position: MAX_RULE_DEPTH,
    });
  });

  it('never throws on odd input', () => {
    for (const input of ['"', '“', '”', '(', ')', '-', '|', '+', '（）', '－－', '\u3000', '💡']) {
      expect(() => parseExpression(input)).not.toThrow();
    }
    expect(parseExpression(undefined as unknown as string).ok).toBe(false);
  });
});

describe('rules/parse: simple mode', () => {
  const simple = (fields: Partial<Record<string, string>>) =>
    parseRule({
      mode: 'simple',
      regionWords: '',
      subjectWords: '',
      eventWords: '',
      excludeWords: '',
      ...fields,
    });

  it('ORs the words of a group, ANDs the groups and applies 排除词 last', () => {
    expect(
      simple({
        regionWords: '北京 上海',
        subjectWords: '清华|北大，人大,复旦',
        eventWords: '招生\n录取',
        excludeWords: '谣言',
      }),
    ).toEqual({
      ok: true,
      ast: and(
        or(w('北京'), w('上海')),
        or(w('清华'), w('北大'), w('人大'), w('复旦')),
        or(w('招生'), w('录取')),
        not(w('谣言')),
      ),
    });
  });

  it('skips empty groups and keeps operators as ordinary characters', () => {
    expect(simple({ subjectWords: ' COVID-19 ', excludeWords: 'a(b) c+d' })).toEqual({
      ok: true,
      ast: and(w('COVID-19'), not(or(w('a(b)'), w('c+d')))),
    });
    expect(simple({ eventWords: '“北京 大学”' })).toEqual({ ok: true, ast: w('北京 大学') });
  });

  it('requires one of 地域词, 主体词 and 事件词', () => {
    expect(simple({ excludeWords: '谣言' })).toMatchObject({
      ok: false,
      error: { code: 'noPositiveGroup', message: '地域词、主体词、事件词至少填写一项' },
    });
  });

  it('names the box and the position in the box', () => {
    const result = parseSimpleRule({
      regionWords: '北京',
      subjectWords: '',
      eventWords: '',
      excludeWords: `谣言 ${'长'.repeat(51)}`,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'wordTooLong', field: 'excludeWords', position: 3, length: 51 },
    });
    expect(!result.ok && result.error.message.startsWith('排除词第4个字符处')).toBe(true);
  });

  it('counts the word limit across all boxes', () => {
    const many = Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    expect(simple({ regionWords: many, subjectWords: many })).toMatchObject({
      ok: false,
      error: {
        code: 'tooManyWords',
        field: 'subjectWords',
        position: many.indexOf('w200'),
        length: 4,
      },
    });
  });

  it('prints as an advanced expression that parses to the same tree', () => {
    const result = simple({ regionWords: '北京 上海', subjectWords: 'a b', excludeWords: '"x y"' });
    expect(result.ok && printRule(result.ast)).toBe('(北京|上海)+(a|b)-"x y"');
    expect(result.ok && parseExpression(printRule(result.ast))).toEqual(result);
  });
});
