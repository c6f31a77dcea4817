import { describe, expect, it } from 'vitest';

import { defaultSegmenter, JiebaSegmenter } from './segment.js';

describe('JiebaSegmenter', () => {
  const segmenter = defaultSegmenter();

  it('is created once per process', () => {
    expect(defaultSegmenter()).toBe(segmenter);
    expect(segmenter).toBeInstanceOf(JiebaSegmenter);
  });

  it('segments Chinese text with the default dictionary', () => {
    expect(segmenter.cut('华为公司在深圳发布麒麟芯片')).toEqual([
      '华为公司',
      '在',
      '深圳',
      '发布',
      '麒麟',
      '芯片',
    ]);
  });

  it('splits long words into their parts in search mode', () => {
    const words = segmenter.cutForSearch('中华人民共和国国务院');
    expect(words).toEqual(expect.arrayContaining(['国务院', '共和国', '中华人民共和国国务院']));
  });

  it('tags words, with x for words the dictionary lacks', () => {
    expect(segmenter.tag('余承东在深圳')).toEqual([
      { word: '余承东', tag: 'x' },
      { word: '在', tag: 'p' },
      { word: '深圳', tag: 'ns' },
    ]);
  });

  it('answers dictionary tags and IDF without segmenting', () => {
    expect(segmenter.wordTag('深圳')).toBe('ns');
    expect(segmenter.wordTag('余承东')).toBeUndefined();
    expect(segmenter.idf('北京')).toBeCloseTo(4.667, 3);
    expect(segmenter.idf('不存在的词语')).toBeUndefined();
    expect(segmenter.medianIdf).toBeGreaterThan(10);
  });
});
