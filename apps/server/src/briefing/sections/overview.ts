import type { BriefingSection } from '../docx/document.js';
import { bodyText, emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/** The headline numbers the overview prints. */
export interface OverviewNumbers {
  total: number;
  positive: number;
  neutral: number;
  negative: number;
  negativePercent: number;
}

const COLUMNS = [
  { key: 'total', title: '信息总量' },
  { key: 'positive', title: '正面' },
  { key: 'neutral', title: '中性' },
  { key: 'negative', title: '负面' },
  { key: 'negativePercent', title: '负面占比' },
];

/** 舆情概况 (or 数据概览): the summary paragraph, then the headline numbers in one row; 暂无数据 if empty. */
export function overviewSection(
  summary: string,
  facts: OverviewNumbers,
  title = '舆情概况',
): BriefingSection {
  if (facts.total === 0) {
    return { title, blocks: [emptyNote()] };
  }
  const row = {
    total: `${facts.total}条`,
    positive: `${facts.positive}条`,
    neutral: `${facts.neutral}条`,
    negative: `${facts.negative}条`,
    negativePercent: `${facts.negativePercent}%`,
  };
  return {
    title,
    blocks: [
      ...(summary ? [bodyText(summary)] : []),
      ...tableBlock({ columns: COLUMNS, rows: [row] }, { centred: true }),
    ],
  };
}
