/**
 * Full-text tokens: CJK runs become overlapping bigrams (a one-character run stays a unigram)
 * and Latin/digit runs become lower-case words, in text order. A Chinese query of 2+
 * characters becomes the phrase of its bigrams, so the index answers exactly what a substring
 * match would (DESIGN §6: FTS5 trigram misses 2-char words, unicode61 treats a CJK run as one).
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[a-z0-9\u00c0-\u024f\u0400-\u04ff]/;
const MAX_TOKENS = 20_000;

/** Tokens of already normalised text (simplified, half-width, lower-case). */
export function ftsTokens(text: string): string[] {
  const out: string[] = [];
  let cjkRun = '';
  let word = '';
  const flushCjk = () => {
    if (cjkRun.length === 1) {
      out.push(cjkRun);
    }
    for (let i = 0; i + 1 < cjkRun.length; i += 1) {
      out.push(cjkRun.slice(i, i + 2));
    }
    cjkRun = '';
  };
  const flushWord = () => {
    if (word) {
      out.push(word);
    }
    word = '';
  };
  for (const ch of text) {
    if (out.length >= MAX_TOKENS) {
      break;
    }
    if (CJK.test(ch)) {
      flushWord();
      cjkRun += ch;
    } else if (WORD.test(ch)) {
      flushCjk();
      word += ch;
    } else {
      flushCjk();
      flushWord();
    }
  }
  flushCjk();
  flushWord();
  return out;
}

/**
 * The phrase to search for a user query, or null when the query has no searchable token.
 * Tokens are returned without quotes; each engine's query builder quotes them.
 */
export function queryTokens(normalisedQuery: string): string[] {
  return ftsTokens(normalisedQuery);
}
