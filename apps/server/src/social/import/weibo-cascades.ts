import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { CN_OFFSET_MS, parseCn } from '@guanlan/shared';
import type { IngestPipeline } from '../../ingest/pipeline.js';
import type { RawArticle } from '../../ingest/raw-article.js';

/**
 * The CED Weibo corpus format (shared/data/social/weibo_cascades.jsonl.gz, see its README): one
 * original post per line with its author's profile and its reposts/comments as a parent-linked
 * list. Used by `npm run import:weibo` and by the tests on real cascades.
 */
export interface CedCascade {
  mid: string;
  uid: string;
  text: string;
  /** Epoch seconds, or Weibo's `Mon Mar 11 00:00:25 +0800 2013`. */
  time: number | string;
  reposts: number;
  comments: number;
  likes: number;
  user: {
    gender?: string;
    followers?: number;
    friends?: number;
    messages?: number;
    location?: string;
    verified?: boolean;
    verified_type?: number;
    time?: number;
  };
  repostsAndComments: { mid: string; uid: string; parent: string; text: string; date: string }[];
  repostsTruncated?: boolean;
}

/** Epoch ms of the original's time in either form the corpus has. */
export function cedTime(time: number | string): number | undefined {
  if (typeof time === 'number') {
    return time * 1000;
  }
  const ms = Date.parse(
    time.replace(/^\w{3} (\w{3}) (\d+) ([\d:]+) ([+-]\d{4}) (\d{4})$/, '$1 $2 $5 $3 $4'),
  );
  return Number.isNaN(ms) ? undefined : ms;
}

/** A repost's `YYYY-MM-DD HH:MM:SS` (Beijing) or `02月13日 09:17` (year of the original). */
export function cedDate(date: string, rootMs: number): number | undefined {
  const full = parseCn(date);
  if (full !== undefined) {
    return full;
  }
  const m = /^(\d{1,2})月(\d{1,2})日\s+(\d{1,2}):(\d{2})$/.exec(date.trim());
  if (!m) {
    return undefined;
  }
  const year = new Date(rootMs + CN_OFFSET_MS).getUTCFullYear();
  const [mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, mo - 1, d, h, mi) - CN_OFFSET_MS;
  return ms < rootMs ? Date.UTC(year + 1, mo - 1, d, h, mi) - CN_OFFSET_MS : ms;
}

const weiboUrl = (uid: string, mid: string) =>
  `https://weibo.com/${encodeURIComponent(uid)}/${encodeURIComponent(mid)}`;

/**
 * One cascade as raw posts: the original (author profile, counts) and every repost with its
 * explicit parent (the original when `parent` is empty). Repeated mids keep their first row.
 */
export function cedToRaw(
  c: CedCascade,
  opts: { ownerOrgId?: number | null; isDemo?: boolean } = {},
): RawArticle[] {
  const rootMs = cedTime(c.time) ?? 0;
  const common = {
    carrier: 'microBlog',
    siteName: '新浪微博',
    ...(opts.ownerOrgId ? { ownerOrgId: opts.ownerOrgId } : {}),
    ...(opts.isDemo ? { isDemo: true } : {}),
  };
  const u = c.user;
  const root: RawArticle = {
    ...common,
    url: weiboUrl(c.uid, c.mid),
    title: c.text.slice(0, 140) || '微博',
    content: c.text,
    publishTime: rootMs,
    author: {
      id: c.uid,
      ...(u.gender === 'm' || u.gender === 'f' ? { gender: u.gender } : {}),
      ...(u.followers !== undefined ? { followers: u.followers } : {}),
      ...(u.verified !== undefined ? { verified: u.verified } : {}),
    },
    engagement: { forwards: c.reposts, comments: c.comments, likes: c.likes },
    social: {
      platform: 'weibo',
      postId: c.mid,
      kind: 'original',
      profile: {
        ...(u.verified_type !== undefined ? { verifiedType: u.verified_type } : {}),
        ...(u.friends !== undefined ? { friends: u.friends } : {}),
        ...(u.messages !== undefined ? { postCount: u.messages } : {}),
        ...(u.location ? { location: u.location } : {}),
        ...(u.time ? { registeredAt: u.time * 1000 } : {}),
      },
    },
  };
  const seen = new Set([c.mid]);
  const out = [root];
  for (const r of c.repostsAndComments) {
    if (seen.has(r.mid)) {
      continue;
    }
    seen.add(r.mid);
    const numeric = /^\d+$/.test(r.uid);
    out.push({
      ...common,
      url: weiboUrl(r.uid, r.mid),
      title: r.text.slice(0, 140) || '转发微博',
      content: r.text,
      publishTime: cedDate(r.date, rootMs) ?? rootMs,
      author: { id: r.uid, ...(numeric ? {} : { name: r.uid }) },
      social: { platform: 'weibo', postId: r.mid, kind: 'repost', parentId: r.parent || c.mid },
    });
  }
  return out;
}

/** Reads cascades from the gzipped corpus; `pick` chooses lines by index and content. */
export async function* readCedCascades(
  file: string,
  pick: (c: CedCascade, index: number) => boolean = () => true,
): AsyncGenerator<CedCascade> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let i = 0;
  for await (const line of lines) {
    if (!line.trim()) {
      continue;
    }
    const c = JSON.parse(line) as CedCascade;
    if (pick(c, i)) {
      yield c;
    }
    i += 1;
  }
}

export interface CedImportSummary {
  cascades: number;
  accepted: number;
  duplicates: number;
  rejected: number;
}

/** Imports cascades through the pipeline (one cascade per batch, in chunks of 500 posts). */
export async function importCedCascades(
  pipeline: IngestPipeline,
  cascades: AsyncIterable<CedCascade> | Iterable<CedCascade>,
  opts: { ownerOrgId?: number | null; onCascade?: (s: CedImportSummary) => void } = {},
): Promise<CedImportSummary> {
  const s: CedImportSummary = { cascades: 0, accepted: 0, duplicates: 0, rejected: 0 };
  for await (const c of cascades) {
    const raws = cedToRaw(c, { ownerOrgId: opts.ownerOrgId ?? null });
    for (let i = 0; i < raws.length; i += 500) {
      for (const o of await pipeline.ingest(raws.slice(i, i + 500))) {
        s[
          o.status === 'accepted'
            ? 'accepted'
            : o.status === 'duplicate'
              ? 'duplicates'
              : 'rejected'
        ] += 1;
      }
    }
    s.cascades += 1;
    opts.onCascade?.(s);
  }
  return s;
}
