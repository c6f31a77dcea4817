import { Paragraph, TextRun } from 'docx';
import type { Table } from '../../analysis/index.js';
import type { BriefingSection } from '../docx/document.js';
import { bodyText, emptyNote } from '../docx/blocks.js';
import { BODY_FONT, COLOR, HEADING_FONT, SIZE } from '../docx/styles.js';

/**
 * 重点关注信息: the articles analysts added, in their order — each as a bold numbered title
 * (with its category), a grey source line and its summary; 暂无数据 when none were added.
 */
export function analystArticlesSection(articles: Table, title = '重点关注信息'): BriefingSection {
  if (articles.rows.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  const blocks = articles.rows.flatMap((r, i) => {
    const category = String(r.category ?? '').trim();
    const summary = String(r.summary ?? '').trim();
    return [
      new Paragraph({
        spacing: { before: 120, after: 40 },
        keepNext: true,
        children: [
          new TextRun({
            text: `${i + 1}. ${category ? `【${category}】` : ''}${String(r.title)}`,
            font: HEADING_FONT,
            size: SIZE.body,
            bold: true,
            color: r.sentiment === 'negative' ? COLOR.negative : undefined,
          }),
        ],
      }),
      new Paragraph({
        spacing: { after: 60 },
        children: [
          new TextRun({
            text: [
              r.siteName,
              r.carrierName,
              String(r.publishTime ?? '').slice(0, 16),
              r.sentimentName,
            ]
              .filter((x) => x)
              .join(' · '),
            font: BODY_FONT,
            size: SIZE.small,
            color: COLOR.muted,
          }),
        ],
      }),
      ...(summary ? [bodyText(summary)] : []),
    ];
  });
  return { title, blocks };
}
