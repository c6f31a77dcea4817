import type { AnalysisTableData } from '@guanlan/shared';
import { seriesColor } from '../palette';
import { numberAt, textAt } from './table';

/** The word cloud is laid out on a fixed 800×500 canvas with 12–50 px words (SPEC §9). */
export const WORD_CLOUD_CANVAS = { width: 800, height: 500 } as const;
export const WORD_FONT_RANGE: [number, number] = [12, 50];

/** Scale that fits the 800×500 canvas into `width` (and `maxHeight`) without enlarging it. */
export function canvasScale(width: number, maxHeight = Infinity): number {
  const byWidth = width > 0 ? width / WORD_CLOUD_CANVAS.width : 1;
  return Math.min(1, byWidth, maxHeight / WORD_CLOUD_CANVAS.height);
}

/** Whether a 热词云 table (rows `word`, `weight`, `articles`) has no word with weight. */
export function isWordCloudEmpty(table: AnalysisTableData | undefined): boolean {
  return !table?.rows.some((row) => textAt(row, 'word') !== '' && numberAt(row, 'weight') > 0);
}

/**
 * 热词云: words sized by weight between 12 and 50 px, upright, each in a palette colour by
 * rank; words that do not fit the canvas are left out rather than shrunk below 12 px.
 */
export function wordCloudOption(table: AnalysisTableData) {
  const data = table.rows
    .filter((row) => textAt(row, 'word') !== '' && numberAt(row, 'weight') > 0)
    .map((row, index) => ({
      name: textAt(row, 'word'),
      value: numberAt(row, 'weight'),
      articles: numberAt(row, 'articles'),
      textStyle: { color: seriesColor(index) },
    }));
  return {
    tooltip: {
      confine: true,
      formatter: (params: { name: string; data?: { articles?: number } }) =>
        `${params.name}：${params.data?.articles ?? 0} 篇文章`,
    },
    series: [
      {
        type: 'wordCloud',
        left: 0,
        top: 0,
        width: WORD_CLOUD_CANVAS.width,
        height: WORD_CLOUD_CANVAS.height,
        shape: 'circle',
        sizeRange: WORD_FONT_RANGE,
        rotationRange: [0, 0],
        gridSize: 8,
        drawOutOfBound: false,
        shrinkToFit: false,
        // Drawn in one pass: the cloud appears complete instead of word by word.
        layoutAnimation: false,
        textStyle: { fontWeight: 'bold' },
        emphasis: { textStyle: { textShadowBlur: 6, textShadowColor: 'rgba(0,0,0,0.25)' } },
        data,
      },
    ],
  };
}
