import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH,
  highlightSegments,
  scopeOf,
  searchFromParams,
  searchToParams,
  snippetAround,
} from './data-center';

describe('data-center search state', () => {
  it('reads a search link and writes the same link back', () => {
    const params = new URLSearchParams(
      'keyword=医院&searchArea=title&timeRange=custom&startTime=1000&endTime=2000&carriers=news&carriers=weChat&sentiments=negative',
    );
    const s = searchFromParams(params);
    expect(s).toEqual({
      keyword: '医院',
      searchArea: 'title',
      timeRange: 'custom',
      startTime: 1000,
      endTime: 2000,
      carriers: ['news', 'weChat'],
      sentiments: ['negative'],
      sort: 'timeDesc',
    });
    expect(searchToParams(s).toString()).toBe(params.toString());
  });

  it('falls back to 近7天 for a custom range without both ends and drops unknown codes', () => {
    const s = searchFromParams(
      new URLSearchParams(
        'keyword=x&timeRange=custom&startTime=5&carriers=tv&sentiments=happy&sort=odd',
      ),
    );
    expect(s).toEqual({ ...DEFAULT_SEARCH, keyword: 'x' });
  });

  it('sends empty carrier and sentiment lists as 全部 (left out)', () => {
    expect(scopeOf({ ...DEFAULT_SEARCH, keyword: '医院' })).toEqual({
      keyword: '医院',
      searchArea: 'all',
      timeRange: '7d',
    });
  });
});

describe('highlightSegments', () => {
  it('marks every occurrence of each word, longest first, ignoring Latin case', () => {
    expect(highlightSegments('北京医院与Hospital医院', '医院 hospital')).toEqual([
      { text: '北京', hit: false },
      { text: '医院', hit: true },
      { text: '与', hit: false },
      { text: 'Hospital', hit: true },
      { text: '医院', hit: true },
    ]);
  });

  it('treats regular-expression characters in the keyword literally', () => {
    expect(highlightSegments('a+b=c', 'a+b')).toEqual([
      { text: 'a+b', hit: true },
      { text: '=c', hit: false },
    ]);
  });
});

describe('snippetAround', () => {
  it('keeps a short text whole and cuts a long one around the first hit', () => {
    expect(snippetAround('短文本', '医院', 10)).toBe('短文本');
    const text = `${'甲'.repeat(30)}医院${'乙'.repeat(30)}`;
    // size 12: starts 3 characters before the hit (12 / 4).
    expect(snippetAround(text, '医院', 12)).toBe(`…甲甲甲医院${'乙'.repeat(7)}…`);
    expect(snippetAround(text, '没有', 12)).toBe(`${'甲'.repeat(12)}…`);
  });
});
