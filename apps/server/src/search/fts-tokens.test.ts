import { describe, expect, it } from 'vitest';
import { ftsTokenText, ftsTokens } from './fts-tokens.js';

describe('fts-tokens', () => {
  it('turns a CJK run into overlapping bigrams', () => {
    expect(ftsTokens('舆情监测')).toEqual(['舆情', '情监', '监测']);
  });

  it('keeps Latin words whole and in text order between CJK runs', () => {
    expect(ftsTokens('华为p50发布, a股上涨')).toEqual(['华为', 'p50', '发布', 'a', '股上', '上涨']);
  });

  it('keeps a single CJK character between punctuation as a unigram', () => {
    expect(ftsTokens('赞！好')).toEqual(['赞', '好']);
  });

  it('makes every 2+ character substring of a run a contiguous token phrase', () => {
    const doc = ftsTokens('某市发布暴雨红色预警信号');
    const query = ftsTokens('红色预警');
    const joined = ` ${doc.join(' ')} `;
    expect(joined).toContain(` ${query.join(' ')} `);
  });

  it('ends runs at characters outside both classes, astral ones included', () => {
    expect(ftsTokens('中文😀中𠀀ab😀cd')).toEqual(['中文', '中', 'ab', 'cd']);
    expect(ftsTokens('déjà vu Жук㐀丽丽')).toEqual(['déjà', 'vu', 'Жук', '㐀丽', '丽丽']);
  });

  it('reads only normalised text: upper-case Latin is not a word character', () => {
    expect(ftsTokens('AB中cd')).toEqual(['中', 'cd']);
  });

  it('starts no run once 20,000 tokens are out', () => {
    const tokens = ftsTokens(`${'中'.repeat(20_001)} ab`);
    expect(tokens).toHaveLength(20_000);
    expect(tokens.at(-1)).toBe('中中');
  });

  it('joins the tokens with single spaces for the stored column', () => {
    expect(ftsTokenText('中国a 经济，gdp 6 x𠀀国')).toBe('中国 a 经济 gdp 6 x 国');
    expect(ftsTokenText('，。')).toBe('');
    const long = ftsTokenText(`${'经济'.repeat(3000)} ab`);
    expect(long.length).toBe(5999 * 3 - 1 + 3);
    expect(long.slice(0, 8)).toBe('经济 济经 经济');
    // A short text after a long one: nothing of the long one is left in the buffer.
    expect(ftsTokenText('中')).toBe('中');
  });
});
