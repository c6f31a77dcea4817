import { describe, expect, it } from 'vitest';
import type { Table } from '../../analysis/index.js';
import { adviceText, briefingFacts, summaryText } from './facts.js';

const table = (rows: Table['rows']): Table => ({ columns: [], rows });

const tables = (positive: number, neutral: number, negative: number) => ({
  sentiment: table([
    { sentiment: 'positive', name: '正面', count: positive },
    { sentiment: 'neutral', name: '中性', count: neutral },
    { sentiment: 'negative', name: '负面', count: negative },
  ]),
  carriers: table([
    { carrier: 'news', name: '新闻', total: 3, percent: 37.5 },
    { carrier: 'weChat', name: '微信', total: 5, percent: 62.5 },
    { carrier: 'total', name: '合计', total: 8, percent: 100 },
  ]),
  trend: table([
    { time: '2026-11-01', count: 2 },
    { time: '2026-11-02', count: 6 },
  ]),
  media: table([{ rank: 1, siteName: '示例新闻网', count: 4, negative: 1 }]),
  hotWords: table([{ word: '人工智能' }, { word: '诈骗' }]),
});

describe('briefing facts', () => {
  it('reads totals, the main carrier (not 合计), the peak and the top site off the tables', () => {
    const f = briefingFacts(tables(3, 2, 3));
    expect(f).toMatchObject({ total: 8, negative: 3, negativePercent: 37.5 });
    expect(f.topCarrier).toEqual({ name: '微信', count: 5, percent: 62.5 });
    expect(f.peak).toEqual({ time: '2026-11-02', count: 6 });
    expect(f.topMedia).toEqual({ name: '示例新闻网', count: 4 });
  });

  it('writes the 舆情概况 sentence with each sentiment and its share', () => {
    const text = summaryText('专题“人工智能”', briefingFacts(tables(3, 2, 3)));
    expect(text).toBe(
      '监测时段内，专题“人工智能”共监测到相关信息8条，其中正面3条（37.5%），中性2条（25%），负面3条（37.5%）。' +
        '信息主要来源于微信（5条，占62.5%）。信息量峰值出现在2026-11-02（6条）。' +
        '发布最活跃的媒体为示例新闻网（4条）。',
    );
  });

  it('grades the advice by the negative share: none, under 30% and from 30% on', () => {
    expect(adviceText(briefingFacts(tables(5, 3, 0)))).toMatch(/^监测时段内未发现负面信息/);
    expect(adviceText(briefingFacts(tables(5, 3, 2)))).toMatch(
      /^负面信息2条，占比20%，舆情态势总体可控/,
    );
    expect(adviceText(briefingFacts(tables(4, 3, 3)))).toMatch(
      /^负面信息3条，占比达30%，舆情风险较高/,
    );
    expect(adviceText(briefingFacts(tables(1, 0, 1)))).toContain('“人工智能”、“诈骗”');
  });

  it('says nothing about an empty subject', () => {
    const empty = briefingFacts(tables(0, 0, 0));
    expect(summaryText('专题“空”', empty)).toBe('');
    expect(adviceText(empty)).toBe('');
  });
});
