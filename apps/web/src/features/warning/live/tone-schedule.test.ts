import { describe, expect, it } from 'vitest';
import { shouldPlay, toneSchedule } from './tone-schedule';

describe('toneSchedule', () => {
  it('beeps three times for red, a quarter second apart', () => {
    expect(toneSchedule('red')).toEqual([
      { frequency: 880, start: 0, duration: 0.18 },
      { frequency: 880, start: 0.25, duration: 0.18 },
      { frequency: 880, start: 0.5, duration: 0.18 },
    ]);
  });

  it('beeps twice for orange and once, lower, for yellow', () => {
    expect(toneSchedule('orange').map((b) => [b.frequency, b.start])).toEqual([
      [740, 0],
      [740, 0.25],
    ]);
    expect(toneSchedule('yellow')).toEqual([{ frequency: 587, start: 0, duration: 0.18 }]);
  });
});

describe('shouldPlay', () => {
  it('plays only when enabled and the level is chosen', () => {
    expect(shouldPlay({ enabled: true, levels: ['red', 'orange'] }, 'red')).toBe(true);
    expect(shouldPlay({ enabled: true, levels: ['red', 'orange'] }, 'yellow')).toBe(false);
    expect(shouldPlay({ enabled: false, levels: ['red'] }, 'red')).toBe(false);
    expect(shouldPlay(undefined, 'red')).toBe(false);
  });
});
