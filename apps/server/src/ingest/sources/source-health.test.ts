import { describe, expect, it } from 'vitest';
import { DAY_MS, startOfDayCn } from '@guanlan/shared';
import { sourceHealth } from './source-health.js';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const TODAY = startOfDayCn(NOW);
const week = (perDay: number, yesterday: number) =>
  new Map<number, number>([
    ...Array.from({ length: 6 }, (_, i) => [TODAY - (i + 2) * DAY_MS, perDay] as [number, number]),
    [TODAY - DAY_MS, yesterday],
  ]);
const base = { enabled: true, lastRunAt: NOW, lastSuccessAt: NOW, lastErrorAt: null, now: NOW };

describe('source-health', () => {
  it('says 等待首次采集 before the first run', () => {
    expect(
      sourceHealth({ ...base, lastRunAt: null, lastSuccessAt: null, days: new Map() }).label,
    ).toBe('等待首次采集');
  });

  it('says 采集失败 when the last run failed after the last success', () => {
    const h = sourceHealth({
      ...base,
      lastSuccessAt: NOW - DAY_MS,
      lastErrorAt: NOW,
      days: new Map(),
    });
    expect(h).toMatchObject({ status: 'error', label: '采集失败' });
  });

  it('raises 采集量骤降 when yesterday fell under 30 % of the weekly norm', () => {
    expect(sourceHealth({ ...base, days: week(100, 20) })).toMatchObject({
      status: 'drop',
      itemsPerDay7: 88.6,
    });
    expect(sourceHealth({ ...base, days: week(100, 60) }).status).toBe('ok');
  });

  it('does not alarm on a source too small to have a norm', () => {
    expect(sourceHealth({ ...base, days: week(3, 0) }).status).toBe('ok');
  });
});
