/**
 * The publish time of an article page, most trustworthy first: a configured or platform
 * selector/script, a full time printed on the byline, a full time in the meta tags, JSON-LD,
 * `<time>` or data attributes, a time in a script variable, and only then date-only values.
 */
import type { DomDocument } from './html-dom.js';
import { queryAll, queryOne } from './html-dom.js';
import { findTimesInText, parseLooseDate } from './loose-date.js';
import type { BylineWindow } from './page-byline.js';
import { metaLikeTexts, spacedText } from './page-byline.js';
import type { PageMeta } from './page-meta.js';
import { metaTag } from './page-meta.js';
import type { SiteRule } from './site-rules.js';

// Meta names that carry the publish time, most specific first.
const TIME_METAS = [
  'article:published_time',
  'og:article:published_time',
  'og:release_date',
  'datepublished',
  'pubdate',
  'publishdate',
  'publish_date',
  'publishtime',
  'pubtime',
  'apub:time',
  'weibo:article:create_at',
  // Dublin Core: BBC 中文网 prints only its update stamp and declares creation here.
  'dcterms.created',
  'dcterms.issued',
  'dc.date.issued',
  'dc.date',
  'dateupdate',
  'weibo:article:update_at',
];
const GENERIC_TIME_SCRIPT =
  /["']?(?:pubtime|publish_?time|pubDate|publishDate|publish_date|createTime|ctime)["']?\s*[:=]\s*["']?(\d{10,13}|\d{4}-\d{1,2}-\d{1,2}[ T]\d{1,2}:\d{2}(?::\d{2})?)/i;

export function scriptText(doc: DomDocument): string {
  return queryAll(doc, 'script')
    .map((s) => s.textContent ?? '')
    .join('\n');
}

/** A time read from a value that must name at least the hour and minute to count as precise. */
function timeValue(raw: string | undefined | null): { ms: number; precise: boolean } | undefined {
  const ms = parseLooseDate(raw);
  if (ms === undefined) {
    return undefined;
  }
  return { ms, precise: /\d{1,2}:\d{2}|^\d{10,13}$/.test(raw?.trim() ?? '') };
}

export interface TimeContext {
  doc: DomDocument;
  meta: PageMeta;
  rule?: SiteRule;
  selector?: string;
  byline: BylineWindow[];
  scripts: string;
  /** HTTP Date of the response: the reference for `昨天 15:20`, `5分钟前`, `03-05 08:30`. */
  ref?: number;
}

/**
 * Publish time, most trustworthy first: a configured or platform selector/script, a full time
 * printed on the byline (what the reader sees beats a meta tag that disagrees), a full time in
 * the meta tags or JSON-LD, a time in a script variable, and only then date-only values.
 */
export function findPublishTime(c: TimeContext): number | undefined {
  for (const selector of [c.selector, c.rule?.time]) {
    const el = selector ? queryOne(c.doc, selector) : null;
    if (el) {
      const fromEl =
        timeValue(el.getAttribute('datetime') ?? el.getAttribute('content')) ??
        findTimesInText(spacedText(el), c.ref)[0];
      if (fromEl) {
        return fromEl.ms;
      }
    }
  }
  const ruleScript = c.rule?.timeScript ? c.scripts.match(c.rule.timeScript)?.[1] : undefined;
  const fromRuleScript = timeValue(ruleScript);
  if (fromRuleScript) {
    return fromRuleScript.ms;
  }
  // Nearest ancestor first, and after the headline before above it.
  const texts = [...c.byline.flatMap((w) => [w.after, w.before]), ...metaLikeTexts(c.doc)];
  // A time printed as an update (`最新更新：…`, `更新时间`) is not when the story was published.
  const found = texts.flatMap((t) =>
    findTimesInText(t, c.ref).filter(
      (f) =>
        !/(更新|修改|編輯於|编辑于)[^\d]{0,4}$/.test(t.slice(Math.max(0, f.index - 8), f.index)),
    ),
  );
  const printed = found.find((f) => f.precise);
  const onPage = printed && { ...printed, ms: createdBeforeUpdate(c.doc, printed.ms) };
  const zoned = zonedMetaTime(c.meta);
  if (onPage) {
    // A meta time with an explicit zone is machine-written: it wins when it names the same
    // minute (it adds the seconds) or an earlier time (the printed one may be an edit). A meta
    // time later than the printed one is a re-publish or update stamp, and one off by whole
    // hours is a zone written wrong (Beijing time labelled UTC): the printed time wins then.
    if (zoned === undefined) {
      return onPage.ms;
    }
    const gap = zoned - onPage.ms;
    const sameMinute = Math.floor(zoned / 60_000) === Math.floor(onPage.ms / 60_000);
    const offByZone = gap % 3_600_000 === 0 && Math.abs(gap) <= 14 * 3_600_000;
    return sameMinute || (gap < 0 && !offByZone) ? zoned : onPage.ms;
  }
  const declared = [
    ...TIME_METAS.map((k) => timeValue(metaTag(c.meta, k))),
    timeValue(c.meta.jsonLd.datePublished),
    ...queryAll(c.doc, 'time[datetime]').map((t) => timeValue(t.getAttribute('datetime'))),
    ...dataAttributeTimes(c.doc),
    timeValue(c.scripts.match(GENERIC_TIME_SCRIPT)?.[1]),
  ].filter((t): t is { ms: number; precise: boolean } => t !== undefined);
  return (declared.find((t) => t.precise) ?? found[0] ?? declared[0])?.ms;
}

/** The first publish-time meta that names a zone (`Z`, `+08:00`), as epoch ms. */
function zonedMetaTime(meta: PageMeta): number | undefined {
  for (const key of TIME_METAS.slice(0, 3)) {
    const raw = metaTag(meta, key);
    if (raw && /T?\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})$/i.test(raw)) {
      return parseLooseDate(raw);
    }
  }
  return undefined;
}

// Attributes some platforms print the full publish time in while the page shows only the date
// (网易号 `data-ptime="2019-05-17 20:02:46"`).
const TIME_ATTRIBUTES = ['data-ptime', 'data-publish-time', 'data-pubtime', 'data-publishtime'];

/** Publish times written in data attributes, first found first. */
function dataAttributeTimes(doc: DomDocument): ({ ms: number; precise: boolean } | undefined)[] {
  return TIME_ATTRIBUTES.flatMap((name) =>
    queryAll(doc, `[${name}]`).map((el) => timeValue(el.getAttribute(name))),
  );
}

const SHANGHAI_MS = 8 * 3_600_000;
const CREATED = /(?:建立|建立於|發佈|發布|发布)(?:時間|时间)\s*[:：]?\s*(\d{1,2}):(\d{2})(?!\d)/;
const UPDATED = /(?:更新)(?:時間|时间)\s*[:：]?\s*(\d{1,2}):(\d{2})(?!\d)/;

/**
 * A page that prints its update time by the headline and closes the story on
 * `建立時間16:41 / 更新時間17:24` (星島日報即時) was published at the 建立 clock of that day.
 */
function createdBeforeUpdate(doc: DomDocument, printed: number): number {
  const text = doc.body?.textContent ?? '';
  const updated = text.match(UPDATED);
  const created = text.match(CREATED);
  if (!updated || !created) {
    return printed;
  }
  const local = new Date(printed + SHANGHAI_MS);
  if (local.getUTCHours() !== Number(updated[1]) || local.getUTCMinutes() !== Number(updated[2])) {
    return printed;
  }
  const at =
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate(),
      Number(created[1]),
      Number(created[2]),
    ) - SHANGHAI_MS;
  return at <= printed ? at : printed;
}
