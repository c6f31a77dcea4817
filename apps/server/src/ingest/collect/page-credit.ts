import type { DomDocument } from './html-dom.js';
import { lineText, queryAll, queryOne } from './html-dom.js';
import {
  agencyFromInfo,
  authorFromText,
  editorNames,
  elementValue,
  looksLikePerson,
  metaLikeTexts,
  sourceFromText,
} from './page-byline.js';
import { barFields } from './page-bar.js';
import type { PageMeta } from './page-meta.js';
import { metaTag } from './page-meta.js';
import { bylineOutletCredit } from './page-repost.js';
import type { SiteRule } from './site-rules.js';

const SCRIPT_SOURCE = /["']?\bsource["']?\s*[:=]\s*["']([\u4e00-\u9fa5][^"'<>\n]{1,19})["']/;

export interface Credit {
  author?: string;
  source?: string;
  /** The source came from a meta tag, not from the page text. */
  declared?: boolean;
}

/**
 * A closing line that is only a source: in brackets, `(中時 )`, `（中央社）` (not `（完）`), or
 * labelled, `来源：无锡交警` (a self-media post naming where its story comes from).
 */
export function closingSource(lines: string[]): string | undefined {
  for (const line of lines.slice(-3).reverse()) {
    const t = line.trim();
    const name = t.match(/^[(（]\s*([\u4e00-\u9fa5]{2,6})\s*[)）]$/)?.[1];
    if (name && !/完|续|續|待|摄|攝|图|圖/.test(name)) {
      return name;
    }
    const labelled = t.match(
      /^(?:本文)?(?:来源|來源|稿源|出处|出處)\s*[:：]\s*([^\s:：]{2,20})$/,
    )?.[1];
    if (labelled) {
      return labelled;
    }
  }
  return undefined;
}

/**
 * The outlet a story's opening tag names: `【明報專訊】…`, `(星島日報報道)…`, `【大公报讯】`;
 * not the paper's own `本報訊`, which names no one.
 */
export function openingSource(lines: string[]): string | undefined {
  const first = lines.find((l) => l.trim())?.trim() ?? '';
  const name = first.match(
    /^[【[(（]\s*([\u4e00-\u9fa5]{2,8}?)(?:專訊|专讯|訊|讯|報道|报道|報導|报导)\s*[】\])）]/,
  )?.[1];
  return name && !/^本/.test(name) ? name : undefined;
}

/**
 * An author element without a label, named by a whole word of its class or id, whose name the
 * text under the headline prints: 腾讯新闻's `<span class="auth">单仁平</span>` after the source.
 */
function classedAuthor(doc: DomDocument, byline: string, siteName?: string): string | undefined {
  return queryAll(doc, '[class*="auth"], [id*="auth"], [class*="writer"]')
    .filter((el) =>
      /(^|[\s_-])(auth|author|writer)($|[\s_-])/i.test(
        `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`,
      ),
    )
    .map((el) => lineText(el))
    .find((t) => looksLikePerson(t, siteName) && byline.includes(t));
}

/** Author and source: configured/platform selectors, the byline lines, then declared metadata. */
export function findCredit(
  doc: DomDocument,
  meta: PageMeta,
  ctx: {
    rule?: SiteRule;
    selector?: string;
    byline: string;
    scripts: string;
    siteName?: string;
    /** The page's host: a declared author that is part of it (`chinanews`) is the site. */
    host?: string;
    /** The headline, which a byline outlet must not be the end of. */
    title?: string;
  },
): Credit {
  const credit: Credit = {};
  const fromSelector = ctx.selector ? elementValue(queryOne(doc, ctx.selector)) : '';
  if (fromSelector) {
    // A configured selector is the operator's choice: keep its text as it reads.
    credit.author = fromSelector.replace(/^作者[:：]\s*/, '');
  }
  const ruleSource =
    (ctx.rule?.source ? elementValue(queryOne(doc, ctx.rule.source)) : '') ||
    (ctx.rule?.sourceScript ? ctx.scripts.match(ctx.rule.sourceScript)?.[1] : undefined);
  const nearby = [ctx.byline, ...metaLikeTexts(doc)];
  // `石佳/中国青年报 2019-09-24 09:10`: the byline's author and outlet before the date.
  const outlet = bylineOutletCredit(ctx.byline, ctx.title);
  credit.source =
    ruleSource?.trim() ||
    nearby.map(sourceFromText).find(Boolean) ||
    nearby.map((t) => barFields(t).source).find(Boolean) ||
    metaLikeTexts(doc).map(agencyFromInfo).find(Boolean) ||
    outlet?.source ||
    undefined;
  if (!credit.source) {
    credit.source =
      metaTag(meta, 'source', 'contentsource', 'mediaid')
        ?.replace(/^(来源|來源)[:：]\s*/, '')
        .replace(/\s.*$/, '') || undefined;
    credit.declared = credit.source !== undefined;
  }
  if (!credit.source) {
    // Self-media pages print the account name in a labelled element without `来源：`.
    const account = queryAll(doc, '[class*="nick"], [class*="account"], [class*="media-name"]')
      .map((el) => lineText(el))
      .find((t) => t.length >= 2 && t.length <= 20);
    credit.source = account;
  }
  if (!credit.source) {
    // A source element without a label: `<span class="a_source">棱镜</span>` (a whole word of
    // the class, so a `sourcePopwin` pop-up is not one).
    credit.source = queryAll(doc, '[class*="source"], [id*="source"]')
      .filter((el) =>
        /(^|[\s_-])source($|[\s_-])/i.test(
          `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`,
        ),
      )
      .map((el) => lineText(el))
      .find((t) => t.length >= 2 && t.length <= 20 && !/\d|[:：]/.test(t));
  }
  // Last, a Chinese source a page's config script names: `window.global = { source: '补壹刀微信公号' }`.
  credit.source ??= ctx.scripts.match(SCRIPT_SOURCE)?.[1];
  credit.author ??=
    nearby.map(authorFromText).find(Boolean) ??
    outlet?.author ??
    nearby.map((t) => barFields(t).author).find((a) => looksLikePerson(a, ctx.siteName)) ??
    // `<a rel="author">謝明俊</a>` in the byline.
    queryAll(doc, '[rel~="author"]')
      .map((el) => lineText(el))
      .find((t) => looksLikePerson(t, ctx.siteName)) ??
    classedAuthor(doc, ctx.byline, ctx.siteName) ??
    declaredAuthor(doc, meta, ctx);
  if (credit.author && credit.author === credit.source) {
    delete credit.author;
  }
  return credit;
}

/**
 * The author a meta tag or JSON-LD declares, unless it is a site constant, part of the host
 * (`chinanews`) or the person the page credits as its editor (`<meta name="author">` holding the
 * `责任编辑` of a repost).
 */
function declaredAuthor(
  doc: DomDocument,
  meta: PageMeta,
  ctx: { siteName?: string; host?: string },
): string | undefined {
  const value = [metaTag(meta, 'author', 'article:author', 'dc.creator'), meta.jsonLd.author].find(
    (v) =>
      looksLikePerson(v, ctx.siteName) &&
      !(ctx.host ?? '').includes((v ?? '').toLowerCase().replace(/\s+/g, '')),
  );
  const body = queryOne(doc, 'body');
  return value && body && editorNames(lineText(body)).has(value.trim()) ? undefined : value;
}

/** The URL's host name, lower-case, or '' for a URL that does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}
