import { describe, expect, it } from 'vitest';
import { parseExpression } from '@guanlan/shared';
import { appendExcludeWords, ruleWord } from './exclusion-words.js';

const words = (over: Partial<Record<string, string>> = {}) => ({
  regionWords: '',
  subjectWords: '北京大学',
  eventWords: '',
  excludeWords: '',
  expression: '',
  ...over,
});

describe('appendExcludeWords', () => {
  it('appends new words to simple-mode 排除词 and skips ones already there', () => {
    const out = appendExcludeWords(words({ excludeWords: '食堂，招聘' }), 'simple', [
      '招聘',
      '广告',
      '广告',
    ]);
    expect(out.excludeWords).toBe('食堂，招聘 广告');
    expect(out.subjectWords).toBe('北京大学');
  });

  it('quotes a word with a space so it stays one phrase', () => {
    expect(ruleWord('open day')).toBe('"open day"');
    expect(ruleWord('食堂')).toBe('食堂');
    expect(appendExcludeWords(words(), 'simple', ['open day']).excludeWords).toBe('"open day"');
  });

  it('appends -word to an advanced expression, wrapping a top-level | in parentheses', () => {
    const and = appendExcludeWords(words({ expression: '北京大学+人工智能' }), 'advanced', [
      '食堂',
    ]);
    expect(and.expression).toBe('北京大学+人工智能-食堂');
    const or = appendExcludeWords(words({ expression: '北京大学|清华大学' }), 'advanced', [
      '食堂',
      'a+b',
    ]);
    expect(or.expression).toBe('(北京大学|清华大学)-食堂-"a+b"');
    expect(parseExpression(or.expression).ok).toBe(true);
  });
});
