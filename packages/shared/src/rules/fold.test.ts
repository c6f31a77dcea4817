import { describe, expect, it } from 'vitest';
import { foldCharCode, foldForMatch } from './fold.js';

describe('rules/fold', () => {
  it('lower-cases Latin letters and turns full-width ASCII into half-width', () => {
    expect(foldForMatch('ＮＢＡ总决赛 NBA Ｎｂａ１２３＋－')).toBe('nba总决赛 nba nba123+-');
    expect(foldForMatch('José ÀÉÎ × 全角　空格')).toBe('josé àéî × 全角 空格');
  });

  it('keeps the length, so positions in folded text are positions in the original', () => {
    const text = 'ＡＢＣ北京ＤＥＦ😀x';
    expect(foldForMatch(text)).toHaveLength(text.length);
  });

  it('returns Chinese text unchanged, apart from full-width ASCII punctuation', () => {
    const text = '北京大学发布通知。“好”《书》';
    expect(foldForMatch(text)).toBe(text);
    expect(foldForMatch('你好，世界！（一）')).toBe('你好,世界!(一)');
  });

  it('agrees with foldCharCode on every code unit', () => {
    for (let code = 0; code < 0x10000; code += 1) {
      const folded = foldForMatch(String.fromCharCode(code));
      if (folded.charCodeAt(0) !== foldCharCode(code)) {
        expect.fail(`U+${code.toString(16)}`);
      }
    }
  });
});
