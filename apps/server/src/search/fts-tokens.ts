/**
 * Full-text tokens: CJK runs become overlapping bigrams (a one-character run stays a unigram)
 * and Latin/digit runs become lower-case words, in text order. A Chinese query of 2+
 * characters becomes the phrase of its bigrams, so the index answers exactly what a substring
 * match would (DESIGN §6: FTS5 trigram misses 2-char words, unicode61 treats a CJK run as one).
 */

const MAX_TOKENS = 20_000;

/** CJK ideographs (Extension A, URO, compatibility): each is one UTF-16 unit. */
function isCjk(c: number): boolean {
  return (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff);
}

/** Lower-case ASCII letters and digits, Latin-1 to Latin Extended-B letters, Cyrillic. */
function isWordChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0xc0 && c <= 0x24f) ||
    (c >= 0x400 && c <= 0x4ff)
  );
}

/** Token text is built here (reused; grown as needed) and decoded once. */
let units = new Uint16Array(4096);

/**
 * The tokens of already normalised text (simplified, half-width, lower-case), separated by
 * single spaces: what the full-text column stores. Scans UTF-16 units by code (every token
 * character is one unit; a surrogate pair, like any other character, only ends the current run)
 * and writes the tokens' units into one buffer, decoded once, rather than a string per token.
 */
export function ftsTokenText(text: string): string {
  // At most three units per character: a bigram and its space.
  if (units.length < text.length * 3) {
    units = new Uint16Array(text.length * 3);
  }
  const out = units;
  let n = 0;
  let tokens = 0;
  let cjkFrom = -1;
  let wordFrom = -1;
  /** Counts a token and puts the space before it (none before the first). */
  const startToken = () => {
    if (n > 0) {
      out[n++] = 0x20;
    }
    tokens += 1;
  };
  const flushCjk = (to: number) => {
    if (cjkFrom < 0) {
      return;
    }
    if (to - cjkFrom === 1) {
      startToken();
      out[n++] = text.charCodeAt(cjkFrom);
    }
    for (let i = cjkFrom; i + 1 < to; i += 1) {
      startToken();
      out[n++] = text.charCodeAt(i);
      out[n++] = text.charCodeAt(i + 1);
    }
    cjkFrom = -1;
  };
  const flushWord = (to: number) => {
    if (wordFrom >= 0) {
      startToken();
      for (let i = wordFrom; i < to; i += 1) {
        out[n++] = text.charCodeAt(i);
      }
    }
    wordFrom = -1;
  };
  let i = 0;
  for (; i < text.length; i += 1) {
    if (tokens >= MAX_TOKENS) {
      break;
    }
    const c = text.charCodeAt(i);
    if (isCjk(c)) {
      flushWord(i);
      if (cjkFrom < 0) {
        cjkFrom = i;
      }
    } else if (isWordChar(c)) {
      flushCjk(i);
      if (wordFrom < 0) {
        wordFrom = i;
      }
    } else {
      flushCjk(i);
      flushWord(i);
    }
  }
  flushCjk(i);
  flushWord(i);
  return Buffer.from(out.buffer, out.byteOffset, n * 2).toString('utf16le');
}

/** The tokens of already normalised text, in text order (see {@link ftsTokenText}). */
export function ftsTokens(text: string): string[] {
  const joined = ftsTokenText(text);
  // Tokens are CJK or word characters only: a space never occurs inside one.
  return joined ? joined.split(' ') : [];
}

/**
 * The phrase to search for a user query, or null when the query has no searchable token.
 * Tokens are returned without quotes; each engine's query builder quotes them.
 */
export function queryTokens(normalisedQuery: string): string[] {
  return ftsTokens(normalisedQuery);
}
