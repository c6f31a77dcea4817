import { describe, expect, it } from 'vitest';
import { durationText, growthText } from './hot-topic-types';

describe('hot-topic helpers', () => {
  it('writes durations and growth in Chinese', () => {
    expect(durationText(200)).toBe('3小时20分');
    expect(durationText(120)).toBe('2小时');
    expect(durationText(45)).toBe('45分钟');
    expect(growthText(3)).toBe('+300%');
    expect(growthText(-0.2)).toBe('-20%');
  });
});
