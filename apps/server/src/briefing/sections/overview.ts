import type { BriefingSection } from '../docx/document.js';
import { bodyText, emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';
import type { BriefingFacts } from './facts.js';
import { summaryText } from './facts.js';

const COLUMNS = [
  { key: 'total', title: '信息总量' },
  { key: 'positive', title: '正面' },
  { key: 'neutral', title: '中性' },
  { key: 'negative', title: '负面' },
  { key: 'negativePercent', title: '负面占比' },
];

/** 舆情概况: the summary paragraph, then the headline numbers in one row; 暂无数据 if empty. */
export function overviewSection(subject: string, facts: BriefingFacts): BriefingSection {
  const title = '舆情概况';
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
      bodyText(summaryText(subject, facts)),
      ...tableBlock({ columns: COLUMNS, rows: [row] }, { centred: true }),
    ],
  };
}
