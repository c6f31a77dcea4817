import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import type { Block } from './blocks.js';
import { BODY_FONT, COLOR, HEADING_FONT, PAGE, SIZE } from './styles.js';

/** One numbered part of a briefing (一、舆情概况 …) and its body. */
export interface BriefingSection {
  title: string;
  blocks: Block[];
}

/** A whole briefing: the title block and its sections in order. */
export interface BriefingDocument {
  /** The big title, e.g. 「人工智能」专题简报. */
  title: string;
  /** Small lines under the title: 监测时段, 生成时间 … */
  infoLines: readonly string[];
  sections: readonly BriefingSection[];
  /** A line above the title in red, e.g. 内部资料 注意保存 (report templates). */
  headerText?: string;
  /** A closing line after the last section (report templates). */
  footerText?: string;
}

/** The product name in every page header. */
export const PRODUCT_NAME = '观澜舆情';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 一 … 十, then 十一 … 十九 for longer reports. */
export function chineseNumeral(n: number): string {
  if (n <= 10) {
    return NUMERALS[n - 1] ?? String(n);
  }
  return n < 20 ? `十${NUMERALS[n - 11]}` : String(n);
}

function titleBlock(doc: BriefingDocument): Paragraph[] {
  const header = doc.headerText?.trim()
    ? [
        new Paragraph({
          alignment: AlignmentType.LEFT,
          spacing: { after: 120 },
          children: [
            new TextRun({
              text: doc.headerText.trim(),
              font: HEADING_FONT,
              size: SIZE.small + 3,
              bold: true,
              color: COLOR.negative,
            }),
          ],
        }),
      ]
    : [];
  return [
    ...header,
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 240, after: 200 },
      children: [
        new TextRun({
          text: doc.title,
          font: HEADING_FONT,
          size: SIZE.title,
          bold: true,
          color: COLOR.title,
        }),
      ],
    }),
    ...doc.infoLines.map(
      (line, i) =>
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: i === doc.infoLines.length - 1 ? 240 : 40 },
          ...(i === doc.infoLines.length - 1
            ? {
                border: {
                  bottom: { style: BorderStyle.SINGLE, size: 12, color: COLOR.rule, space: 8 },
                },
              }
            : {}),
          children: [
            new TextRun({ text: line, font: BODY_FONT, size: SIZE.small + 3, color: COLOR.muted }),
          ],
        }),
    ),
  ];
}

function sectionHeading(index: number, title: string): Paragraph {
  return new Paragraph({
    spacing: { before: 280, after: 140 },
    keepNext: true,
    children: [
      new TextRun({
        text: `${chineseNumeral(index)}、${title}`,
        font: HEADING_FONT,
        size: SIZE.heading,
        bold: true,
        color: COLOR.heading,
      }),
    ],
  });
}

function closingLine(text: string | undefined): Paragraph[] {
  if (!text?.trim()) {
    return [];
  }
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 360 },
      border: { top: { style: BorderStyle.SINGLE, size: 4, color: COLOR.border, space: 8 } },
      children: [
        new TextRun({ text: text.trim(), font: BODY_FONT, size: SIZE.small, color: COLOR.muted }),
      ],
    }),
  ];
}

const pageHeader = () =>
  new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: COLOR.border, space: 4 } },
        children: [
          new TextRun({
            text: PRODUCT_NAME,
            font: HEADING_FONT,
            size: SIZE.small,
            color: COLOR.muted,
          }),
        ],
      }),
    ],
  });

const pageFooter = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: ['第 ', PageNumber.CURRENT, ' 页 / 共 ', PageNumber.TOTAL_PAGES, ' 页'],
            font: BODY_FONT,
            size: SIZE.small,
            color: COLOR.muted,
          }),
        ],
      }),
    ],
  });

/**
 * Packs a briefing into .docx bytes: A4 portrait, 观澜舆情 in the header, 第 N 页 / 共 M 页 in
 * the footer, Chinese fonts (宋体 body, 微软雅黑 headings) and numbered sections.
 */
export async function packBriefing(doc: BriefingDocument): Promise<Buffer> {
  const document = new Document({
    creator: PRODUCT_NAME,
    title: doc.title,
    styles: {
      default: {
        document: {
          run: {
            font: BODY_FONT,
            size: SIZE.body,
            language: { value: 'zh-CN', eastAsia: 'zh-CN' },
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.marginTop,
              bottom: PAGE.marginBottom,
              left: PAGE.marginSide,
              right: PAGE.marginSide,
              header: 720,
              footer: 720,
            },
          },
        },
        headers: { default: pageHeader() },
        footers: { default: pageFooter() },
        children: [
          ...titleBlock(doc),
          ...doc.sections.flatMap((s, i) => [sectionHeading(i + 1, s.title), ...s.blocks]),
          ...closingLine(doc.footerText),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
