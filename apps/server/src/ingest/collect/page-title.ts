import type { DomDocument, DomElement } from './html-dom.js';
import { lineText, queryAll, queryOne } from './html-dom.js';
import { findTimesInText } from './loose-date.js';
import { bylineWindows } from './page-byline.js';

// A trailing `-站名` without spaces is stripped only when it looks like a site or channel name,
// so `COVID-19疫苗` and `A-B 两地` stay whole.
const SITEISH =
  /(网|報|报|台|社|频道|頻道|新闻|新聞|在线|在線|中心|政府|客户端|号|號|订阅|訂閱|头条|頭條|门户|官网|\.com|\.cn|News|Online)$/i;
const SEPARATORS = /\s*(?:--|_|\||｜|\s[-–—]\s)\s*/;

/** `<title>` (or og:title) minus the site and channel names CMSs append. */
export function cleanTitle(raw: string, siteName?: string): string {
  let title = raw.replace(/\s+/g, ' ').trim();
  for (let guard = 0; guard < 4; guard++) {
    const parts = title.split(SEPARATORS);
    if (parts.length > 1 && (parts[0]?.trim().length ?? 0) >= 4) {
      title = parts[0]!.trim();
      continue;
    }
    const dash = title.match(/^(.{4,}?)\s*[-–—]\s*([^-–—]{2,12})$/);
    if (dash?.[1] && dash[2] && (SITEISH.test(dash[2].trim()) || dash[2].trim() === siteName)) {
      title = dash[1].trim();
      continue;
    }
    break;
  }
  return title;
}

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** True for a site logo or name posing as a heading. */
function isLogo(el: DomElement, siteName: string | undefined): boolean {
  const text = lineText(el);
  const cls = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
  return (
    /logo|brand|site-?name/i.test(cls) || (siteName !== undefined && norm(text) === norm(siteName))
  );
}

export interface TitleChoice {
  title: string;
  element?: DomElement;
}

/**
 * The headline: a configured/platform selector, else the heading-like element that agrees with
 * `<title>` or a title meta (an `<h1>` logo loses to it), else the lone non-logo `<h1>`, else the
 * declared titles with site suffixes removed.
 */
export function chooseTitle(
  doc: DomDocument,
  opts: { selectors: (string | undefined)[]; declared: (string | undefined)[]; siteName?: string },
): TitleChoice {
  for (const selector of opts.selectors) {
    const el = selector ? queryOne(doc, selector) : null;
    if (el && lineText(el).length >= 2) {
      return { title: lineText(el), element: el };
    }
  }
  const headTitle = lineText(queryOne(doc, 'title'));
  const references = [headTitle, ...opts.declared]
    .filter((t): t is string => Boolean(t))
    .map((t) => ({ raw: norm(t), clean: norm(cleanTitle(t, opts.siteName)) }));
  const candidates = queryAll(
    doc,
    'h1, h2, h3, h4, h5, h6, [class*="title"], [class*="Title"], [id*="title"], [class*="headline"], [class*="tit"], [id*="Tit"], [id*="tit"]',
  ).filter((el) => {
    const text = lineText(el);
    return (
      text.length >= 4 &&
      text.length <= 150 &&
      !['title', 'meta', 'a'].includes(el.localName) &&
      !isLogo(el, opts.siteName)
    );
  });
  let best: { el: DomElement; score: number } | undefined;
  for (const el of candidates) {
    const text = norm(lineText(el));
    let score = 0;
    if (references.some((r) => r.clean === text)) {
      score = 3;
    } else if (text.length >= 6 && references.some((r) => r.raw.includes(text))) {
      score = 2 + text.length / 1000;
    }
    if (score > 0 && el.localName === 'h1') {
      score += 0.5;
    }
    if (score > (best?.score ?? 0)) {
      best = { el, score };
    }
  }
  if (best) {
    return { title: lineText(best.el), element: best.el };
  }
  // A heading printed right above a date is the headline even when <title> names only the
  // channel (`新闻动态--学会官网`).
  const dated = candidates.find(
    (el) =>
      lineText(el).length >= 6 &&
      !el.closest('li, a, nav, ul') &&
      findTimesInText(bylineWindows(el)[0]?.after.slice(0, 80) ?? '').length > 0,
  );
  if (dated) {
    return { title: lineText(dated), element: dated };
  }
  const h1s = queryAll(doc, 'h1').filter(
    (h) => lineText(h).length >= 4 && !isLogo(h, opts.siteName),
  );
  if (h1s.length === 1) {
    return { title: lineText(h1s[0]), element: h1s[0] };
  }
  const declared = opts.declared.find((t) => t?.trim());
  return { title: cleanTitle(declared ?? headTitle, opts.siteName) };
}

/**
 * The title a plain-text document states in a labelled field on its first lines
 * (`例稿名稱：…公告`, `标题：…`), for pages with no headline element.
 */
export function labelledTitle(content: string): string | undefined {
  for (const line of content.split('\n').slice(0, 5)) {
    const m = line.match(
      /^(?:例稿名稱|例稿名称|標題|标题|題名|题名|文件名稱|文件名称)\s*[:：]\s*(.{4,80})$/,
    );
    if (m?.[1]) {
      return m[1].trim();
    }
  }
  return undefined;
}
