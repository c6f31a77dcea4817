import type { BriefingInfo, BriefingSnapshot } from '@guanlan/shared';

/** A generated report as findBriefingInfo answers it, for the pure-function tests. */
export function makeSnapshot(
  overrides: Partial<BriefingSnapshot['tables']> = {},
): BriefingSnapshot {
  return {
    generatedAt: '2025-11-24 08:00:03',
    subject: '专题“人工智能”',
    facts: { total: 120, positive: 30, neutral: 60, negative: 30, negativePercent: 25 },
    summaryText: '监测时段内共监测到相关信息120条。',
    adviceText: '建议持续关注负面信息的传播走势。',
    tables: {
      trend: {
        granularity: 'hour',
        columns: [
          { key: 'time', title: '时间' },
          { key: 'count', title: '信息量' },
        ],
        rows: [
          { time: '2025-11-23 00:00', count: 3 },
          { time: '2025-11-23 01:00', count: 0 },
        ],
      },
      sentiment: {
        columns: [
          { key: 'name', title: '情感' },
          { key: 'count', title: '信息量' },
        ],
        rows: [
          { sentiment: 'positive', name: '正面', count: 30 },
          { sentiment: 'neutral', name: '中性', count: 60 },
          { sentiment: 'negative', name: '负面', count: 30 },
        ],
      },
      carriers: {
        columns: [
          { key: 'name', title: '载体' },
          { key: 'total', title: '信息总量' },
        ],
        rows: [
          { carrier: 'web', name: '网站', total: 100, positive: 20, neutral: 50, negative: 30 },
          { carrier: 'total', name: '合计', total: 100, positive: 20, neutral: 50, negative: 30 },
        ],
      },
      regions: {
        columns: [
          { key: 'name', title: '地区' },
          { key: 'count', title: '信息量' },
        ],
        rows: [{ code: '110000', name: '北京市', mapName: '北京', count: 12 }],
      },
      hotWords: {
        columns: [
          { key: 'word', title: '热词' },
          { key: 'weight', title: '权重' },
        ],
        rows: [{ word: '大模型', weight: 9, articles: 12 }],
      },
      media: {
        columns: [
          { key: 'rank', title: '排名' },
          { key: 'siteName', title: '媒体名称' },
        ],
        rows: [{ rank: 1, siteName: '人民网', count: 8, negative: 1 }],
      },
      negatives: {
        columns: [{ key: 'title', title: '标题' }],
        rows: [
          {
            title: '某地算法推荐引争议',
            siteName: '新京报',
            publishTime: '2025-11-23 10:12:00',
            summary: '摘要',
            url: 'https://example.cn/a',
          },
        ],
      },
      analystArticles: {
        columns: [{ key: 'title', title: '标题' }],
        rows: [{ rank: 1, title: '分析师选入的文章', category: '政策', siteName: '新华网' }],
      },
      events: { columns: [{ key: 'eventName', title: '事件名称' }], rows: [] },
      ...overrides,
    },
  };
}

export function makeInfo(overrides: Partial<BriefingInfo> = {}): BriefingInfo {
  return {
    briefingId: 7,
    briefingTitle: '人工智能舆情日报',
    briefingStartTime: '2025-11-23 00:00:00',
    briefingEndTime: '2025-11-23 23:59:59',
    templateType: 1,
    briefingType: 'day',
    templateId: 1,
    templateName: '通用版模板',
    status: 'done',
    progress: 100,
    progressText: null,
    errorText: null,
    source: 'auto',
    topicNames: ['人工智能', '数据安全'],
    generatedAt: '2025-11-24 08:00:03',
    sentAt: null,
    scheduledAt: null,
    specialIds: [1, 2],
    editorNote: '',
    template: {
      templateId: 1,
      templateName: '通用版模板',
      templateType: 1,
      sections: ['overview', 'sentiment', 'negatives', 'editorNote'],
      headerText: '内部资料 注意保存',
      footerText: '观澜舆情监测中心',
      builtIn: true,
      updatedAt: '2025-11-01 09:00:00',
    },
    snapshot: makeSnapshot(),
    ...overrides,
  };
}
