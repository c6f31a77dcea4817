import { describe, expect, it } from 'vitest';

import {
  collapseWhitespace,
  hasTraditional,
  normaliseForMatch,
  normaliseText,
  stripControlChars,
  toHalfWidth,
  toSimplified,
} from './normalise.js';

describe('normalise', () => {
  it('turns full-width ASCII and the ideographic space half-width', () => {
    expect(toHalfWidth('ＡＢＣ１２３！？（ｘ）\u3000＠ｇｕａｎｌａｎ')).toBe(
      'ABC123!?(x) @guanlan',
    );
    expect(toHalfWidth('中文。，')).toBe('中文。,');
  });

  it('returns the same string when there is nothing to convert', () => {
    const text = '北京时间2018年11月15日';
    expect(toHalfWidth(text)).toBe(text);
    expect(stripControlChars(text)).toBe(text);
  });

  it('strips controls, zero-width spaces and bidi overrides but keeps ZWJ emoji', () => {
    expect(stripControlChars('a\u0000b\u200bc\u202ed\ufeffe\u0007')).toBe('abcde');
    expect(stripControlChars('👨\u200d👩\u200d👧')).toBe('👨\u200d👩\u200d👧');
  });

  it('collapses whitespace and keeps paragraphs as single newlines', () => {
    expect(
      collapseWhitespace('  第一段\u00a0\u00a0内容 \r\n\r\n\t第二段\u3000\u3000结束  \n\n'),
    ).toBe('第一段 内容\n第二段 结束');
  });

  it('cleans display text without touching Chinese punctuation', () => {
    expect(normaliseText('２０１８年，ＧＤＰ增长\u200b６．５％。')).toBe('2018年，GDP增长6．5％。');
  });

  it('converts traditional, Hong Kong and Taiwan text to simplified script', () => {
    expect(toSimplified('香港特別行政區政府發言人表示，會議將於下週舉行。')).toBe(
      '香港特别行政区政府发言人表示，会议将于下周举行。',
    );
    expect(toSimplified('臺灣的軟體工程師在臺北說，這裏的價格太貴了。')).toBe(
      '台湾的软体工程师在台北说，这里的价格太贵了。',
    );
    expect(toSimplified('綫上會議')).toBe('线上会议');
  });

  it('leaves simplified text with 什么/著名/乾隆 alone', () => {
    const text = '为什么著名的乾隆皇帝喜欢哪吒？';
    expect(hasTraditional(text)).toBe(false);
    expect(toSimplified(text)).toBe(text);
    expect(hasTraditional('這是')).toBe(true);
  });

  it('builds the match form: simplified, half-width, lower-case, single spaces', () => {
    expect(normaliseForMatch('華為Ｍａｔｅ\u3000２０ Pro  發佈會\n')).toBe(
      '华为mate 20 pro 发布会 ',
    );
  });
});
