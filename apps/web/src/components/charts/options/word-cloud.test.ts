import { describe, expect, it } from 'vitest';
import { canvasScale, isWordCloudEmpty, wordCloudOption } from './word-cloud';

const words = {
  columns: [
    { key: 'word', title: '热词' },
    { key: 'weight', title: '权重' },
    { key: 'articles', title: '文章数' },
  ],
  rows: [
    { word: '点赞', weight: 89.5, articles: 133 },
    { word: '', weight: 5, articles: 1 },
    { word: '回应', weight: 0, articles: 0 },
    { word: '办事', weight: 57.5, articles: 85 },
  ],
};

describe('wordCloudOption', () => {
  it('lays words out on an 800×500 canvas at 12 to 50 px, upright, never shrunk', () => {
    const [series] = wordCloudOption(words).series;
    expect(series).toMatchObject({
      type: 'wordCloud',
      width: 800,
      height: 500,
      sizeRange: [12, 50],
      rotationRange: [0, 0],
      shrinkToFit: false,
      drawOutOfBound: false,
    });
  });

  it('keeps named words with weight, coloured by rank', () => {
    const [series] = wordCloudOption(words).series;
    expect(series?.data).toEqual([
      { name: '点赞', value: 89.5, articles: 133, textStyle: { color: '#3a7bd5' } },
      { name: '办事', value: 57.5, articles: 85, textStyle: { color: '#2fb57a' } },
    ]);
  });

  it('is empty without a weighted word', () => {
    expect(isWordCloudEmpty(words)).toBe(false);
    expect(isWordCloudEmpty({ ...words, rows: [words.rows[1]!, words.rows[2]!] })).toBe(true);
    expect(isWordCloudEmpty(undefined)).toBe(true);
  });
});

describe('canvasScale', () => {
  it('scales the canvas down to the card, never up, and fits a height limit', () => {
    expect(canvasScale(400)).toBe(0.5);
    expect(canvasScale(1200)).toBe(1);
    expect(canvasScale(800, 250)).toBe(0.5);
    expect(canvasScale(0)).toBe(1);
  });
});
