import { describe, expect, it } from 'vitest';
import { cleanWords, movePanel, specialOptions, visibleKeys } from './home-config';

describe('home-config', () => {
  it('moves a panel up and down and ignores moves past the ends', () => {
    expect(movePanel(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePanel(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePanel(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePanel(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('saves only the visible panels, in their order', () => {
    const panels = [
      { key: 'hotArticle', name: '热点文章', visible: true },
      { key: 'emotionTrend', name: '情感走势', visible: false },
      { key: 'carrierTrend', name: '载体走势', visible: true },
    ];
    expect(visibleKeys(panels)).toEqual(['hotArticle', 'carrierTrend']);
  });

  it('splits pasted sensitive words, drops duplicates and reports a word that is too long', () => {
    expect(cleanWords(['爆炸，火灾、 事故', '火灾'])).toEqual({ words: ['爆炸', '火灾', '事故'] });
    const long = '很'.repeat(21);
    expect(cleanWords([long]).problem).toBe(`敏感词“${long}”超过20个字`);
  });

  it('groups specials by column and leaves out empty columns', () => {
    const tree = [
      { columnName: '高校', specials: [{ specialId: 3, specialName: '招生' }] },
      { columnName: '空栏目', specials: [] },
    ];
    expect(specialOptions(tree)).toEqual([
      { label: '高校', options: [{ value: 3, label: '招生' }] },
    ]);
  });
});
