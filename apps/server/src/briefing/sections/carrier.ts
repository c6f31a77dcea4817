import type { Table } from '../../analysis/index.js';
import { carrierBarOption } from '../charts/options.js';
import { renderChartPng } from '../charts/render-png.js';
import type { BriefingSection } from '../docx/document.js';
import { chartBlock, emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/**
 * 载体分布: the carrier-statistics table as stacked sentiment bars, then its rows that have
 * articles plus the 合计 row; 暂无数据 when no carrier has any.
 */
export async function carrierSection(carriers: Table): Promise<BriefingSection> {
  const title = '载体分布';
  const rows = carriers.rows.filter((r) => Number(r.total ?? 0) > 0);
  if (rows.every((r) => r.carrier === 'total')) {
    return { title, blocks: [emptyNote()] };
  }
  const image = await renderChartPng(carrierBarOption(carriers), 600, 280);
  return {
    title,
    blocks: [
      chartBlock(image, title),
      ...tableBlock({ columns: carriers.columns, rows }, { weights: [2, 2, 2, 1.5, 1.5, 1.5] }),
    ],
  };
}
