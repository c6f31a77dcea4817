/**
 * Match-time folding: Latin letters ignore case and full-width ASCII counts as half-width, so
 * `ＮＢＡ`, `NBA` and `nba` are the same keyword. Folding maps each UTF-16 unit to exactly one
 * unit, so positions in folded text are positions in the original (the server highlights with
 * them).
 */

/** Folds one UTF-16 code unit. */
export function foldCharCode(code: number): number {
  if (code < 0x80) {
    return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
  }
  if (code >= 0xff01 && code <= 0xff5e) {
    return foldCharCode(code - 0xfee0);
  }
  // 全角空格 is what a Chinese IME types for a space.
  if (code === 0x3000) {
    return 0x20;
  }
  // Latin-1 capitals (À…Þ except ×) for names such as José in foreign-media rules.
  if (code >= 0xc0 && code <= 0xde && code !== 0xd7) {
    return code + 0x20;
  }
  return code;
}

const FOLDABLE = /[A-Z\u00c0-\u00d6\u00d8-\u00de\u3000\uff01-\uff5e]/g;

/** Folds a keyword or a text for matching; returns `text` itself when nothing changes. */
export function foldForMatch(text: string): string {
  return text.replace(FOLDABLE, (ch) => String.fromCharCode(foldCharCode(ch.charCodeAt(0))));
}
