import { Readability } from '@mozilla/readability';
import { decodeBody } from './charset.js';
import { CollectError, isCollectError } from './collect-error.js';
import type { DomDocument } from './html-dom.js';
import {
  blockText,
  lineText,
  parseDocument,
  parseFragment,
  queryAll,
  queryOne,
} from './html-dom.js';
import {
  bylineWindows,
  creditLineAuthor,
  datelineAuthor,
  editorNames,
  looksLikePerson,
} from './page-byline.js';
import type { PageMeta } from './page-meta.js';
import { metaTag, readPageMeta } from './page-meta.js';
import { dropCaptionBoxes, dropLinkLists, dropNoiseLines, unhide } from './page-noise.js';
import { closingSource, findCredit, hostOf, openingSource } from './page-credit.js';
import { MAX_DEPTH, nestingDepth } from './page-depth.js';
import { leadParagraph, withLead } from './page-lead.js';
import { dropRelatedLinks, dropTrailingLinkRun } from './page-related.js';
import { fullerAuthor, isAggregatorLabel, repostHeaderCredit } from './page-repost.js';
import { closingSignature } from './page-signature.js';
import { findPublishTime, scriptText } from './page-time.js';
import { chooseTitle, labelledTitle } from './page-title.js';
import type { SiteRule } from './site-rules.js';
import { siteRuleFor } from './site-rules.js';

/** Per-site CSS selectors; any that are missing or match nothing fall back to heuristics. */
export interface ExtractSelectors {
  title?: string;
  content?: string;
  time?: string;
  author?: string;
}

/** The main text and metadata of one article page. */
export interface ExtractedArticle {
  title: string;
  /** Plain text, one paragraph per line. */
  content: string;
  /** Main-content HTML, unsanitised (the pipeline sanitises). */
  html: string;
  /** Epoch ms. */
  publishTime?: number;
  author?: string;
  /** The `来源` a page names (the outlet the story comes from). */
  source?: string;
  siteName?: string;
  coverUrl?: string;
}

function resolve(raw: string | undefined, base: string): string | undefined {
  if (!raw) {
    return undefined;
  }
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function hostName(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** The site's own name: og:site_name, the SiteName meta, the platform, the title suffix, the host. */
function findSiteName(meta: PageMeta, rule: SiteRule | undefined, headTitle: string, url: string) {
  const suffix = headTitle
    .split(/\s*(?:--|_|\||｜|[-–—])\s*/)
    .pop()
    ?.trim();
  return (
    metaTag(meta, 'og:site_name', 'sitename', 'application-name') ??
    rule?.name ??
    meta.jsonLd.publisher ??
    (suffix && suffix !== headTitle.trim() && suffix.length <= 12 ? suffix : undefined) ??
    hostName(url)
  );
}

/** Main content via the configured/platform selector, else Readability, else the whole body. */
function mainContent(
  doc: DomDocument,
  selectors: (string | undefined)[],
  drop: string | undefined,
): { html: string; content: string; title?: string; byline?: string; siteName?: string } {
  if (drop) {
    for (const el of queryAll(doc, drop)) {
      (el as unknown as { remove(): void }).remove();
    }
  }
  unhide(doc);
  dropCaptionBoxes(doc);
  dropRelatedLinks(doc);
  dropTrailingLinkRun(doc);
  // Readability rewrites the document as it goes; when it finds nothing, read the body as it was.
  const bodyHtml = doc.body.innerHTML;
  // A selector list is an order of preference (the text element before its wrapper), not
  // document order, which would hand back the wrapper with its tool bars.
  const alternatives = selectors.flatMap((s) => (s ? s.split(',').map((a) => a.trim()) : []));
  for (const selector of alternatives) {
    const el = queryOne(doc, selector);
    if (el && lineText(el)) {
      return { html: el.innerHTML.trim(), content: blockText(el) };
    }
  }
  // Chinese articles carry more meaning per character, so a lower threshold than the default
  // 500; a flash item of a hundred characters is still an article.
  const parsed = new Readability(doc, { charThreshold: 80 }).parse();
  if (parsed?.content) {
    const root = parseFragment(parsed.content).body;
    dropLinkLists(root);
    const content = blockText(root);
    if (content) {
      return {
        html: root.innerHTML,
        content,
        title: parsed.title ?? undefined,
        byline: parsed.byline ?? undefined,
        siteName: parsed.siteName ?? undefined,
      };
    }
  }
  return { html: bodyHtml, content: blockText(parseFragment(bodyHtml).body) };
}

/** The extraction itself. Metadata is read before Readability runs, which rewrites the document. */
function extractFromHtml(
  html: string,
  url: string,
  selectors: ExtractSelectors,
  ref: number | undefined,
): ExtractedArticle {
  const doc = parseDocument(html);
  const meta = readPageMeta(doc);
  const rule = siteRuleFor(url);
  const headTitle = lineText(queryOne(doc, 'title'));
  const siteName = findSiteName(meta, rule, headTitle, url);
  const chosen = chooseTitle(doc, {
    selectors: [selectors.title, rule?.title],
    declared: [metaTag(meta, 'og:title', 'articletitle', 'twitter:title'), meta.jsonLd.headline],
    ...(siteName ? { siteName } : {}),
  });
  const byline = bylineWindows(chosen.element);
  const scripts = scriptText(doc);
  const publishTime = findPublishTime({
    doc,
    meta,
    byline,
    scripts,
    ...(rule ? { rule } : {}),
    ...(selectors.time ? { selector: selectors.time } : {}),
    ...(ref !== undefined ? { ref } : {}),
  });
  const credit = findCredit(doc, meta, {
    byline: byline
      .slice(0, 2)
      .map((w) => `${w.before} ${w.after}`)
      .join(' '),
    scripts,
    ...(rule ? { rule } : {}),
    ...(selectors.author ? { selector: selectors.author } : {}),
    ...(siteName ? { siteName } : {}),
    host: hostOf(url),
    title: chosen.title,
  });
  const lead = leadParagraph(doc);
  const main = mainContent(doc, [selectors.content, rule?.content], rule?.drop);
  main.content = withLead(main.content, lead);

  const title =
    (chosen.element ? undefined : labelledTitle(main.content)) ||
    chosen.title ||
    main.title ||
    headTitle;
  const result: ExtractedArticle = {
    title,
    content: dropNoiseLines(main.content, title),
    html: main.html,
  };
  if (publishTime !== undefined) {
    result.publishTime = publishTime;
  }
  // Closing credit lines (`作者：X Y`, `(文/图 X Y)`) at the end of the body.
  const lines = main.content.split('\n');
  const closing =
    lines.slice(-6).map(creditLineAuthor).find(Boolean) ??
    // Past a closing notice block (help lines, app teasers) the cleaned text ends on the credit.
    result.content.split('\n').slice(-2).map(creditLineAuthor).find(Boolean);
  // A credit line may also open the body, before the first paragraph (`《棱镜》作者 周纯`).
  const opening = lines
    .slice(0, 8)
    .filter((l) => l.length <= 30)
    .map(creditLineAuthor)
    .find(Boolean);
  const repost = repostHeaderCredit(lines);
  const author =
    repost?.author ??
    fullerAuthor(credit.author, opening) ??
    // Agency datelines name the reporter in the first line.
    datelineAuthor(result.content.slice(0, 200)) ??
    lines.slice(0, 4).map(datelineAuthor).find(Boolean) ??
    closing ??
    opening ??
    closingSignature(result.content.split('\n')) ??
    // Readability's byline only when the page prints it after the headline (not a pop-up's text),
    // and not as the editor (`责任编辑：肖春芳`).
    (looksLikePerson(main.byline, siteName) &&
    byline.some(
      (w) => w.after.includes(main.byline ?? '') && !editorNames(w.after).has(main.byline ?? ''),
    )
      ? main.byline
      : undefined);
  // A printed closing source outranks a meta tag's; a WeChat repost header, a portal column.
  const printed =
    credit.source === undefined || credit.declared
      ? (closingSource(lines) ?? openingSource(lines))
      : undefined;
  const source =
    repost && (!(printed ?? credit.source) || isAggregatorLabel(printed ?? credit.source))
      ? repost.source
      : (printed ?? credit.source);
  if (source) {
    result.source = source;
  }
  // A name that is the source itself (`article:author` = 参考消息) is no author.
  if (author && author !== source) {
    result.author = author;
  }
  if (siteName) {
    result.siteName = siteName;
  }
  const cover = resolve(metaTag(meta, 'og:image', 'twitter:image') ?? meta.jsonLd.image, url);
  if (cover) {
    result.coverUrl = cover;
  }
  return result;
}

/**
 * Extracts an article page: title, main text and HTML, publish time, author, source, site name
 * and cover image. Times without a zone are Asia/Shanghai; `ref` (epoch ms, the response's Date
 * header) anchors relative times such as `昨天 15:20`. A page that cannot be parsed (nesting
 * beyond {@link MAX_DEPTH}, anything the parsers choke on) throws `CollectError('parse')` with a
 * Chinese message, never another error.
 */
export function extractArticle(
  html: string,
  url: string,
  selectors: ExtractSelectors = {},
  ref?: number,
): ExtractedArticle {
  if (nestingDepth(html) > MAX_DEPTH) {
    throw new CollectError('parse', `页面无法解析：元素嵌套超过 ${MAX_DEPTH} 层`, { url });
  }
  try {
    return extractFromHtml(html, url, selectors, ref);
  } catch (err) {
    if (isCollectError(err)) {
      throw err;
    }
    throw new CollectError('parse', '页面无法解析：页面结构异常', { url, cause: err });
  }
}

/** Extraction as a pure function of what the server sent: body bytes, headers and URL. */
export function extractPage(
  bytes: Uint8Array,
  headers: Record<string, string | undefined>,
  url: string,
  selectors: ExtractSelectors = {},
): ExtractedArticle {
  const date = headers.date ? Date.parse(headers.date) : Number.NaN;
  const text = decodeBody(bytes, headers['content-type']).text;
  return extractArticle(text, url, selectors, Number.isNaN(date) ? undefined : date);
}
