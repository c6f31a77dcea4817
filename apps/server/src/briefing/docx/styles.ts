import type { IFontAttributesProperties } from 'docx';

/** 宋体 for body text, with a Latin face for digits and letters. */
export const BODY_FONT: IFontAttributesProperties = {
  ascii: 'Times New Roman',
  hAnsi: 'Times New Roman',
  eastAsia: '宋体',
};

/** 微软雅黑 for the title, headings and table headers. */
export const HEADING_FONT: IFontAttributesProperties = {
  ascii: 'Arial',
  hAnsi: 'Arial',
  eastAsia: '微软雅黑',
};

/** Sizes in half-points (docx): 小二 title, 四号 headings, 小四 body, 五号 tables. */
export const SIZE = { title: 36, heading: 28, body: 24, table: 21, small: 18 } as const;

/** Colours (hex without #). */
export const COLOR = {
  title: '1F3864',
  heading: '1F3864',
  muted: '666666',
  rule: '1677FF',
  headerFill: 'DCE6F2',
  border: 'A6A6A6',
  negative: 'CF1322',
} as const;

/** A4 in twips, with 2.3 cm side margins: the text is 9298 twips (about 620 px) wide. */
export const PAGE = {
  width: 11906,
  height: 16838,
  marginTop: 1440,
  marginBottom: 1440,
  marginSide: 1304,
} as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginSide;
