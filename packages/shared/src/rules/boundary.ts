/**
 * Word boundaries for Latin-script terms (多语种: "Latin-script words on word boundaries,
 * case-insensitive; CJK by characters"). A term that starts with a letter or digit of a
 * Latin script matches only where the text has no such letter or digit just before it, and
 * likewise at its end: `app` is not found in `apple`, `NBA` is found in `NBA总决赛`, and
 * Chinese terms keep matching inside any run of characters. The matcher and the reference
 * evaluator both decide with these functions.
 */

/** A letter or digit of a Latin script (ASCII, full-width, Latin-1 and Latin Extended). */
export function isWordCode(code: number): boolean {
  if (code < 0x80) {
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    );
  }
  if (code >= 0xc0 && code <= 0x24f) {
    return code !== 0xd7 && code !== 0xf7;
  }
  return (
    (code >= 0xff10 && code <= 0xff19) ||
    (code >= 0xff21 && code <= 0xff3a) ||
    (code >= 0xff41 && code <= 0xff5a)
  );
}

/** Needs a boundary before the term. */
export const BOUNDARY_START = 1;
/** Needs a boundary after the term. */
export const BOUNDARY_END = 2;

/** Which ends of a term need a boundary (BOUNDARY_ bits; 0 for a CJK term). */
export function boundaryNeeds(term: string): number {
  if (term.length === 0) {
    return 0;
  }
  return (
    (isWordCode(term.charCodeAt(0)) ? BOUNDARY_START : 0) |
    (isWordCode(term.charCodeAt(term.length - 1)) ? BOUNDARY_END : 0)
  );
}

/** Whether an occurrence at [start, end) of `text` stands on the boundaries it needs. */
export function onBoundaries(text: string, start: number, end: number, needs: number): boolean {
  if ((needs & BOUNDARY_START) !== 0 && start > 0 && isWordCode(text.charCodeAt(start - 1))) {
    return false;
  }
  return !((needs & BOUNDARY_END) !== 0 && end < text.length && isWordCode(text.charCodeAt(end)));
}

/** `text.includes(term)` with the term's boundaries (both already folded alike). */
export function includesTerm(text: string, term: string): boolean {
  const needs = boundaryNeeds(term);
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (needs === 0 || onBoundaries(text, at, at + term.length, needs)) {
      return true;
    }
  }
  return false;
}
