import { AlignmentType, ImageRun, Paragraph, TextRun } from 'docx';
import type { FileChild } from 'docx';
import type { ChartImage } from '../charts/render-png.js';
import { BODY_FONT, COLOR, HEADING_FONT, SIZE } from './styles.js';

/** One piece of a briefing body: a paragraph or a table. */
export type Block = FileChild;

/** What an empty section says. */
export const NO_DATA = '暂无数据';

/** A body paragraph with a two-character first-line indent (Chinese convention). */
export function bodyText(text: string): Paragraph {
  return new Paragraph({
    indent: { firstLine: SIZE.body * 20 },
    spacing: { line: 400, after: 120 },
    children: [new TextRun({ text, font: BODY_FONT, size: SIZE.body })],
  });
}

/** A label followed by a value in bold, as in 「信息总量：12 条」. */
export function labelled(parts: readonly { label: string; value: string }[]): Paragraph {
  return new Paragraph({
    indent: { firstLine: SIZE.body * 20 },
    spacing: { line: 400, after: 120 },
    children: parts.flatMap(({ label, value }, i) => [
      new TextRun({ text: (i > 0 ? '；' : '') + label, font: BODY_FONT, size: SIZE.body }),
      new TextRun({ text: value, font: BODY_FONT, size: SIZE.body, bold: true }),
    ]),
  });
}

/** The grey, centred 暂无数据 line of an empty section (or another note). */
export function emptyNote(text = NO_DATA): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 120, after: 240 },
    children: [new TextRun({ text, font: BODY_FONT, size: SIZE.body, color: COLOR.muted })],
  });
}

/** A small bold caption above a chart or table. */
export function caption(text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 120, after: 60 },
    children: [new TextRun({ text, font: HEADING_FONT, size: SIZE.table, bold: true })],
  });
}

/** A chart image centred on its own line. */
export function chartBlock(image: ChartImage, title: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 120 },
    children: [
      new ImageRun({
        type: 'png',
        data: image.png,
        transformation: { width: image.width, height: image.height },
        altText: { name: title, description: title, title },
      }),
    ],
  });
}
