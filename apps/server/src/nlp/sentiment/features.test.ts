import { describe, expect, it } from 'vitest';
import { extractFeatures, FeatureExtractor, MAX_NGRAM, normaliseText } from './features.js';

describe('sentiment features', () => {
  it('normalises full-width forms, Latin case and whitespace runs', () => {
    expect(normaliseText('  ＡＢＣ，好　评\t\n  ＯＫ！ ')).toBe('abc,好 评 ok!');
    expect(normaliseText('iPhone\u200b 很好')).toBe('iphone 很好');
  });

  it('caps the text at maxChars code units', () => {
    expect(normaliseText('好'.repeat(1000), 512)).toHaveLength(512);
  });

  it('gives the same buckets for the same text, across calls and instances', () => {
    const text = '服务态度非常好，下次还来！Great hotel.';
    const a = extractFeatures(text, 20);
    const extractor = new FeatureExtractor(20);
    const n1 = extractor.extract(text);
    const first = Array.from(extractor.indices.subarray(0, n1));
    extractor.extract('完全不同的一句话');
    const n2 = extractor.extract(text);
    expect(Array.from(extractor.indices.subarray(0, n2))).toEqual(first);
    // Straight after itself: no bucket of the last text is still marked as seen.
    const n3 = extractor.extract(text);
    expect(Array.from(extractor.indices.subarray(0, n3))).toEqual(first);
    expect(first).toEqual(a);
  });

  it('keeps every bucket inside 2^bits and emits each bucket once per text', () => {
    for (const bits of [8, 16, 20]) {
      const f = extractFeatures('质量太差了，再也不买。质量太差了！！！', bits);
      expect(f.every((b) => Number.isInteger(b) && b >= 0 && b < 2 ** bits)).toBe(true);
      expect(new Set(f).size).toBe(f.length);
    }
  });

  it('emits at most 3n − 3 features for n units, and none for blank text', () => {
    const text = '今天天气不错';
    expect(extractFeatures(text, 20).length).toBeLessThanOrEqual(MAX_NGRAM * text.length - 3);
    expect(extractFeatures('abcdef', 20)).toHaveLength(6 + 5 + 4);
    expect(extractFeatures('', 20)).toEqual([]);
    expect(extractFeatures(' \u3000\n\t', 20)).toEqual([]);
  });

  it('bounds the work on a long text by maxChars', () => {
    const long = Array.from({ length: 5000 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');
    expect(extractFeatures(long, 20, 512).length).toBeLessThanOrEqual(3 * 512 - 3);
  });

  it('treats full-width and half-width spellings as the same text', () => {
    expect(extractFeatures('ＯＰＰＯ手机１０分', 20)).toEqual(extractFeatures('oppo手机10分', 20));
  });
});
