import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableToXlsx, xlsxFileName } from './excel.js';
import type { Table } from './table.js';

const TABLE: Table = {
  columns: [
    { key: 'name', title: '情感' },
    { key: 'count', title: '信息量' },
    { key: 'percent', title: '占比(%)' },
  ],
  rows: [
    { sentiment: 'positive', name: '正面（含转载）', count: 1, percent: 16.67 },
    { sentiment: 'negative', name: '负面', count: 5, percent: 83.33 },
  ],
};

async function open(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

const texts = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe('tableToXlsx', () => {
  it('writes the Chinese header row in bold, then the listed columns of each row', async () => {
    const workbook = await open(await tableToXlsx(TABLE, { sheetName: '情感分布' }));
    const sheet = workbook.getWorksheet('情感分布')!;
    expect(texts(sheet.getRow(1))).toEqual(['情感', '信息量', '占比(%)']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(texts(sheet.getRow(2))).toEqual(['正面（含转载）', 1, 16.67]);
    expect(texts(sheet.getRow(3))).toEqual(['负面', 5, 83.33]);
    expect(sheet.rowCount).toBe(3);
  });

  it('puts an optional title above the header and sizes columns for Chinese text', async () => {
    const buffer = await tableToXlsx(TABLE, { sheetName: '专题/情感:分布', title: '专题情感分布' });
    const sheet = (await open(buffer)).worksheets[0]!;
    expect(sheet.name).toBe('专题_情感_分布');
    expect(sheet.getRow(1).getCell(1).value).toBe('专题情感分布');
    expect(texts(sheet.getRow(2))).toEqual(['情感', '信息量', '占比(%)']);
    // 正面（含转载）: seven wide characters = 14, plus 2 padding; 信息量 (6 + 2) is raised to 10.
    expect(sheet.getColumn(1).width).toBe(16);
    expect(sheet.getColumn(2).width).toBe(10);
  });

  it('names the download after the Chinese title and the Shanghai export time', () => {
    const now = Date.UTC(2026, 10, 2, 1, 5, 0);
    expect(xlsxFileName('专题情感走势', now)).toBe('专题情感走势_20261102_0905.xlsx');
    expect(xlsxFileName('a/b', now)).toBe('a_b_20261102_0905.xlsx');
  });
});
