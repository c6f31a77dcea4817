/**
 * Scores the collectors on a labelled corpus (apps/server/test/fixtures/extract/manifest.json):
 * page title exact, publish time to the minute, author/source where the page shows them, main
 * text by character-bigram F1, and feeds fully right (title, item count, first item title).
 * Used by `npm run eval:extract` and by the floor test, so both see the same figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isCollectError } from './collect-error.js';
import { extractPage } from './extract.js';
import { readFeed } from './feed.js';

type Provenance = 'real' | 'constructed';

/** One labelled article page. */
export interface PageCase {
  file: string;
  provenance: Provenance;
  kind: string;
  /** Where the file comes from and under which licence it is used. */
  licence: string;
  url: string;
  /** Response headers (lower-case names) as the site sent them. */
  headers: Record<string, string>;
  expect: {
    title: string;
    /** Asia/Shanghai wall clock `YYYY-MM-DD HH:MM`; absent when the page shows no time. */
    time?: string;
    /** Present when the page shows an author / a source to a reader. */
    author?: string;
    source?: string;
    /** Main text, one paragraph per line. */
    body: string;
  };
}

/** One labelled feed file. */
export interface FeedCase {
  file: string;
  provenance: Provenance;
  licence: string;
  url: string;
  headers: Record<string, string>;
  /** Absent for broken or hostile files, which must be refused with the parser's own error. */
  expect?: {
    title: string;
    count: number;
    firstTitle?: string;
    /** The first item's publish time with its zone (ISO 8601), compared to the minute. */
    firstTime?: string;
  };
}

export interface CorpusManifest {
  pages: PageCase[];
  feeds: FeedCase[];
}

/** The figures `eval:extract` prints. */
export interface CorpusFigures {
  pages: number;
  realPages: number;
  title: number;
  time: number;
  author: number;
  body: number;
  feeds: number;
  feedFiles: number;
  /** The same four figures over the real (not constructed) pages only. */
  real: { title: number; time: number; author: number; body: number };
  /** Broken/hostile feed files refused with CollectError, out of all of them. */
  refused: number;
  /** Files that made a parser throw something other than its own error. */
  foreignErrors: number;
}

export interface CorpusFailure {
  file: string;
  field: string;
  want: string;
  got: string;
}

const norm = (s: string | undefined) => (s ?? '').replace(/\s+/g, '').normalize('NFKC');

/** Character-bigram F1 of two texts, whitespace ignored (multiset overlap). */
export function bigramF1(got: string, want: string): number {
  const grams = (s: string) => {
    const t = norm(s);
    const m = new Map<string, number>();
    for (let i = 0; i + 1 < t.length; i++) {
      const g = t.slice(i, i + 2);
      m.set(g, (m.get(g) ?? 0) + 1);
    }
    return { m, n: Math.max(0, t.length - 1) };
  };
  const a = grams(got);
  const b = grams(want);
  if (a.n === 0 || b.n === 0) {
    return a.n === b.n ? 1 : 0;
  }
  let overlap = 0;
  for (const [g, c] of a.m) {
    overlap += Math.min(c, b.m.get(g) ?? 0);
  }
  const p = overlap / a.n;
  const r = overlap / b.n;
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

/** `YYYY-MM-DD HH:MM` in Asia/Shanghai. */
export function shanghaiMinute(ms: number | undefined): string {
  if (ms === undefined) {
    return '';
  }
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const ratio = (hit: number, of: number) => (of === 0 ? 1 : Math.round((hit / of) * 1000) / 1000);

interface PageScores {
  title: number;
  time: number;
  author: number;
  body: number;
  foreignErrors: number;
}

type Miss = (file: string, field: string, want: string, got: string) => void;

/** Title, time, author/source and body figures over some page cases. */
function scorePages(cases: PageCase[], dir: string, miss: Miss): PageScores {
  let titleOk = 0;
  let timeOk = 0;
  let timeOf = 0;
  let authorOk = 0;
  let authorOf = 0;
  let f1Sum = 0;
  let foreignErrors = 0;
  for (const c of cases) {
    const bytes = fs.readFileSync(path.join(dir, c.file));
    let page;
    try {
      page = extractPage(bytes, c.headers, c.url);
    } catch (err) {
      if (!isCollectError(err)) {
        foreignErrors++;
      }
      miss(c.file, 'error', '', String(err));
      timeOf += c.expect.time ? 1 : 0;
      authorOf += c.expect.author || c.expect.source ? 1 : 0;
      continue;
    }
    if (norm(page.title) === norm(c.expect.title)) {
      titleOk++;
    } else {
      miss(c.file, 'title', c.expect.title, page.title);
    }
    if (c.expect.time) {
      timeOf++;
      const got = shanghaiMinute(page.publishTime);
      if (got === c.expect.time) {
        timeOk++;
      } else {
        miss(c.file, 'time', c.expect.time, got);
      }
    }
    if (c.expect.author || c.expect.source) {
      authorOf++;
      const authorRight = !c.expect.author || norm(page.author) === norm(c.expect.author);
      const gotSource = page.source ?? page.siteName;
      const sourceRight = !c.expect.source || norm(gotSource) === norm(c.expect.source);
      if (authorRight && sourceRight) {
        authorOk++;
      } else {
        miss(
          c.file,
          'author/source',
          `${c.expect.author ?? '-'} / ${c.expect.source ?? '-'}`,
          `${page.author ?? '-'} / ${gotSource ?? '-'}`,
        );
      }
    }
    const f1 = bigramF1(page.content, c.expect.body);
    f1Sum += f1;
    if (f1 < 0.93) {
      miss(
        c.file,
        'body',
        c.expect.body.slice(0, 60),
        `F1 ${f1.toFixed(2)}: ${page.content.slice(0, 120)}`,
      );
    }
  }
  const n = cases.length;
  return {
    title: ratio(titleOk, n),
    time: ratio(timeOk, timeOf),
    author: ratio(authorOk, authorOf),
    body: n === 0 ? 1 : Math.round((f1Sum / n) * 1000) / 1000,
    foreignErrors,
  };
}

/**
 * Runs every case of the corpus in `dir` (or only the files `only` keeps, e.g. a held-out batch)
 * and returns the figures and the misses.
 */
export function evaluateCorpus(
  dir: string,
  only: (file: string) => boolean = () => true,
): { figures: CorpusFigures; failures: CorpusFailure[] } {
  const whole = JSON.parse(
    fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'),
  ) as CorpusManifest;
  const manifest: CorpusManifest = {
    pages: whole.pages.filter((c) => only(c.file)),
    feeds: whole.feeds.filter((c) => only(c.file)),
  };
  const failures: CorpusFailure[] = [];
  const miss = (file: string, field: string, want: string, got: string) =>
    failures.push({ file, field, want, got });
  const all = scorePages(manifest.pages, dir, miss);
  const real = scorePages(
    manifest.pages.filter((p) => p.provenance === 'real'),
    dir,
    () => undefined,
  );
  let foreignErrors = all.foreignErrors;
  let feedOk = 0;
  let feedOf = 0;
  let refused = 0;
  let badOf = 0;
  for (const c of manifest.feeds) {
    const bytes = fs.readFileSync(path.join(dir, c.file));
    if (!c.expect) {
      badOf++;
      try {
        readFeed(bytes, c.headers, c.url);
        miss(c.file, 'feed', 'CollectError', 'parsed');
      } catch (err) {
        if (isCollectError(err, 'parse')) {
          refused++;
        } else {
          foreignErrors++;
          miss(c.file, 'feed', 'CollectError', String(err));
        }
      }
      continue;
    }
    feedOf++;
    try {
      const feed = readFeed(bytes, c.headers, c.url);
      const first = feed.items[0]?.title;
      const firstTime = feed.items[0]?.publishTime;
      const minute = (ms: number | undefined) =>
        ms === undefined ? undefined : Math.floor(ms / 60000);
      const right =
        norm(feed.title) === norm(c.expect.title) &&
        feed.items.length === c.expect.count &&
        (c.expect.firstTitle === undefined || norm(first) === norm(c.expect.firstTitle)) &&
        (c.expect.firstTime === undefined ||
          minute(firstTime) === minute(Date.parse(c.expect.firstTime)));
      if (right) {
        feedOk++;
      } else {
        miss(
          c.file,
          'feed',
          `${c.expect.title} | ${c.expect.count} | ${c.expect.firstTitle ?? ''} | ${c.expect.firstTime ?? ''}`,
          `${feed.title} | ${feed.items.length} | ${first ?? ''} | ${firstTime === undefined ? '' : new Date(firstTime).toISOString()}`,
        );
      }
    } catch (err) {
      if (!isCollectError(err)) {
        foreignErrors++;
      }
      miss(c.file, 'feed', 'parsed', String(err));
    }
  }
  const n = manifest.pages.length;
  return {
    figures: {
      pages: n,
      realPages: manifest.pages.filter((p) => p.provenance === 'real').length,
      title: all.title,
      time: all.time,
      author: all.author,
      body: all.body,
      real: { title: real.title, time: real.time, author: real.author, body: real.body },
      feeds: ratio(feedOk, feedOf),
      feedFiles: feedOf,
      refused: ratio(refused, badOf),
      foreignErrors,
    },
    failures,
  };
}
