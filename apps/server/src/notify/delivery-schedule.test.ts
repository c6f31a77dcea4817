import { describe, expect, it } from 'vitest';
import { nextPushTime, pushAllowedAt } from './delivery-schedule.js';

/** Epoch ms of a Shanghai wall-clock time (UTC+8, no daylight saving). */
const cn = (y: number, m: number, d: number, hh: number, mm = 0) =>
  Date.UTC(y, m - 1, d, hh - 8, mm);

// 2026-11-02 is a Monday; 2026-11-06 a Friday, 11-07 a Saturday, 11-08 a Sunday.
describe('delivery-schedule', () => {
  const day = { pushStartTime: '08:00', pushEndTime: '22:00' };
  const night = { pushStartTime: '22:00', pushEndTime: '06:00' };

  it('allows pushes from 08:00 up to but not at 22:00 Shanghai time', () => {
    expect(pushAllowedAt(cn(2026, 11, 2, 7, 59), day)).toBe(false);
    expect(pushAllowedAt(cn(2026, 11, 2, 8, 0), day)).toBe(true);
    expect(pushAllowedAt(cn(2026, 11, 2, 21, 59), day)).toBe(true);
    expect(pushAllowedAt(cn(2026, 11, 2, 22, 0), day)).toBe(false);
    // 23:30 UTC on Monday is already 07:30 on Tuesday in Shanghai.
    expect(pushAllowedAt(Date.UTC(2026, 10, 2, 23, 30), day)).toBe(false);
  });

  it('defers a push outside the window to the next 08:00, and keeps one inside', () => {
    expect(nextPushTime(cn(2026, 11, 2, 23, 0), day)).toBe(cn(2026, 11, 3, 8, 0));
    expect(nextPushTime(cn(2026, 11, 2, 6, 15), day)).toBe(cn(2026, 11, 2, 8, 0));
    expect(nextPushTime(cn(2026, 11, 2, 10, 30), day)).toBe(cn(2026, 11, 2, 10, 30));
  });

  it('handles an overnight window 22:00–06:00 across midnight', () => {
    expect(pushAllowedAt(cn(2026, 11, 2, 23, 0), night)).toBe(true);
    expect(pushAllowedAt(cn(2026, 11, 3, 5, 59), night)).toBe(true);
    expect(pushAllowedAt(cn(2026, 11, 3, 6, 0), night)).toBe(false);
    expect(nextPushTime(cn(2026, 11, 3, 12, 0), night)).toBe(cn(2026, 11, 3, 22, 0));
  });

  it('holds weekend pushes until Monday when weekend pushing is off', () => {
    const off = { weekendPush: false };
    expect(pushAllowedAt(cn(2026, 11, 6, 23, 59), off)).toBe(true);
    expect(pushAllowedAt(cn(2026, 11, 7, 10, 0), off)).toBe(false);
    expect(pushAllowedAt(cn(2026, 11, 8, 23, 59), off)).toBe(false);
    expect(nextPushTime(cn(2026, 11, 7, 10, 0), off)).toBe(cn(2026, 11, 9, 0, 0));
    expect(nextPushTime(cn(2026, 11, 6, 23, 0), { ...day, ...off })).toBe(cn(2026, 11, 9, 8, 0));
    // Friday night's overnight window ends at Saturday 00:00; Monday 00:00 is inside it again.
    expect(nextPushTime(cn(2026, 11, 7, 1, 0), { ...night, ...off })).toBe(cn(2026, 11, 9, 0, 0));
  });

  it('pushes at once without a window, and treats equal ends as no window', () => {
    const at = cn(2026, 11, 7, 3, 0);
    expect(nextPushTime(at, {})).toBe(at);
    expect(nextPushTime(at, { weekendPush: true })).toBe(at);
    expect(pushAllowedAt(at, { pushStartTime: '09:00', pushEndTime: '09:00' })).toBe(true);
  });
});
