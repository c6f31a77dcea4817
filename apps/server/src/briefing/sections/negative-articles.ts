import type { Table } from '../../analysis/index.js';
import type { BriefingSection } from '../docx/document.js';
import { emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';
import { COLOR } from '../docx/styles.js';

const COLUMNS = [
  { key: 'rank', title: '序号' },
  { key: 'title', title: '标题' },
  { key: 'siteName', title: '来源' },
  { key: 'carrierName', title: '载体' },
  { key: 'time', title: '发布时间' },
];

/**
 * 重点负面信息: the rows of an article-list table (analysis/article-list.ts) as 序号/标题/来源/
 * 载体/发布时间, printed in red; 暂无数据 when there are none.
 */
export function negativeArticlesSection(articles: Table, top = 10): BriefingSection {
  const title = '重点负面信息';
  const rows = articles.rows.slice(0, top).map((r, i) => ({
    ...r,
    rank: i + 1,
    time: String(r.publishTime ?? '').slice(0, 16),
  }));
  if (rows.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  return {
    title,
    blocks: tableBlock(
      { columns: COLUMNS, rows },
      { weights: [0.8, 5, 2, 1.2, 2.4], rowColor: () => COLOR.negative },
    ),
  };
}
