import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH } from '../data-center/data-center';
import { cloudSearchListHref, toSpecialHref } from './cloud-search';

describe('cloud search links', () => {
  it('carries the whole search to the results page', () => {
    expect(
      cloudSearchListHref({ ...DEFAULT_SEARCH, keyword: '医院 投诉', carriers: ['news'] }),
    ).toBe(
      '/app/cloudSearchList?keyword=%E5%8C%BB%E9%99%A2+%E6%8A%95%E8%AF%89&timeRange=7d&carriers=news',
    );
  });

  it('turns a search into the new-topic editor with its words as 主体词', () => {
    const href = toSpecialHref({ keyword: ' 医院  投诉 ', searchArea: 'title' });
    const [path, query] = href.split('?');
    expect(path).toBe('/analyseSet/addAnalyse/notCreated');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      setName: '医院 投诉',
      subjectWords: '医院 投诉',
      searchArea: 'title',
    });
  });
});
