import { z } from 'zod';
import { CARRIER_CODES } from '@guanlan/shared';
import type { RawArticle, SocialPostFields } from '../raw-article.js';
import { parseIngestTime } from './ingest-time.js';
import { stripControls } from '../normalise/control-chars.js';

/** A vendor's clock may run a little ahead of ours; later than this is a wrong time. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

const text = (label: string, max: number) =>
  z.string({ message: `${label} 应为字符串` }).max(max, { message: `${label} 超过${max}个字符` });
const count = (label: string) =>
  z
    .number({ message: `${label} 应为非负整数` })
    .int({ message: `${label} 应为非负整数` })
    .min(0, { message: `${label} 应为非负整数` })
    .max(1e12, { message: `${label} 数值过大` })
    .optional();
const platformId = (label: string) =>
  z
    .union([z.string(), z.number()], { message: `${label} 应为字符串` })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { message: `${label} 不能为空` })
        .max(100, { message: `${label} 超过100个字符` }),
    )
    .optional();
const flag = (label: string) => z.boolean({ message: `${label} 应为 true 或 false` }).optional();

/** One NDJSON line of the vendor ingest API. Unknown fields are ignored. */
export const ingestLine = z.object({
  url: text('url', 2000).min(1, { message: '缺少 url' }),
  title: text('title', 500).trim().min(1, { message: '缺少 title' }),
  content: text('content', 200_000).optional(),
  html: text('html', 500_000).optional(),
  summary: text('summary', 2000).optional(),
  siteName: text('siteName', 100).optional(),
  carrier: z
    .enum(CARRIER_CODES, { message: `carrier 必须是：${CARRIER_CODES.join('、')}` })
    .optional(),
  isAbroad: flag('isAbroad'),
  language: text('language', 8).min(2, { message: 'language 应为语言代码，如 zh、en' }).optional(),
  publishTime: z.unknown().optional(),
  author: z
    .object(
      {
        name: text('author.name', 100).optional(),
        id: text('author.id', 100).optional(),
        followers: count('author.followers'),
        verified: flag('author.verified'),
        gender: z.enum(['m', 'f'], { message: 'author.gender 应为 m 或 f' }).optional(),
        region: text('author.region', 50).optional(),
        verifiedType: z
          .number({ message: 'author.verifiedType 应为整数' })
          .int({ message: 'author.verifiedType 应为整数' })
          .min(-1, { message: 'author.verifiedType 应为整数' })
          .max(1000, { message: 'author.verifiedType 应为整数' })
          .optional(),
        friends: count('author.friends'),
        postCount: count('author.postCount'),
        location: text('author.location', 50).optional(),
        registeredAt: z.unknown().optional(),
        avatarUrl: text('author.avatarUrl', 2000).optional(),
      },
      { message: 'author 应为对象' },
    )
    .optional(),
  coverUrl: text('coverUrl', 2_800_000).optional(),
  /** A cover image as base64 (SPEC's name); kept in our own media store. */
  articleCoverBase64: text('articleCoverBase64', 2_800_000).optional(),
  engagement: z
    .object(
      {
        reads: count('engagement.reads'),
        comments: count('engagement.comments'),
        forwards: count('engagement.forwards'),
        likes: count('engagement.likes'),
        plays: count('engagement.plays'),
        favourites: count('engagement.favourites'),
      },
      { message: 'engagement 应为对象' },
    )
    .optional(),
  parentUrl: text('parentUrl', 2000).optional(),
  /** Social posts: platform code (weibo …), the post's id there, its kind and links by id. */
  platform: z
    .string({ message: 'platform 应为字符串' })
    .regex(/^[a-z][a-z0-9_]{1,31}$/i, { message: 'platform 应为平台代码，如 weibo' })
    .optional(),
  postId: platformId('postId'),
  postKind: z
    .enum(['original', 'repost', 'comment'], {
      message: 'postKind 应为 original、repost 或 comment',
    })
    .optional(),
  parentId: platformId('parentId'),
  rootId: platformId('rootId'),
  rootUrl: text('rootUrl', 2000).optional(),
  publisherRegion: text('publisherRegion', 50).optional(),
});

export type LineResult =
  | { line: number; status: 'accepted'; id: number; notes?: string[] }
  | { line: number; status: 'duplicate'; notes?: string[] }
  | { line: number; status: 'rejected'; reason: string };

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first issue as one Chinese sentence naming the field (our messages, never zod's). */
function reasonOf(error: z.ZodError, value: unknown): string {
  const issue = error.issues[0];
  if (!issue) {
    return '格式错误';
  }
  const field = issue.path.join('.');
  let raw: unknown = value;
  for (const k of issue.path) {
    raw =
      raw !== null && typeof raw === 'object'
        ? (raw as Record<PropertyKey, unknown>)[k]
        : undefined;
  }
  if (raw === undefined && issue.code === 'invalid_type') {
    return `缺少 ${field}`;
  }
  return /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : `${field} 格式不正确`;
}

/**
 * One line to a raw article, cleaned at the boundary: control characters removed, link fields
 * that are not http(s) dropped, the publish time parsed from every common form (a time in the
 * future becomes the receiving time). Whatever had to change is said in `notes`.
 */
export function parseLine(
  value: unknown,
  now: number,
): { raw: RawArticle; notes: string[]; coverBase64?: string } | { reason: string } {
  const changed = { yes: false };
  const clean = stripControls(value, changed);
  const parsed = ingestLine.safeParse(clean);
  if (!parsed.success) {
    return { reason: reasonOf(parsed.error, clean) };
  }
  const notes: string[] = changed.yes ? ['已去除控制字符（如 NUL）'] : [];
  const {
    publishTime,
    coverUrl,
    parentUrl,
    articleCoverBase64,
    platform,
    postId,
    postKind,
    parentId,
    rootId,
    rootUrl,
    author,
    ...rest
  } = parsed.data;
  const raw: RawArticle = rest;
  const social = socialOf({ platform, postId, postKind, parentId, rootId, rootUrl, author }, notes);
  if (author) {
    const { name, id, followers, verified, gender, region } = author;
    raw.author = dropUndefined({ name, id, followers, verified, gender, region });
  }
  if (social) {
    raw.social = social;
  }
  // An image given inline (base64, or a data:image address) goes to the media store.
  let coverBase64 = articleCoverBase64;
  if (coverUrl !== undefined) {
    if (/^data:image\/[a-z+]+;base64,/i.test(coverUrl)) {
      coverBase64 ??= coverUrl;
    } else if (isHttpUrl(coverUrl) && coverUrl.length <= 2000) {
      raw.coverUrl = coverUrl;
    } else {
      notes.push('coverUrl 不是 http(s) 地址，已忽略');
    }
  }
  if (parentUrl !== undefined) {
    if (isHttpUrl(parentUrl)) {
      raw.parentUrl = parentUrl;
    } else {
      notes.push('parentUrl 不是 http(s) 地址，已忽略');
    }
  }
  if (publishTime !== undefined && publishTime !== null && publishTime !== '') {
    const ms = parseIngestTime(publishTime);
    if (ms === undefined) {
      return {
        reason:
          'publishTime 格式不正确：应为毫秒或秒时间戳、ISO 8601（如 2024-03-05T08:30:00Z）或 YYYY-MM-DD HH:mm:ss',
      };
    }
    if (ms > now + FUTURE_TOLERANCE_MS) {
      notes.push('publishTime 晚于当前时间，已改为接收时间');
    } else {
      raw.publishTime = ms;
    }
  }
  return coverBase64 === undefined ? { raw, notes } : { raw, notes, coverBase64 };
}

/** A line that parsed: the raw article, what was changed, and an inline cover to store. */
export interface ParsedLine {
  line: number;
  raw: RawArticle;
  notes: string[];
  coverBase64?: string;
}

/**
 * One NDJSON line (its text without the newline, numbered from 1): the parsed article, or its
 * rejection with a Chinese reason; undefined for a blank line, which is skipped.
 */
export function parseNdjsonLine(
  rawLine: string,
  line: number,
  now: number,
): ParsedLine | Extract<LineResult, { status: 'rejected' }> | undefined {
  const trimmed = rawLine.trim();
  if (!trimmed) {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { line, status: 'rejected', reason: `第${line}行不是合法的 JSON` };
  }
  const result = parseLine(value, now);
  if ('reason' in result) {
    return { line, status: 'rejected', reason: `第${line}行：${result.reason}` };
  }
  return { line, ...result };
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

type LineData = z.infer<typeof ingestLine>;

/**
 * The social part of a line: given when it names a platform, a post id, a kind or a link by id
 * (platform defaults to weibo then). Links: parentId (explicit) or parentUrl; when only the
 * original is named (rootId / rootUrl), the parent is inferred from a `//@昵称:` chain.
 */
function socialOf(
  d: Pick<
    LineData,
    'platform' | 'postId' | 'postKind' | 'parentId' | 'rootId' | 'rootUrl' | 'author'
  >,
  notes: string[],
): SocialPostFields | undefined {
  const a = d.author;
  const profileGiven =
    a &&
    [a.verifiedType, a.friends, a.postCount, a.location, a.registeredAt, a.avatarUrl].some(
      (v) => v !== undefined,
    );
  if (
    !d.platform &&
    !d.postId &&
    !d.postKind &&
    !d.parentId &&
    !d.rootId &&
    !d.rootUrl &&
    !profileGiven
  ) {
    return undefined;
  }
  const social: SocialPostFields = { platform: (d.platform ?? 'weibo').toLowerCase() };
  if (d.postId) {
    social.postId = d.postId;
  }
  if (d.postKind) {
    social.kind = d.postKind;
  }
  if (d.parentId) {
    social.parentId = d.parentId;
  }
  if (d.rootId) {
    social.rootId = d.rootId;
  }
  if (d.rootUrl !== undefined) {
    if (isHttpUrl(d.rootUrl)) {
      social.rootUrl = d.rootUrl;
    } else {
      notes.push('rootUrl 不是 http(s) 地址，已忽略');
    }
  }
  if (a && profileGiven) {
    const registeredAt =
      a.registeredAt === undefined || a.registeredAt === null || a.registeredAt === ''
        ? undefined
        : parseIngestTime(a.registeredAt);
    if (a.registeredAt !== undefined && registeredAt === undefined) {
      notes.push('author.registeredAt 无法识别，已忽略');
    }
    let avatarUrl = a.avatarUrl;
    if (avatarUrl !== undefined && !isHttpUrl(avatarUrl)) {
      notes.push('author.avatarUrl 不是 http(s) 地址，已忽略');
      avatarUrl = undefined;
    }
    social.profile = dropUndefined({
      verifiedType: a.verifiedType,
      friends: a.friends,
      postCount: a.postCount,
      location: a.location,
      registeredAt,
      avatarUrl,
    });
  }
  return social;
}
