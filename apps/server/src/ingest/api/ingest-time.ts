import { parseCn } from '@guanlan/shared';

const ISO_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const CN_WRITTEN =
  /^(\d{4})年(\d{1,2})月(\d{1,2})日(?:\s*(\d{1,2})[:：时](\d{1,2})(?:[:：分](\d{1,2})秒?)?)?$/;
const SLASHED = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/** RFC 2822 as feeds and mail write it: `Tue, 05 Mar 2024 08:30:00 +0800`. */
const RFC_2822 =
  /^(?:[A-Za-z]{3},\s*)?\d{1,2}\s+[A-Za-z]{3}\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s+(?:[+-]\d{4}|GMT|UTC|Z)$/;

const pad = (v: string | undefined) => (v ?? '0').padStart(2, '0');

/** `Y M D h m s` parts read as Shanghai time, checked for impossible dates. */
function fromParts(parts: (string | undefined)[]): number | undefined {
  const [y, mo, d, h, mi, s] = parts;
  return parseCn(`${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`);
}

/**
 * A publish time in any of the forms vendors send: epoch milliseconds or seconds (number or
 * digits), ISO 8601 with `Z` or an offset, `YYYY-MM-DD[ HH:mm[:ss]]`, `YYYY/MM/DD …`,
 * `2024年3月5日 08:30` and RFC 2822. Times without a zone are Asia/Shanghai. Undefined when the
 * value is none of them.
 */
export function parseIngestTime(value: unknown): number | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{10,13}$/.test(value))) {
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n <= 0) {
      return undefined;
    }
    // 10 digits are seconds (until 2286), 13 are milliseconds.
    return n < 1e11 ? n * 1000 : n;
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  const text = value.trim();
  if (ISO_WITH_ZONE.test(text) || RFC_2822.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? undefined : ms;
  }
  const plain = parseCn(text);
  if (plain !== undefined) {
    return plain;
  }
  const m = CN_WRITTEN.exec(text) ?? SLASHED.exec(text);
  return m ? fromParts(m.slice(1)) : undefined;
}
