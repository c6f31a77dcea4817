import { describe, expect, it } from 'vitest';
import {
  actionKey,
  actionMenu,
  dependsOnSentiment,
  parseActionKey,
  parseWords,
  wordsProblem,
} from './article-actions';

describe('article actions', () => {
  it('round-trips every action through its menu key', () => {
    const actions = [
      { kind: 'sentiment', sentiment: 'irrelevant' },
      { kind: 'favorite', folderId: 0 },
      { kind: 'favorite', folderId: 12 },
      { kind: 'unfavorite' },
      { kind: 'warning' },
      { kind: 'report', period: 'week' },
      { kind: 'exclude' },
    ] as const;
    for (const action of actions) {
      expect(parseActionKey(actionKey(action))).toEqual(action);
    }
  });

  it('ignores submenu titles and unknown keys', () => {
    expect(parseActionKey('menu:sentiment')).toBeUndefined();
    expect(parseActionKey('sentiment:happy')).toBeUndefined();
    expect(parseActionKey('favorite:')).toBeUndefined();
    expect(parseActionKey('report:year')).toBeUndefined();
  });

  it('offers the four sentiments, the folders and 取消收藏, report periods and the rest', () => {
    const menu = actionMenu([
      { folderId: 0, folderName: '默认收藏夹' },
      { folderId: 5, folderName: '重点关注' },
    ]);
    expect(menu.map((m) => m.label)).toEqual([
      '修改情感',
      '收藏',
      '推送预警',
      '加入报告',
      '加入排除词',
    ]);
    expect(menu[0]!.children!.map((c) => c.label)).toEqual([
      '正面',
      '中性',
      '负面',
      '与我无关（即删除）',
    ]);
    expect(menu[0]!.children![3]!.danger).toBe(true);
    expect(menu[1]!.children!.map((c) => [c.key, c.label])).toEqual([
      ['favorite:0', '收藏到「默认收藏夹」'],
      ['favorite:5', '收藏到「重点关注」'],
      ['unfavorite', '取消收藏'],
    ]);
    expect(menu[3]!.children!.map((c) => c.label)).toEqual(['日报', '周报', '月报']);
    expect(actionMenu(undefined)[1]!.children!.map((c) => c.key)).toEqual([
      'favorite:0',
      'unfavorite',
    ]);
  });

  it('refreshes the topic list and charts, not unrelated views, after a sentiment change', () => {
    expect(dependsOnSentiment(['/api/special/findSpecialArticleSingleOrAll', {}])).toBe(true);
    expect(dependsOnSentiment(['/api/special/motionDistributionSpecial', {}])).toBe(true);
    expect(dependsOnSentiment(['/api/favorites/findFavoriteFolder'])).toBe(true);
    expect(dependsOnSentiment(['/api/login/currentUser'])).toBe(false);
  });

  it('splits exclusion words on spaces and Chinese punctuation and checks their bounds', () => {
    expect(parseWords('广告，推广 广告\n招聘、兼职')).toEqual(['广告', '推广', '招聘', '兼职']);
    expect(wordsProblem([])).toBe('请填写排除词');
    expect(wordsProblem(['a'.repeat(51)])).toContain('超过50个字符');
    expect(wordsProblem(['广告'])).toBeUndefined();
  });
});
