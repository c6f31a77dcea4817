import { XLSX_MIME, tableToXlsx, xlsxFileName } from '../../analysis/excel.js';
import type { Table } from '../../analysis/table.js';
import { FileResult, safeFileName } from '../../platform/http/file-result.js';

interface RecordRow {
  recordId: number;
  time: string;
  speaker: string;
  senderId: string;
  content: string;
  recalled: boolean;
  hit: boolean;
}

const COLUMNS = [
  { key: 'time', title: '时间' },
  { key: 'speaker', title: '发言人' },
  { key: 'senderId', title: '发言人账号' },
  { key: 'content', title: '内容' },
  { key: 'recalled', title: '已撤回' },
  { key: 'hit', title: '命中关键词' },
];

function csvCell(v: string | number): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A meet's records as Excel (default) or CSV (UTF-8 with BOM so Excel reads Chinese). */
export async function recordsFile(
  title: string,
  rows: RecordRow[],
  extension: string | undefined,
  now: number,
): Promise<FileResult> {
  const table: Table = {
    columns: COLUMNS,
    rows: rows.map((r) => ({
      time: r.time,
      speaker: r.speaker,
      senderId: r.senderId,
      content: r.content,
      recalled: r.recalled ? '是' : '',
      hit: r.hit ? '是' : '',
    })),
  };
  if (extension === 'csv') {
    const lines = [
      COLUMNS.map((c) => c.title).join(','),
      ...table.rows.map((r) => COLUMNS.map((c) => csvCell(r[c.key] ?? '')).join(',')),
    ];
    const name = xlsxFileName(title, now).replace(/\.xlsx$/, '.csv');
    return new FileResult(
      safeFileName(name, 'records.csv'),
      'text/csv; charset=utf-8',
      Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8'),
    );
  }
  const body = await tableToXlsx(table, { sheetName: '会话记录', title });
  return new FileResult(xlsxFileName(title, now), XLSX_MIME, body);
}
