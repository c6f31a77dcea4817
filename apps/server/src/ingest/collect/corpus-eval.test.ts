import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bigramF1, evaluateCorpus, shanghaiMinute } from './corpus-eval.js';

const CONSTRUCTED = fileURLToPath(new URL('../../../test/fixtures/extract', import.meta.url));
const REAL = fileURLToPath(new URL('../../../test/fixtures/extract-real', import.meta.url));

describe('extraction corpus', () => {
  it('scores bigram F1 and minutes as defined', () => {
    expect(bigramF1('甲乙丙丁', '甲乙丙丁')).toBe(1);
    // 3 bigrams each, 2 shared: P = R = 2/3.
    expect(bigramF1('甲乙丙丁', '甲乙丙戊')).toBeCloseTo(2 / 3, 5);
    expect(bigramF1('', '甲乙')).toBe(0);
    expect(shanghaiMinute(Date.parse('2024-03-05T00:30:59Z'))).toBe('2024-03-05 08:30');
  });

  // Floors a little under what `npm run eval:extract` reaches, so a regression cannot slip in.
  it('keeps the figures on the real pages and feeds above their floors', () => {
    const { figures, failures } = evaluateCorpus(REAL);
    expect(figures.pages).toBeGreaterThanOrEqual(96);
    expect(figures.feedFiles).toBeGreaterThanOrEqual(54);
    expect(figures.foreignErrors, JSON.stringify(failures)).toBe(0);
    expect(figures.title).toBeGreaterThanOrEqual(0.98);
    expect(figures.time).toBeGreaterThanOrEqual(0.97);
    expect(figures.author).toBeGreaterThanOrEqual(0.95);
    expect(figures.body).toBeGreaterThanOrEqual(0.98);
    expect(figures.feeds).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps the figures on the constructed pages and feeds above their floors', () => {
    const { figures } = evaluateCorpus(CONSTRUCTED);
    expect(figures.pages).toBeGreaterThanOrEqual(80);
    expect(figures.feedFiles).toBeGreaterThanOrEqual(40);
    expect(figures.title).toBeGreaterThanOrEqual(0.97);
    expect(figures.time).toBeGreaterThanOrEqual(0.95);
    expect(figures.author).toBeGreaterThanOrEqual(0.95);
    expect(figures.body).toBeGreaterThanOrEqual(0.95);
    expect(figures.feeds).toBeGreaterThanOrEqual(0.99);
    expect(figures.refused).toBe(1);
    expect(figures.foreignErrors).toBe(0);
  });
});
