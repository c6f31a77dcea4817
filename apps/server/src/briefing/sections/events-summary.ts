import type { Table } from '../../analysis/index.js';
import type { BriefingSection } from '../docx/document.js';
import { emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/** 事件摘要: the events active in the period with their numbers in it; 暂无数据 when none. */
export function eventsSummarySection(events: Table, title = '事件摘要'): BriefingSection {
  if (events.rows.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  return { title, blocks: tableBlock(events, { weights: [3, 1.2, 3.4, 1.4, 1.4, 1.4] }) };
}
