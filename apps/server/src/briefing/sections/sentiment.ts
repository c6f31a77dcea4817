import type { Table } from '../../analysis/index.js';
import { sentimentPieOption } from '../charts/options.js';
import { renderChartPng } from '../charts/render-png.js';
import type { BriefingSection } from '../docx/document.js';
import { chartBlock, emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/** 情感分布: the three-colour pie and the 情感/信息量/占比 table; 暂无数据 with no articles. */
export async function sentimentSection(sentiment: Table): Promise<BriefingSection> {
  const title = '情感分布';
  if (sentiment.rows.every((r) => Number(r.count ?? 0) === 0)) {
    return { title, blocks: [emptyNote()] };
  }
  const image = await renderChartPng(sentimentPieOption(sentiment), 600, 280);
  return { title, blocks: [chartBlock(image, title), ...tableBlock(sentiment)] };
}
