import { BRIEFING_SECTION_CODES } from '@guanlan/shared';
import { describe, expect, it } from 'vitest';
import {
  chineseNumeral,
  editorNoteText,
  formatPeriod,
  GENERATING_POLL_MS,
  infoItems,
  isPrintMode,
  isSectionEmpty,
  issueDate,
  leadStory,
  mediaBlocks,
  paperState,
  parseReportId,
  pollInterval,
  reportSections,
  sectionHeading,
} from './paper';
import { makeInfo, makeSnapshot } from './paper.fixture';

describe('chineseNumeral', () => {
  it('counts section headings from 一 to 十一 and beyond', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(chineseNumeral)).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '七',
      '八',
      '九',
      '十',
      '十一',
    ]);
    expect(chineseNumeral(20)).toBe('二十');
    expect(chineseNumeral(35)).toBe('三十五');
  });

  it('keeps numbers outside 1–99 in digits', () => {
    expect(chineseNumeral(0)).toBe('0');
    expect(chineseNumeral(100)).toBe('100');
    expect(chineseNumeral(1.5)).toBe('1.5');
  });

  it('writes a heading as 一、数据概览', () => {
    expect(sectionHeading(1, '数据概览')).toBe('一、数据概览');
    expect(sectionHeading(11, '编者按')).toBe('十一、编者按');
  });
});

describe('reportSections', () => {
  it('draws exactly the template sections in the template order, numbered from 一', () => {
    expect(reportSections(['negatives', 'overview', 'editorNote'])).toEqual([
      { key: 'negatives', title: '重点负面信息', heading: '一、重点负面信息' },
      { key: 'overview', title: '数据概览', heading: '二、数据概览' },
      { key: 'editorNote', title: '编者按', heading: '三、编者按' },
    ]);
  });

  it('numbers all eleven sections up to 十一', () => {
    const all = reportSections(BRIEFING_SECTION_CODES);
    expect(all).toHaveLength(11);
    expect(all.at(-1)?.heading).toBe('十一、编者按');
  });

  it('skips unknown codes and repeats without leaving a gap in the numbering', () => {
    const headings = reportSections(['trend', 'retired', 'trend', 'media']).map((s) => s.heading);
    expect(headings).toEqual(['一、信息走势', '二、媒体活跃度']);
  });

  it('draws nothing for a template without sections', () => {
    expect(reportSections([])).toEqual([]);
  });
});

describe('isPrintMode', () => {
  it('is on for print=1 and print=true only', () => {
    expect(isPrintMode('?id=3&print=1')).toBe(true);
    expect(isPrintMode('print=true&id=3')).toBe(true);
    expect(isPrintMode(new URLSearchParams({ id: '3', print: '1' }))).toBe(true);
    expect(isPrintMode('?id=3')).toBe(false);
    expect(isPrintMode('?id=3&print=0')).toBe(false);
    expect(isPrintMode('?id=3&print=')).toBe(false);
    expect(isPrintMode('')).toBe(false);
  });
});

describe('parseReportId', () => {
  it('takes positive integers and refuses the rest', () => {
    expect(parseReportId('42')).toBe(42);
    expect(parseReportId('0')).toBeUndefined();
    expect(parseReportId('-1')).toBeUndefined();
    expect(parseReportId('4a')).toBeUndefined();
    expect(parseReportId(null)).toBeUndefined();
  });
});

describe('report header lines', () => {
  it('lists type, period, generation time and topics', () => {
    expect(infoItems(makeInfo())).toEqual([
      { label: '报告类型', value: '日报' },
      { label: '监测时段', value: '2025-11-23 00:00 至 2025-11-23 23:59' },
      { label: '生成时间', value: '2025-11-24 08:00' },
      { label: '监测专题', value: '人工智能、数据安全' },
    ]);
  });

  it('falls back to the snapshot subject when no topic names are given', () => {
    const items = infoItems(makeInfo({ topicNames: [] }));
    expect(items.at(-1)).toEqual({ label: '监测专题', value: '专题“人工智能”' });
  });

  it('says 待生成报告 for a report without a window', () => {
    expect(formatPeriod(null, null)).toBe('待生成报告');
  });

  it('dates a 媒体版 issue with its weekday', () => {
    expect(issueDate('2025-11-24 08:00:03')).toBe('2025年11月24日 星期一');
    expect(issueDate(null)).toBe('');
  });
});

describe('paperState and polling', () => {
  it('draws a snapshot whatever the status', () => {
    expect(paperState(makeInfo()).kind).toBe('ready');
  });

  it('shows progress while generating and polls every 1.5 s', () => {
    const info = makeInfo({
      snapshot: null,
      status: 'generating',
      progress: 42,
      progressText: '统计情感分布…',
    });
    expect(paperState(info)).toEqual({ kind: 'generating', percent: 42, text: '统计情感分布…' });
    expect(pollInterval(info)).toBe(GENERATING_POLL_MS);
    expect(GENERATING_POLL_MS).toBe(1500);
  });

  it('says 待生成 for a pending report and the error text for a failed one', () => {
    expect(paperState(makeInfo({ snapshot: null, status: 'pending' }))).toEqual({
      kind: 'pending',
    });
    const failed = makeInfo({ snapshot: null, status: 'failed', errorText: '数据库繁忙' });
    expect(paperState(failed)).toEqual({ kind: 'failed', text: '数据库繁忙' });
    expect(pollInterval(failed)).toBe(false);
  });

  it('stops polling once the snapshot is there', () => {
    expect(pollInterval(makeInfo())).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});

describe('isSectionEmpty', () => {
  const snapshot = makeSnapshot();

  it('finds data in filled sections and none in empty ones', () => {
    expect(isSectionEmpty('sentiment', snapshot, '')).toBe(false);
    expect(isSectionEmpty('trend', snapshot, '')).toBe(false);
    expect(isSectionEmpty('carrier', snapshot, '')).toBe(false);
    expect(isSectionEmpty('events', snapshot, '')).toBe(true);
  });

  it('treats zero-filled tables as empty but always shows the overview numbers', () => {
    const zero = makeSnapshot({
      sentiment: { columns: [], rows: [{ sentiment: 'positive', count: 0 }] },
      carriers: { columns: [], rows: [{ carrier: 'total', total: 0 }] },
    });
    expect(isSectionEmpty('sentiment', zero, '')).toBe(true);
    expect(isSectionEmpty('carrier', zero, '')).toBe(true);
    expect(isSectionEmpty('overview', zero, '')).toBe(false);
  });

  it('falls back from 编者按 to the 研判建议 and is empty only without both', () => {
    expect(editorNoteText('  ', '建议关注')).toEqual({ label: '研判建议', text: '建议关注' });
    expect(editorNoteText('编者的话', '建议关注')).toEqual({ text: '编者的话' });
    expect(isSectionEmpty('editorNote', { ...snapshot, adviceText: '' }, '')).toBe(true);
  });
});

describe('媒体版 layout', () => {
  it('leads with the top negative article of a shown section', () => {
    const lead = leadStory(makeSnapshot(), ['negatives', 'analystArticles']);
    expect(lead).toMatchObject({
      kicker: '重点负面',
      title: '某地算法推荐引争议',
      isNegative: true,
    });
    expect(leadStory(makeSnapshot(), ['analystArticles'])?.title).toBe('分析师选入的文章');
    expect(leadStory(makeSnapshot(), ['overview'])).toBeUndefined();
  });

  it('puts runs of chart sections in a grid and keeps the template order', () => {
    const blocks = mediaBlocks(
      reportSections(['overview', 'sentiment', 'carrier', 'trend', 'region', 'negatives']),
    );
    expect(
      blocks.map((b) =>
        b.kind === 'grid' ? b.sections.map((s) => s.key).join('+') : b.section.key,
      ),
    ).toEqual(['overview', 'sentiment+carrier', 'trend', 'region', 'negatives']);
  });

  it('sets an odd chart out after the pairs at full width', () => {
    const blocks = mediaBlocks(
      reportSections(['sentiment', 'carrier', 'hotWords', 'media', 'region']),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['grid', 'full']);
    expect(blocks[1]).toMatchObject({ kind: 'full', section: { key: 'region' } });
  });
});
