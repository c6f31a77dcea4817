import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import type { Table as AnalysisTable, TableColumn } from '../../analysis/index.js';
import type { Block } from './blocks.js';
import { emptyNote } from './blocks.js';
import { BODY_FONT, COLOR, CONTENT_WIDTH, HEADING_FONT, SIZE } from './styles.js';

export interface TableBlockOptions {
  /** The columns to show, in order (default: the table's own columns). */
  columns?: readonly TableColumn[];
  /** Relative column widths (default: equal). */
  weights?: readonly number[];
  /** At most this many rows. */
  limit?: number;
  /** Centre every cell, text too (a row of headline numbers). */
  centred?: boolean;
  /** Whether to print the header row (default true; a word grid has none). */
  header?: boolean;
  /** Cell text colour per row (hex without #), e.g. red for negative rows. */
  rowColor?: (row: AnalysisTable['rows'][number]) => string | undefined;
}

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: COLOR.border };
const BORDERS = {
  top: BORDER,
  bottom: BORDER,
  left: BORDER,
  right: BORDER,
  insideHorizontal: BORDER,
  insideVertical: BORDER,
};

interface CellOptions {
  header?: boolean;
  /** Numbers and headers are centred, text is left-aligned. */
  centred?: boolean;
  color?: string;
}

function cell(text: string, width: number, opts: CellOptions) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.CENTER,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(opts.header
      ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: COLOR.headerFill } }
      : {}),
    children: [
      new Paragraph({
        alignment: opts.header || opts.centred ? AlignmentType.CENTER : AlignmentType.LEFT,
        children: [
          new TextRun({
            text,
            font: opts.header ? HEADING_FONT : BODY_FONT,
            size: SIZE.table,
            bold: opts.header ?? false,
            ...(opts.color ? { color: opts.color } : {}),
          }),
        ],
      }),
    ],
  });
}

/**
 * An analysis table as a bordered Word table with a shaded header row, across the text width;
 * a table without rows becomes the 暂无数据 note.
 */
export function tableBlock(table: AnalysisTable, options: TableBlockOptions = {}): Block[] {
  const rows = table.rows.slice(0, options.limit ?? table.rows.length);
  if (rows.length === 0) {
    return [emptyNote()];
  }
  const columns = options.columns ?? table.columns;
  const weights = options.weights ?? columns.map(() => 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = columns.map((_, i) => Math.floor((CONTENT_WIDTH * (weights[i] ?? 1)) / sum));
  const header = new TableRow({
    tableHeader: true,
    children: columns.map((c, i) => cell(c.title, widths[i]!, { header: true })),
  });
  const body = rows.map((row) => {
    const color = options.rowColor?.(row);
    return new TableRow({
      cantSplit: true,
      children: columns.map((c, i) => {
        const value = row[c.key];
        const centred = options.centred === true || typeof value === 'number';
        return cell(String(value ?? ''), widths[i]!, color ? { color, centred } : { centred });
      }),
    });
  });
  return [
    new Table({
      width: { size: CONTENT_WIDTH, type: WidthType.DXA },
      columnWidths: widths,
      borders: BORDERS,
      rows: options.header === false ? body : [header, ...body],
    }),
    new Paragraph({ spacing: { after: 120 }, children: [] }),
  ];
}
