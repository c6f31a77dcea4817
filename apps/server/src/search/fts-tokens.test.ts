import { describe, expect, it } from 'vitest';
import { ftsTokens } from './fts-tokens.js';

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
});
