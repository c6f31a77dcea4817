import { describe, expect, it } from 'vitest';
import type { SentimentWeights } from './model.js';
import { decodeSentimentWeights, encodeSentimentWeights, SentimentModel } from './model.js';

/** A tiny bias-only model: every text with features gets the same probabilities. */
function biasOnly(bias: [number, number, number], neutralMargin = 0.02): SentimentWeights {
  return {
    bits: 8,
    maxChars: 64,
    lengthPower: 0.5,
    neutralMargin,
    bias: Float32Array.from(bias),
    scale: Float32Array.of(0.01, 0.01, 0.01),
    weights: new Int8Array(256 * 3),
  };
}

describe('sentiment model', () => {
  it('round-trips weights through the .bin encoding', () => {
    const w = biasOnly([0.5, -1, 2], 0.1);
    w.weights.forEach((_, i) => (w.weights[i] = (i % 255) - 127));
    const back = decodeSentimentWeights(encodeSentimentWeights(w));
    expect(back.bits).toBe(8);
    expect(back.maxChars).toBe(64);
    expect(back.neutralMargin).toBeCloseTo(0.1, 6);
    expect(Array.from(back.bias)).toEqual(Array.from(w.bias));
    expect(Array.from(back.weights)).toEqual(Array.from(w.weights));
  });

  it('rejects a file that is not a weights file, or is truncated', () => {
    expect(() => decodeSentimentWeights(new Uint8Array(100))).toThrow(/bad magic/);
    const bytes = encodeSentimentWeights(biasOnly([0, 0, 0]));
    expect(() => decodeSentimentWeights(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
  });

  it('says neutral when neutral is the most probable class', () => {
    const p = new SentimentModel(biasOnly([0, 3, 1])).predict('随便一句话');
    expect(p.label).toBe('neutral');
    expect(p.confidence).toBeGreaterThan(0.8);
  });

  it('says neutral when it cannot choose between positive and negative', () => {
    const p = new SentimentModel(biasOnly([1, -5, 1.01], 0.02)).predict('随便一句话');
    expect(Math.abs(p.score)).toBeLessThan(0.02);
    expect(p.label).toBe('neutral');
  });

  it('takes the side of the score when one pole clearly wins', () => {
    const pos = new SentimentModel(biasOnly([0, 0, 3])).predict('一句话');
    expect(pos.label).toBe('positive');
    expect(pos.score).toBeGreaterThan(0.8);
    const neg = new SentimentModel(biasOnly([3, 0, 0])).predict('一句话');
    expect(neg.label).toBe('negative');
    expect(neg.score).toBeLessThan(-0.8);
  });

  it('treats a blank text as no opinion', () => {
    expect(new SentimentModel(biasOnly([0, 0, 5])).predict('  ')).toEqual({
      label: 'neutral',
      score: 0,
      confidence: 1,
    });
  });
});
