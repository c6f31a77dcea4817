import type ExcelJS from 'exceljs';
import { formatCn } from '@guanlan/shared';
import type { Table } from './table.js';
import { FileResult, safeFileName } from '../platform/http/file-result.js';

export interface XlsxOptions {
  /** Worksheet name; characters Excel forbids are replaced and it is cut to 31. */
  sheetName: string;
  /** An optional title line above the header row, merged across the columns. */
  title?: string;
}

// exceljs omits a width of exactly 9 (its default), so the minimum sits above it.
const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Display width in Excel's character units: CJK and full-width characters count two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    width += WIDE.test(ch) ? 2 : 1;
  }
  return width;
}

/** Excel forbids `[ ] : * ? / \` in sheet names and allows at most 31 characters. */
function safeSheetName(name: string): string {
  const cleaned = [...name.replace(/[[\]:*?/\\]/g, '_').trim()].slice(0, 31).join('');
  return cleaned || 'Sheet1';
}

/**
 * Renders an analysis table as an .xlsx workbook: the optional title, then the Chinese header
 * row in bold (frozen), then one row per table row with the listed columns only. Columns are as
 * wide as their longest cell (CJK counted double), between 10 and 60 characters.
 */
export async function tableToXlsx(table: Table, options: XlsxOptions): Promise<Buffer> {
  return tablesToXlsx([{ table, ...options }]);
}

/** Several tables as one workbook, one worksheet each (in order), laid out as tableToXlsx. */
export async function tablesToXlsx(
  sheets: readonly (XlsxOptions & { table: Table })[],
): Promise<Buffer> {
  // exceljs (~10 MB of code) loads on the first export, not in every process.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = '观澜舆情';
  const used = new Set<string>();
  for (const { table, ...options } of sheets) {
    let name = safeSheetName(options.sheetName);
    for (let n = 2; used.has(name); n += 1) {
      name = safeSheetName(`${options.sheetName.slice(0, 27)}(${n})`);
    }
    used.add(name);
    addSheet(workbook.addWorksheet(name), table, options.title);
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

function addSheet(sheet: ExcelJS.Worksheet, table: Table, title: string | undefined): void {
  const width = Math.max(1, table.columns.length);
  let headerRow = 1;
  if (title) {
    const titleRow = sheet.addRow([title]);
    titleRow.font = { bold: true, size: 14 };
    sheet.mergeCells(1, 1, 1, width);
    headerRow = 2;
  }
  const header = sheet.addRow(table.columns.map((c) => c.title));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
  });
  for (const row of table.rows) {
    sheet.addRow(table.columns.map((c) => row[c.key] ?? ''));
  }
  table.columns.forEach((c, i) => {
    const longest = table.rows.reduce(
      (w, row) => Math.max(w, displayWidth(String(row[c.key] ?? ''))),
      displayWidth(c.title),
    );
    sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  sheet.views = [{ state: 'frozen', ySplit: headerRow }];
}

/**
 * The download name of an analysis export: the Chinese title and the Shanghai time of export,
 * e.g. `专题情感走势_20261102_0900.xlsx` (the route sets it as a UTF-8 Content-Disposition).
 */
export function xlsxFileName(title: string, now: number): string {
  const stamp = formatCn(now).replace(/-/g, '').replace(' ', '_').replace(/:/g, '').slice(0, 13);
  const safe = safeFileName(title, '导出');
  return `${safe}_${stamp}.xlsx`;
}

/** Excel's mime type. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A table as a download: the workbook of tableToXlsx (its title line above the header) named
 * `<title>_<YYYYMMDD_HHmm>.xlsx` at `now`.
 */
export async function xlsxDownload(
  table: Table,
  options: XlsxOptions & { title: string },
  now: number,
): Promise<FileResult> {
  const body = await tableToXlsx(table, options);
  return new FileResult(xlsxFileName(options.title, now), XLSX_MIME, body);
}
