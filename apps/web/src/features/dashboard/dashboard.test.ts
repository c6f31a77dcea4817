import { describe, expect, it } from 'vitest';
import {
  clockText,
  dayChange,
  dayOverview,
  newWarningToRing,
  PANEL_KEYS,
  screenLayout,
  visiblePanels,
} from './dashboard';

describe('visiblePanels', () => {
  it('shows every panel in the default order while there is no setting', () => {
    expect(visiblePanels(undefined)).toEqual([...PANEL_KEYS]);
    expect(visiblePanels([])).toEqual([...PANEL_KEYS]);
  });

  it('shows only visible panels, sorted by their order', () => {
    const panels = visiblePanels([
      { key: 'hotWordsCloud', name: '热词云', visible: true, order: 2 },
      { key: 'emotionTrend', name: '情感走势', visible: false, order: 0 },
      { key: 'warningArticle', name: '最新预警', visible: true, order: 1 },
      { key: 'carrierStatistics', name: '各载体数据统计', visible: true, order: 3 },
    ]);
    expect(panels).toEqual(['warningArticle', 'hotWordsCloud', 'carrierStatistics']);
  });
});

describe('dayOverview', () => {
  const table = {
    columns: [{ key: 'name', title: '载体' }],
    rows: [
      { carrier: 'news', name: '新闻', total: 3, positive: 1, neutral: 1, negative: 1 },
      { carrier: 'weChat', name: '微信', total: 0, positive: 0, neutral: 0, negative: 0 },
      { carrier: 'forum', name: '论坛', total: 5, positive: 0, neutral: 2, negative: 3 },
      { carrier: 'total', name: '合计', total: 8, positive: 1, neutral: 3, negative: 4 },
    ],
  };

  it('reads the totals from 合计 and lists carriers with articles, most first', () => {
    expect(dayOverview(table)).toEqual({
      total: 8,
      positive: 1,
      neutral: 3,
      negative: 4,
      carriers: [
        { carrier: 'forum', name: '论坛', total: 5 },
        { carrier: 'news', name: '新闻', total: 3 },
      ],
    });
  });

  it('sums the carriers when the 合计 row is missing, and reads nothing as zeros', () => {
    const withoutTotal = { ...table, rows: table.rows.slice(0, 3) };
    expect(dayOverview(withoutTotal).negative).toBe(4);
    expect(dayOverview(undefined)).toEqual({
      total: 0,
      positive: 0,
      neutral: 0,
      negative: 0,
      carriers: [],
    });
  });

  it('gives the change from yesterday in percent, none from zero', () => {
    expect(dayChange(183, 95)).toBe(92.6);
    expect(dayChange(40, 50)).toBe(-20);
    expect(dayChange(5, 0)).toBeUndefined();
  });
});

describe('newWarningToRing', () => {
  const warnings = [
    { warningId: 12, warningLevel: 'yellow' },
    { warningId: 11, warningLevel: 'red' },
    { warningId: 9, warningLevel: 'red' },
  ];

  it('rings for the newest unheard warning at a chosen level', () => {
    expect(newWarningToRing(warnings, 9, ['red', 'orange', 'yellow'])).toBe(12);
    expect(newWarningToRing(warnings, 9, ['red'])).toBe(11);
  });

  it('stays quiet when everything was heard or no level matches', () => {
    expect(newWarningToRing(warnings, 12, ['red', 'yellow'])).toBeUndefined();
    expect(newWarningToRing(warnings, 9, ['orange'])).toBeUndefined();
  });
});

describe('big screen', () => {
  it('fills a 900 px viewport: three side cards and the map under the overview', () => {
    // room = 900 - 56 - 32 = 812; side = (812 - 120 - 24) / 3 = 222.67 → 222;
    // map = 812 - 80 - 12 - 250 = 470.
    expect(screenLayout(900)).toEqual({ side: 222, mapHeight: 470 });
  });

  it('never lays out for less than 760 px', () => {
    expect(screenLayout(500)).toEqual(screenLayout(760));
  });

  it('shows the date, the Chinese weekday and the time', () => {
    expect(clockText(new Date(2026, 10, 22, 15, 4, 5).getTime())).toBe(
      '2026-11-22 星期日 15:04:05',
    );
  });
});
