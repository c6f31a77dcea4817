import type { Table, TableRow } from '../../analysis/index.js';
import type { BriefingSection } from '../docx/document.js';
import { bodyText, emptyNote } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

const PER_ROW = 4;

/**
 * 热词: the first `top` words of a hot-word table, ranked, four to a row, each with the number
 * of articles it comes from; 暂无数据 when there are none.
 */
export function hotWordsSection(hotWords: Table, top = 20): BriefingSection {
  const title = '热词分析';
  const words = hotWords.rows.slice(0, top);
  if (words.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  const columns = Array.from({ length: PER_ROW }, (_, i) => ({ key: `c${i}`, title: '热词' }));
  const rows: TableRow[] = [];
  words.forEach((w, i) => {
    const row = rows[Math.floor(i / PER_ROW)] ?? {};
    row[`c${i % PER_ROW}`] = `${i + 1}. ${String(w.word)}（${Number(w.articles ?? 0)}篇）`;
    rows[Math.floor(i / PER_ROW)] = row;
  });
  const lead = words
    .slice(0, 5)
    .map((w) => `“${String(w.word)}”`)
    .join('、');
  return {
    title,
    blocks: [
      bodyText(`监测时段内出现频率较高的关键词为${lead}等。`),
      ...tableBlock({ columns, rows }, { header: false }),
    ],
  };
}
