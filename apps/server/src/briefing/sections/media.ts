import type { Table } from '../../analysis/index.js';
import type { BriefingSection } from '../docx/document.js';
import { emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/** 媒体活跃度排行: the media-leaders table (排名/媒体名称/信息量/负面信息量); 暂无数据 if empty. */
export function mediaSection(media: Table, top = 10): BriefingSection {
  const title = '媒体活跃度排行';
  if (media.rows.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  return { title, blocks: tableBlock(media, { limit: top, weights: [1, 4, 2, 2] }) };
}
