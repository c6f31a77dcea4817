const DAY_MS = 24 * 3600_000;

/** Labels of every time preset; each filter bar picks its codes and their order with pickOptions. */
export const TIME_PRESET_LABELS = {
  '24h': '24小时',
  today: '今天',
  yesterday: '昨天',
  '3d': '近3天',
  '7d': '近7天',
  '15d': '近15天',
  '30d': '近30天',
  custom: '自定义',
} as const;
export type TimePresetCode = keyof typeof TIME_PRESET_LABELS;

/** The last `days` days up to `now`, as `[start, end]` in milliseconds. */
export function lastDays(days: number, now: number): [number, number] {
  return [now - days * DAY_MS, now];
}

/** The time part of the analysis scope for a preset; `custom` needs both ends. */
export function timeScope(
  preset: TimePresetCode,
  custom: readonly [number, number] | undefined,
  now: number,
): { timeRange: Exclude<TimePresetCode, '15d'>; startTime?: number; endTime?: number } | undefined {
  if (preset === '15d') {
    const [startTime, endTime] = lastDays(15, now);
    return { timeRange: 'custom', startTime, endTime };
  }
  if (preset === 'custom') {
    return custom ? { timeRange: 'custom', startTime: custom[0], endTime: custom[1] } : undefined;
  }
  return { timeRange: preset };
}

/** The time presets of the monitoring lists and charts; 近15天 is sent as a custom range. */
export const TIME_PRESETS = (
  ['24h', 'today', 'yesterday', '3d', '7d', '15d', '30d', 'custom'] as const
).map((value) => ({ value, label: TIME_PRESET_LABELS[value] }));
export type TimePreset = (typeof TIME_PRESETS)[number]['value'];
