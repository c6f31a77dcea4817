import { DAY_MS, startOfDayCn } from '@guanlan/shared';

export type HealthStatus = 'pending' | 'ok' | 'error' | 'drop' | 'disabled';

export const HEALTH_LABELS: Record<HealthStatus, string> = {
  pending: '等待首次采集',
  ok: '正常',
  error: '采集失败',
  drop: '采集量骤降',
  disabled: '已停用',
};

/** A drop alert needs a real norm: at least this many items a day on average. */
const MIN_NORMAL_DAILY = 10;
/** "Far below its norm": yesterday under 30 % of the trailing 7-day daily average. */
const DROP_RATIO = 0.3;

export interface HealthInput {
  enabled: boolean;
  lastRunAt: number | null;
  lastSuccessAt: number | null;
  lastErrorAt: number | null;
  /** Items per Shanghai day, keyed by day start. */
  days: ReadonlyMap<number, number>;
  now: number;
}

export interface Health {
  status: HealthStatus;
  label: string;
  itemsToday: number;
  itemsPerDay7: number;
}

/**
 * A source's health for the health view: failing when its last run failed, dropping when
 * yesterday's volume fell far below the week before.
 */
export function sourceHealth(h: HealthInput): Health {
  const today = startOfDayCn(h.now);
  const itemsToday = h.days.get(today) ?? 0;
  let week = 0;
  for (let d = 1; d <= 7; d += 1) {
    week += h.days.get(today - d * DAY_MS) ?? 0;
  }
  const norm = week / 7;
  const yesterday = h.days.get(today - DAY_MS) ?? 0;
  let status: HealthStatus;
  if (!h.enabled) {
    status = 'disabled';
  } else if (h.lastRunAt === null) {
    status = 'pending';
  } else if (
    h.lastErrorAt !== null &&
    (h.lastSuccessAt === null || h.lastErrorAt > h.lastSuccessAt)
  ) {
    status = 'error';
  } else if (norm >= MIN_NORMAL_DAILY && yesterday < norm * DROP_RATIO) {
    status = 'drop';
  } else {
    status = 'ok';
  }
  return {
    status,
    label: HEALTH_LABELS[status],
    itemsToday,
    itemsPerDay7: Math.round(norm * 10) / 10,
  };
}
