import type { Table } from '../../analysis/index.js';
import { rankingBarOption } from '../charts/options.js';
import { renderChartPng } from '../charts/render-png.js';
import type { BriefingSection } from '../docx/document.js';
import { chartBlock, emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/**
 * 地域分布: the ten most mentioned areas of a region table as bars and as a 排名/地区/信息量
 * table; areas never mentioned are left out, and 暂无数据 shows when none is.
 */
export async function regionSection(regions: Table, top = 10): Promise<BriefingSection> {
  const title = '地域分布';
  const rows = regions.rows
    .filter((r) => Number(r.count ?? 0) > 0)
    .slice(0, top)
    .map((r, i) => ({ ...r, rank: i + 1 }));
  if (rows.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  const image = await renderChartPng(
    rankingBarOption({ columns: regions.columns, rows }, 'name', 'count', top),
    600,
    Math.max(160, 40 + rows.length * 28),
  );
  const columns = [
    { key: 'rank', title: '排名' },
    { key: 'name', title: '地区' },
    { key: 'count', title: '信息量' },
  ];
  return {
    title,
    blocks: [chartBlock(image, title), ...tableBlock({ columns, rows }, { weights: [1, 3, 2] })],
  };
}
