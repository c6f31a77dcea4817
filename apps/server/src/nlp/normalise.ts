import { ConverterFactory, type ConverterFunction, type DictGroup } from 'opencc-js/core';
import * as t2cn from 'opencc-js/preset/t2cn';

// Characters that look like spacing but are not ASCII: NBSP, the en/em spaces, narrow NBSP,
// medium mathematical space and the ideographic space (U+3000).
const HORIZONTAL_SPACE = /[ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
// C0/C1 controls (except tab and newlines), soft hyphen, zero-width space, direction marks and
// embeddings (they can spoof how a title reads), word joiners and the BOM. ZWNJ/ZWJ stay: emoji
// sequences and some scripts need them.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/g;
const FULL_WIDTH = /[\uff01-\uff5e\u3000]/g;
const FULL_WIDTH_ALNUM = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\u3000]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;

function halfWidthChar(ch: string): string {
  const code = ch.charCodeAt(0);
  return code === 0x3000 ? ' ' : String.fromCharCode(code - 0xfee0);
}

/**
 * Converts full-width ASCII (U+FF01–U+FF5E) and the ideographic space to their half-width forms.
 * Chinese full-width punctuation such as `，` becomes `,` too, so use it for matching, not display.
 */
export function toHalfWidth(text: string): string {
  FULL_WIDTH.lastIndex = 0;
  return FULL_WIDTH.test(text) ? text.replace(FULL_WIDTH, halfWidthChar) : text;
}

/** Removes control, zero-width and bidi-override characters; keeps tab, newlines, ZWJ and ZWNJ. */
export function stripControlChars(text: string): string {
  CONTROL.lastIndex = 0;
  return CONTROL.test(text) ? text.replace(CONTROL, '') : text;
}

/**
 * Collapses runs of spaces (including NBSP and U+3000) to one space, trims every line and drops
 * empty lines, so paragraphs survive as single `\n` separators.
 */
export function collapseWhitespace(text: string): string {
  const lines = text.replace(LINE_BREAKS, '\n').replace(HORIZONTAL_SPACE, ' ').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed) {
      kept.push(trimmed);
    }
  }
  return kept.join('\n');
}

/**
 * Cleans text for storage and display: strips control characters, turns full-width letters,
 * digits and the ideographic space half-width (２０１８ → 2018) but keeps Chinese punctuation,
 * and collapses whitespace.
 */
export function normaliseText(text: string): string {
  return collapseWhitespace(stripControlChars(text).replace(FULL_WIDTH_ALNUM, halfWidthChar));
}

// Characters that OpenCC rewrites on their own but that are also ordinary simplified Chinese
// (什么 → 幺, 著名, 乾隆, 哪吒); seeing them must not make us pay for a full conversion.
const SIMPLIFIED_TOO = '么著乾吒';

interface Opencc {
  convert: ConverterFunction;
  /** 1 at the UTF-16 code of every character that exists only in traditional script. */
  traditionalOnly: Uint8Array;
}

let opencc: Opencc | undefined;

function preset(groups: readonly DictGroup[] | undefined, name: string): readonly DictGroup[] {
  if (!groups) {
    throw new Error(`opencc-js has no ${name} preset`);
  }
  return groups;
}

function buildOpencc(): Opencc {
  // HK and TW variant tables first, then the generic traditional → simplified tables: script
  // conversion only. The TW phrase table (軟體 → 软件, 線上 → 在线) is left out on purpose,
  // because it rewrites vocabulary rather than characters.
  const convert = ConverterFactory(
    ...preset(t2cn.from.hk, 'from.hk'),
    ...preset(t2cn.from.tw, 'from.tw'),
    ...preset(t2cn.to.cn, 'to.cn'),
  );
  // Mark every BMP ideograph that the converter changes when it stands alone. Converting one
  // character per line keeps phrase rules from firing; this runs once, in about 15 ms.
  const chars: string[] = [];
  for (let c = 0x3400; c < 0xa000; c++) {
    chars.push(String.fromCharCode(c));
  }
  for (let c = 0xf900; c < 0xfb00; c++) {
    chars.push(String.fromCharCode(c));
  }
  const converted = convert(chars.join('\n')).split('\n');
  const traditionalOnly = new Uint8Array(0x10000);
  chars.forEach((ch, i) => {
    if (converted[i] !== ch) {
      traditionalOnly[ch.charCodeAt(0)] = 1;
    }
  });
  for (const ch of SIMPLIFIED_TOO) {
    traditionalOnly[ch.charCodeAt(0)] = 0;
  }
  return { convert, traditionalOnly };
}

/** True when the text contains at least one character that exists only in traditional script. */
export function hasTraditional(text: string): boolean {
  const table = (opencc ??= buildOpencc()).traditionalOnly;
  for (let i = 0; i < text.length; i++) {
    if (table[text.charCodeAt(i)] === 1) {
      return true;
    }
  }
  return false;
}

/**
 * Converts Traditional (including Hong Kong and Taiwan variants) Chinese to simplified (mainland)
 * script with OpenCC; the converter is built once, on first use. Text without traditional-only
 * characters comes back untouched, which keeps the common case at a table scan instead of a
 * ~90 µs dictionary pass per 1 KB.
 */
export function toSimplified(text: string): string {
  return hasTraditional(text) ? (opencc ??= buildOpencc()).convert(text) : text;
}

/**
 * The form the rule matcher and the full-text index see: simplified script, half-width ASCII,
 * lower-case Latin, no control characters, and single spaces for any whitespace run.
 */
export function normaliseForMatch(text: string): string {
  return toSimplified(toHalfWidth(stripControlChars(text)))
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
