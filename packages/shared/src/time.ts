/**
 * Asia/Shanghai time arithmetic in epoch milliseconds. China has kept UTC+8 without daylight
 * saving since 1991, so a fixed offset gives the same buckets as a zone database would.
 */
export const CN_OFFSET_MS = 8 * 3600_000;
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Start of the Shanghai calendar day containing `ms`. */
export function startOfDayCn(ms: number): number {
  return Math.floor((ms + CN_OFFSET_MS) / DAY_MS) * DAY_MS - CN_OFFSET_MS;
}

/** Formats epoch ms as `YYYY-MM-DD HH:mm:ss` in Shanghai time. */
export function formatCn(ms: number, withTime = true): string {
  const d = new Date(ms + CN_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (!withTime) {
    return date;
  }
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const CN_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses `YYYY-MM-DD[ HH:mm[:ss]]` as Shanghai time; returns undefined when malformed. */
export function parseCn(text: string): number | undefined {
  const m = CN_DATE.exec(text.trim());
  if (!m) {
    return undefined;
  }
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  const ms = Date.UTC(y!, mo! - 1, d, h, mi, s) - CN_OFFSET_MS;
  // Reject dates that JavaScript silently rolls over, such as 2026-02-30.
  return formatCn(ms, false) === m.slice(1, 4).join('-') ? ms : undefined;
}
