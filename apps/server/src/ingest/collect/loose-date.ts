/** China has one time zone and no DST, so Asia/Shanghai is a fixed UTC+8. */
const SHANGHAI_OFFSET_MIN = 8 * 60;

const EARLIEST = Date.UTC(1970, 0, 1);
// Month names of RFC 822 dates that feeds print in their own language (`Seg, 24 Set 2018`),
// by their first letters: Portuguese, Spanish, French, German, Italian.
const MONTH_WORDS: [RegExp, string][] = [
  [/^(ene|gen|janv?)/i, 'Jan'],
  [/^(fev|fév|févr)/i, 'Feb'],
  [/^(mär|mars|marz)/i, 'Mar'],
  [/^(abr|avr)/i, 'Apr'],
  [/^(mai|mag|mayo)/i, 'May'],
  [/^(juin|giu)/i, 'Jun'],
  [/^(juil|lug)/i, 'Jul'],
  [/^(ago|aoû|aou)/i, 'Aug'],
  [/^(set)/i, 'Sep'],
  [/^(out|okt|ott)/i, 'Oct'],
  [/^(dez|dic|déc)/i, 'Dec'],
];

/** `Seg, 24 Set 2018 19:42:40 -0300` → `24 Sep 2018 19:42:40 -0300` (English month, no weekday). */
function englishMonths(text: string): string {
  const m = text.match(
    /^(?:[^\d\s,]{2,12}\.?,?\s+)?(\d{1,2})\s+([^\d\s.,]{3,10})\.?\s+(\d{4}\b.*)$/u,
  );
  if (!m || /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(m[2] ?? '')) {
    return text;
  }
  const month = MONTH_WORDS.find(([re]) => re.test(m[2] ?? ''))?.[1];
  return month ? `${m[1]} ${month} ${m[3]}` : text;
}
// Zone names feeds print that V8 does not know (it knows GMT, UTC and the US ones). IST is left
// out: India and Ireland both use it.
const ZONE_NAMES: Record<string, string> = {
  BST: '+0100',
  CET: '+0100',
  CEST: '+0200',
  EET: '+0200',
  EEST: '+0300',
  MSK: '+0300',
  HKT: '+0800',
  SGT: '+0800',
  AWST: '+0800',
  JST: '+0900',
  KST: '+0900',
  AEST: '+1000',
  AEDT: '+1100',
  NZST: '+1200',
  NZDT: '+1300',
};
const LATEST = Date.UTC(2100, 0, 1);

const LOOSE_ISO =
  /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:(?:\s+|T)(\d{1,2})[:时](\d{1,2})(?:[:分](\d{1,2})(?:\.\d+)?秒?)?)?\s*(Z|[+-]\d{2}:?\d{2}|(?:GMT|UTC)(?:[+-]\d{1,2}(?::?\d{2})?)?|CST|北京时间)?$/i;

const CN_TEXT_DATE =
  /(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日(?:\s*(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?)?/;
const DASH_TEXT_DATE =
  /(?<!\d)(20\d{2}|19\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/;

/** Offset in minutes east of UTC for a zone designator; none or CST means China time. */
function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone || /^(CST|北京时间)$/i.test(zone)) {
    return SHANGHAI_OFFSET_MIN;
  }
  if (/^Z$/i.test(zone) || /^(GMT|UTC)$/i.test(zone)) {
    return 0;
  }
  const m = zone.match(/([+-])(\d{1,2}):?(\d{2})?$/);
  if (!m) {
    return SHANGHAI_OFFSET_MIN;
  }
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** Epoch ms for wall-clock parts at a given UTC offset; undefined when a part is out of range. */
export function fromParts(
  parts: (string | undefined)[],
  offsetMinutes = SHANGHAI_OFFSET_MIN,
): number | undefined {
  const [y, mo, d, h, mi, s] = parts.map((p) => Number(p ?? 0));
  if (y === undefined || mo === undefined || d === undefined) {
    return undefined;
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || (h ?? 0) > 23 || (mi ?? 0) > 59 || (s ?? 0) > 60) {
    return undefined;
  }
  return Date.UTC(y, mo - 1, d, h ?? 0, mi ?? 0, s ?? 0) - offsetMinutes * 60_000;
}

/**
 * Parses the dates feeds and pages really carry: RFC 822, ISO 8601, and the zone-less
 * `2024-03-05 10:20:00` / `2024年3月5日 10:20` that Chinese CMSs emit. A missing zone, or `CST`
 * (China Standard Time on Chinese sites, not US Central), means Asia/Shanghai.
 */
export function parseLooseDate(input: string | undefined | null): number | undefined {
  const text = input?.trim();
  if (!text) {
    return undefined;
  }
  if (/^\d{10}$/.test(text)) {
    return Number(text) * 1000;
  }
  if (/^\d{13}$/.test(text)) {
    return Number(text);
  }
  const iso = text.match(LOOSE_ISO);
  if (iso) {
    return fromParts(iso.slice(1, 7), zoneOffsetMinutes(iso[7]));
  }
  // RFC 822, e.g. "Tue, 05 Mar 2024 10:20:00 +0800". V8 parses it, but reads a missing zone as
  // the server's local time and CST as UTC-6, so pin both to China time first.
  let rfc = englishMonths(text)
    .replace(/\s+(CST|北京时间)$/i, ' +0800')
    .replace(/\s+([A-Z]{3,4})$/, (whole, name: string) =>
      ZONE_NAMES[name] ? ` ${ZONE_NAMES[name]}` : whole,
    );
  if (!/(?:[+-]\d{4}|\b(?:GMT|UTC?|Z|[ECMP][SD]T))$/i.test(rfc)) {
    rfc += ' +0800';
  }
  // V8 also "parses" junk like `昨天 +0800` (as year 800), so demand a year and a sane range.
  if (!/\d{4}/.test(rfc)) {
    return undefined;
  }
  const ms = Date.parse(rfc);
  return Number.isNaN(ms) || ms < EARLIEST || ms > LATEST ? undefined : ms;
}

/**
 * Finds the first date written in running text (`2024年3月5日 10:20`, `2024-03-05 10:20`), as
 * on the byline of a Chinese article page. Times are Asia/Shanghai.
 */
export function findDateInText(text: string): number | undefined {
  const cn = CN_TEXT_DATE.exec(text);
  const dash = DASH_TEXT_DATE.exec(text);
  const first = cn && dash ? (cn.index <= dash.index ? cn : dash) : (cn ?? dash);
  return first ? fromParts(first.slice(1, 7)) : undefined;
}

/** A time found in running text. `precise` when it names the hour and minute. */
export interface FoundTime {
  ms: number;
  precise: boolean;
  index: number;
}

const DAY_MS = 86_400_000;
const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const HOUR_MS = 3_600_000;

/** Year/month/day of an epoch ms as Shanghai wall clock. */
function shanghaiDay(ms: number): { y: number; mo: number; d: number } {
  const t = new Date(ms + SHANGHAI_OFFSET_MIN * 60_000);
  return { y: t.getUTCFullYear(), mo: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

type Matcher = (
  m: RegExpExecArray,
  ref: number | undefined,
) => Omit<FoundTime, 'index'> | undefined;

const precise = (ms: number | undefined, hasTime: boolean) =>
  ms === undefined ? undefined : { ms, precise: hasTime };

// Patterns for times printed on article pages. Times without a zone are Asia/Shanghai; the ones
// without a year or relative to now need `ref` (the HTTP Date header of the response).
const TEXT_TIMES: [RegExp, Matcher][] = [
  [
    /(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日(?:\s*[/|]?\s*(格林尼治标准时间|GMT|UTC|北京时间)?\s*(\d{1,2})\s*[:：时]\s*(\d{2})(?:\s*[:：分]\s*(\d{2}))?)?/g,
    (m) => {
      const gmt = m[4] !== undefined && m[4] !== '北京时间';
      return precise(
        fromParts([m[1], m[2], m[3], m[5], m[6], m[7]], gmt ? 0 : SHANGHAI_OFFSET_MIN),
        m[5] !== undefined,
      );
    },
  ],
  // A UTC+8 zone label may stand between the date and the clock: `2018-07-02 HKT 12:58`.
  [
    /(?<![\d.])(20\d{2}|19\d{2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})(?!\d)(?:(?:\s*|T)(?:(?:HKT|CST|北京时间|北京時間|香港時間|台北時間)\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?)?/g,
    (m) => precise(fromParts([m[1], m[2], m[3], m[4], m[5], m[6]]), m[4] !== undefined),
  ],
  // The clock printed before the date: `17:30 2020/08/09` (香港經濟日報).
  [
    /(?<![\d:])(\d{1,2}):(\d{2})\s+(20\d{2}|19\d{2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})(?![\d:])/g,
    (m) => precise(fromParts([m[3], m[4], m[5], m[1], m[2]]), true),
  ],
  // An English month, as blog platforms print it (痞客邦 `Dec 28 Sat 2013 00:28`, `Dec 28, 2013`),
  // or day first (`28 Dec 2013 00:28`); the clock is local (UTC+8) like the others.
  [
    /\b(?:(\d{1,2})\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,?\s+)?((?:19|20)\d{2})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?![\d:])/g,
    (m) => {
      const day = m[1] ?? m[3];
      const month = ENGLISH_MONTHS.indexOf((m[2] ?? '').slice(0, 3)) + 1;
      return day === undefined || (m[1] !== undefined && m[3] !== undefined)
        ? undefined
        : precise(fromParts([m[4], String(month), day, m[5], m[6], m[7]]), m[5] !== undefined);
    },
  ],
  // 新华网-style header: `2024 03/05 08:30:00` split over spans.
  [
    /(?<!\d)(20\d{2})\s+(\d{1,2})\s*\/\s*(\d{1,2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?/g,
    (m) => precise(fromParts([m[1], m[2], m[3], m[4], m[5], m[6]]), true),
  ],
  // `03-05 08:30` / `3月5日 08:30` without a year: the year of `ref`, or the one before if that
  // would put it in the future.
  [
    /(?<![\d\-/.年])(\d{1,2})\s*[-/月]\s*(\d{1,2})\s*日?\s+(\d{1,2}):(\d{2})(?![\d/-])/g,
    (m, ref) => {
      if (ref === undefined) {
        return undefined;
      }
      const { y } = shanghaiDay(ref);
      let ms = fromParts([String(y), m[1], m[2], m[3], m[4]]);
      if (ms !== undefined && ms > ref + DAY_MS) {
        ms = fromParts([String(y - 1), m[1], m[2], m[3], m[4]]);
      }
      return precise(ms, true);
    },
  ],
  [
    /(\d{1,3})\s*(分钟|分鐘|小时|小時)前/g,
    (m, ref) =>
      ref === undefined
        ? undefined
        : precise(ref - Number(m[1]) * (/分/.test(m[2] ?? '') ? 60_000 : HOUR_MS), true),
  ],
  [
    // Hong Kong and Taiwan pages print `今日 09:18` / `昨日 15:20`.
    /(今天|昨天|前天|今日|昨日|前日)\s*(\d{1,2})[:：](\d{2})/g,
    (m, ref) => {
      if (ref === undefined) {
        return undefined;
      }
      const back = /^今/.test(m[1] ?? '') ? 0 : /^昨/.test(m[1] ?? '') ? 1 : 2;
      const day = shanghaiDay(ref - back * DAY_MS);
      return precise(fromParts([String(day.y), String(day.mo), String(day.d), m[2], m[3]]), true);
    },
  ],
  [/刚刚/g, (_m, ref) => (ref === undefined ? undefined : precise(ref, true))],
];

/**
 * Every publish-time-like mention in `text`, in order of position. `ref` (epoch ms, normally
 * the response's Date header) anchors `03-05 08:30`, `昨天 15:20` and `5分钟前`.
 */
export function findTimesInText(text: string, ref?: number): FoundTime[] {
  const found: FoundTime[] = [];
  for (const [re, read] of TEXT_TIMES) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const hit = read(m, ref);
      if (hit && hit.ms >= EARLIEST && hit.ms <= LATEST) {
        found.push({ ...hit, index: m.index });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
