import type { DomDocument, DomElement, DomNode } from './html-dom.js';
import { lineText, queryAll } from './html-dom.js';

const SKIP = new Set(['script', 'style', 'noscript', 'template']);

/** An element hidden from readers by its own inline style (`style="display:none"`). */
function isHidden(node: DomNode): boolean {
  const style = (node as DomElement).getAttribute?.('style') ?? '';
  return /display\s*:\s*none/i.test(style);
}

/** Text with a space at every element boundary, so `<span>03-05</span><span>08:30</span>` stays apart. */
export function spacedText(root: DomNode | null | undefined): string {
  if (!root) {
    return '';
  }
  const parts: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9) {
      return;
    }
    if (SKIP.has(node.localName ?? '') || isHidden(node)) {
      return;
    }
    parts.push(' ');
    for (const child of Array.from(node.childNodes)) {
      walk(child);
    }
    parts.push(' ');
  };
  walk(root);
  return parts
    .join('')
    .replace(/[\s\u00a0\u3000]+/g, ' ')
    .trim();
}

/** Text just before and after the headline inside one of its ancestors. */
export interface BylineWindow {
  before: string;
  after: string;
}

/**
 * The lines around the headline where Chinese pages print date, source and author: for each of
 * the headline's first ancestors (nearest first), a little text before it and a few hundred
 * characters after it.
 */
export function bylineWindows(titleEl: DomElement | undefined): BylineWindow[] {
  if (!titleEl) {
    return [];
  }
  const title = spacedText(titleEl);
  const windows: BylineWindow[] = [];
  let node: DomNode | null = titleEl.parentNode;
  for (let depth = 0; node && depth < 4; depth++, node = node.parentNode) {
    const text = spacedText(node);
    const at = text.indexOf(title);
    if (at >= 0) {
      windows.push({
        before: text.slice(Math.max(0, at - 150), at),
        after: text.slice(at + title.length, at + title.length + 300),
      });
      if (text.length - title.length >= 8 && windows.length >= 2) {
        break;
      }
    }
  }
  return windows;
}

const OTHER_VOICES =
  '[class*="comment"], [id*="comment"], [class*="reply"], [class*="related"], [class*="recommend"]';

/** Short texts of elements whose class or id says they hold the date, source or author. */
export function metaLikeTexts(doc: DomDocument): string[] {
  const out: string[] = [];
  for (const el of queryAll(doc, '[class], [id]')) {
    const key = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
    if (
      !/time|date|pub|info|meta|source|from|byline|author|attr|tip/i.test(key) ||
      /related|recommend|list|comment|footer|nav/i.test(key) ||
      // A block hidden from readers (a crawler-only `#BaiduSpider` box) is not what the page says.
      el.closest('[style*="display:none"], [style*="display: none"]') ||
      // Nor is a reader's comment or another story's teaser (`.post_comment .tie-time`).
      el.closest(OTHER_VOICES)
    ) {
      continue;
    }
    const text = spacedText(el);
    if (text.length >= 4 && text.length <= 200) {
      out.push(text);
    }
    if (out.length >= 12) {
      break;
    }
  }
  return out;
}

const NAME = '[\\u4e00-\\u9fa5·A-Za-z]{2,12}';
const INSTITUTION_SRC = '[\\u4e00-\\u9fa5]{2}(?:大学|学院|研究院|研究所|社科院|科学院|党校)';
// Up to four names in a row (`余毅菁 向雪妮`, `刘玺东、易赛楠`); the list must end the line or meet a
// bracket/full stop, so a link glued on after the names (`向雪妮返回首页`) is not taken for one.
// `&` too: `执笔/叨叨姐、胡一刀&李小飞刀`.
const NAMES = '[\\u4e00-\\u9fa5·]{2,4}(?:[ 、，,&＆][\\u4e00-\\u9fa5·]{2,4}){0,3}';
const NAMES_END = '(?=\\s*(?:$|[)）】\\]。;；|｜/]))';
const EDITORS =
  /[(（【[]?\s*(责任编辑|責任編輯|责编|責編|编辑|編輯|校对|审核|监制)\s*[:：]\s*[^\s)）】\]]*[)）】\]]?/g;
const SOURCE_RE = /(?:来源于|来源|來源|出处|出處|稿源)\s*[:：]\s*([^\s|｜，,;；)）】]{2,30})/;
// A name immediately followed by `:` is the next label (`作者： 转载请注明：`), not a name.
const NOT_LABEL = '(?![\\u4e00-\\u9fa5·A-Za-z]*\\s*[:：])';
const AUTHOR_RES = [
  new RegExp(
    `(?:作者|作\\s+者|撰文|撰稿|采写|採寫)\\s*[:：]\\s*(?:[\\u4e00-\\u9fa5]{0,4}?记者\\s*)?(${NAMES})${NAMES_END}`,
  ),
  // The name is a whole run: an empty `作者：` field followed by the story's first sentence
  // (`作者： 翱翔于距地球数千公里的太空中…`) gives no twelve-character cut of it.
  new RegExp(`(?:作者|作\\s+者|撰文|撰稿)\\s*[:：]\\s*(${NAME})(?![\\u4e00-\\u9fa5])${NOT_LABEL}`),
  // …unless the run is a name and its affiliation (`作者：方敏北京大学经济学院副教授`).
  new RegExp(`(?:作者|撰文|撰稿)\\s*[:：]\\s*([\\u4e00-\\u9fa5]{2,4}${INSTITUTION_SRC})`),
  // `文/X`, a column's `执笔/X` (who wrote it down) and a translated story's `（编译/林靖东）`.
  new RegExp(
    `(?:^|[\\s（(【])(?:文|执笔|執筆|编译|編譯)\\s*(?:[/／]\\s*[图圖]\\s+|[/／|：:]\\s*)(${NAMES})${NAMES_END}`,
  ),
  new RegExp(`(?:^|[\\s（(【])(?:文|执笔|執筆|编译|編譯)\\s*[/／|]\\s*(${NAME})${NOT_LABEL}`),
  // A photo credit (`中新社记者 贾天勇 摄`) names the photographer, not the author.
  // `记者获悉，` / `记者了解到` is the reporter at work and `記者會` a press conference, not a name.
  /(?:本报|本台|本网|新华社|中新网)?(?:记者|記者)\s*[:：]?\s*(?!获悉|了解|得知|发现|注意|看到|采访|走访|调查|获得|近日|日前|昨|今|从|在|前往|来到|实地|致电|联系|询问|查询|梳理|统计|观察|体验|试用|獲悉|瞭解|發現|会|會)([\u4e00-\u9fa5·]{2,4})(?=[\s／/，,、|)）]|$|報導|报道)(?!\s*[摄攝])/,
];

const AGENCY =
  /(中央社|新華社|新华社|中新社|中通社|路透社|法新社|美聯社|美联社|共同社|韓聯社|韩联社)\s*[\u4e00-\u9fa5]{0,10}?\d{1,2}日[电電]/;

/**
 * The wire agency an info bar credits (`2018-02-28 14:31 中央社 澎湖縣28日電`): the agency is the
 * source when it stands beside the publish time, not when a story's first line opens with it.
 */
export function agencyFromInfo(text: string): string | undefined {
  if (text.length > 80 || !/\d{1,2}:\d{2}/.test(text)) {
    return undefined;
  }
  return (
    text.match(AGENCY)?.[1] ??
    // An unlabelled outlet right after the time: `2019-09-26 10:56:28 证券时报网`, or a portal's
    // channel brand (`2009年11月09日11:30 腾讯音乐`, `新浪财经`).
    text.match(
      /\d{1,2}:\d{2}(?::\d{2})?\s+([\u4e00-\u9fa5A-Za-z]{1,10}?(?:网|網|报|報|社|新闻|新聞|杂志|雜誌|在线|在線|音乐|音樂|娱乐|娛樂|科技|财经|財經|体育|體育))(?:\s|$)/,
    )?.[1]
  );
}

/**
 * Presentation-form colons (`記者︰X`, U+FE30; `∶`) read as the full-width colon, and so does the
 * vertical bar of a credit label (`作者︱春春`, U+FE31).
 */
function plainColons(text: string): string {
  return text.replace(/[︰∶]/g, '：').replace(/(作者|撰文|撰稿|采写|採寫|记者|記者)\s*︱/g, '$1：');
}

const EDITOR_NAME =
  /(?:责任编辑|責任編輯|责编|責編|编辑|編輯)\s*[:：]\s*([\u4e00-\u9fa5·]{2,4})(?![\u4e00-\u9fa5])/g;

/** The names a page credits as its editors (`责任编辑：肖春芳`, `[责任编辑:肖春芳]`). */
export function editorNames(text: string): Set<string> {
  return new Set(Array.from(plainColons(text).matchAll(EDITOR_NAME), (m) => m[1] ?? ''));
}

/** `来源：X` / `来源于：X` / `出处：X` in byline text. */
export function sourceFromText(text: string): string | undefined {
  const m = plainColons(text).replace(EDITORS, ' ').match(SOURCE_RE);
  return m?.[1]?.replace(/[-—]+$/, '');
}

/**
 * The author a body's closing credit line names (`作者：X Y`, `(文/图 X Y)`, `采写：记者 X`).
 * Only labelled credits: a bare `记者X` inside the story is not one.
 */
export function creditLineAuthor(line: string): string | undefined {
  const clean = plainColons(line).replace(EDITORS, ' ');
  // A line of its own that is only a credit may leave out the colon: `《棱镜》作者 周纯`,
  // `扬子晚报记者 张楠`; or be a bare `記者：陳子謙`.
  const bare = clean
    .trim()
    .match(
      new RegExp(
        `^(?:《[^》]{1,20}》)?\\s*(?:(?:作者|撰文|撰稿)\\s+|[\\u4e00-\\u9fa5]{2,10}?(?:记者|記者)\\s*|(?:记者|記者)\\s*[:：]\\s*)(${NAMES})$`,
      ),
    );
  if (bare?.[1]) {
    return bare[1].replace(/[、，,&＆]/g, ' ');
  }
  // A paragraph closing on its reporter and desk: `…釐清死因。（王煌忠／台中報導）`.
  const desk = clean.match(
    /[（(]\s*([\u4e00-\u9fa5]{2,4})\s*[／/]\s*[\u4e00-\u9fa5]{0,8}(?:報導|报道|報道)\s*[）)]\s*$/,
  )?.[1];
  if (desk) {
    return desk;
  }
  for (const re of AUTHOR_RES.slice(0, 4)) {
    const name = clean.match(re)?.[1];
    if (name) {
      return withoutAffiliation(name.replace(/[、，,&＆]/g, ' '));
    }
  }
  return undefined;
}

/**
 * The reporter an agency dateline names: `新华社巴黎12月9日电（记者唐霁）` or
 * `（中央社記者邱俊欽桃園19日電）` (name and place run together: a five-character run is a
 * three-character name and a two-character place, a four-character run two and two).
 */
export function datelineAuthor(text: string): string | undefined {
  // Taiwan papers open with `記者王小明／台北報導`.
  const desk = text.match(
    /^\s*(?:记者|記者)\s*([\u4e00-\u9fa5]{2,4})\s*[／/]\s*[\u4e00-\u9fa5]{0,8}(?:報導|报道)/,
  )?.[1];
  if (desk) {
    return desk;
  }
  const inside = text.match(/[电電][（(]([^）)]{2,30})[）)]/)?.[1];
  if (inside) {
    return authorFromText(inside);
  }
  const run = text.match(
    /[（(][\u4e00-\u9fa5]{0,6}?(?:记者|記者)([\u4e00-\u9fa5]{4,6}?)\d{1,2}日[电電]/,
  )?.[1];
  if (!run) {
    return undefined;
  }
  return run.length >= 5 ? run.slice(0, 3) : run.slice(0, 2);
}

// A picture credit in brackets (`（圖／記者林悅翻攝）`, `(图/视觉中国)`) names a photographer.
const PHOTO_CREDITS = /[（(]\s*(?:圖|图|照片|攝影|摄影|圖片|图片)\s*[／/:：][^）)]{0,30}[）)]/g;

/** `作者：X`, `文/X`, `文/图 X Y`, `采写：记者 X`, `本报记者 X` (editor credits are not authors). */
export function authorFromText(text: string): string | undefined {
  const clean = plainColons(text).replace(EDITORS, ' ').replace(PHOTO_CREDITS, ' ');
  for (const re of AUTHOR_RES) {
    const name = clean.match(re)?.[1];
    if (name) {
      return withoutAffiliation(name.replace(/[、，,&＆]/g, ' '));
    }
  }
  return undefined;
}

const INSTITUTION = new RegExp(INSTITUTION_SRC);

/**
 * A name run together with its affiliation (`作者：方敏北京大学经济学院教授`): the name is what
 * precedes the institution, whose own name takes the two characters before `大学`/`学院`/….
 */
function withoutAffiliation(name: string): string {
  const at = name.search(INSTITUTION);
  return at >= 2 && at <= 4 && !/\s/.test(name) ? name.slice(0, at) : name;
}

const SITE_CONSTANT =
  /网|網|报|報|社|台|新闻|新聞|频道|頻道|搜狐|网易|腾讯|admin|editor|编辑|編輯|中心|公司|官方/i;

/** True for what reads as a person's name, not a site constant or a user id. */
export function looksLikePerson(value: string | undefined, siteName?: string): boolean {
  const v = value?.trim() ?? '';
  if (!v || v === siteName || /^\d+$/.test(v) || /^https?:/i.test(v) || SITE_CONSTANT.test(v)) {
    return false;
  }
  return /^[\u4e00-\u9fa5·]{2,6}$/.test(v) || /^[A-Za-z][A-Za-z .'-]{1,40}$/.test(v);
}

/** Text of a selector-chosen element, or a meta tag's content. */
export function elementValue(el: DomElement | null): string {
  if (!el) {
    return '';
  }
  return el.localName === 'meta' ? (el.getAttribute('content') ?? '').trim() : lineText(el);
}
