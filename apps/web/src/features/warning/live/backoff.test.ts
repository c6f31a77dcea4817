import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s and stays at 30 s without jitter', () => {
    const plain = [0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => backoffDelay(attempt, 0.5));
    expect(plain).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads each delay by at most 20 % and never beyond 30 s', () => {
    expect(backoffDelay(0, 0)).toBe(800);
    expect(backoffDelay(0, 1)).toBe(1200);
    expect(backoffDelay(3, 0)).toBe(6400);
    expect(backoffDelay(4, 1)).toBe(19200);
    expect(backoffDelay(5, 0)).toBe(24000);
    expect(backoffDelay(5, 1)).toBe(30000);
  });

  it('treats odd inputs as the nearest sensible ones', () => {
    expect(backoffDelay(-3, 0.5)).toBe(1000);
    expect(backoffDelay(2, 7)).toBe(4800);
    expect(backoffDelay(1000, 0.5)).toBe(30000);
  });
});
