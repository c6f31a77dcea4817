import { z } from 'zod';
import { CARRIER_CODES, p } from '@guanlan/shared';
import type { RawArticle } from '../raw-article.js';

const count = () => z.number().int().min(0).max(1e12).optional();

/** One NDJSON line of the vendor ingest API. Unknown fields are ignored. */
export const ingestLine = z.object({
  url: z.string().min(1, { message: '缺少 url' }).max(2000, { message: 'url 超过2000个字符' }),
  title: z
    .string()
    .trim()
    .min(1, { message: '缺少 title' })
    .max(500, { message: 'title 超过500个字符' }),
  content: z.string().max(200_000, { message: 'content 超过20万字符' }).optional(),
  html: z.string().max(500_000, { message: 'html 超过50万字符' }).optional(),
  summary: z.string().max(2000).optional(),
  siteName: z.string().max(100).optional(),
  carrier: z
    .enum(CARRIER_CODES, { message: `carrier 必须是：${CARRIER_CODES.join('、')}` })
    .optional(),
  isAbroad: z.boolean().optional(),
  language: z.string().min(2).max(8).optional(),
  publishTime: p.time().optional(),
  author: z
    .object({
      name: z.string().max(100).optional(),
      id: z.string().max(100).optional(),
      followers: count(),
      verified: z.boolean().optional(),
      gender: z.enum(['m', 'f']).optional(),
      region: z.string().max(50).optional(),
    })
    .optional(),
  coverUrl: z.string().max(2000).optional(),
  engagement: z
    .object({
      reads: count(),
      comments: count(),
      forwards: count(),
      likes: count(),
      plays: count(),
    })
    .optional(),
  parentUrl: z.string().max(2000).optional(),
  publisherRegion: z.string().max(50).optional(),
});

export type LineResult =
  | { line: number; status: 'accepted'; id: number }
  | { line: number; status: 'duplicate' }
  | { line: number; status: 'rejected'; reason: string };

/** Parses NDJSON text into raw articles and per-line rejections (blank lines are skipped). */
export function parseNdjson(text: string): {
  items: { line: number; raw: RawArticle }[];
  rejected: LineResult[];
} {
  const items: { line: number; raw: RawArticle }[] = [];
  const rejected: LineResult[] = [];
  text.split('\n').forEach((rawLine, i) => {
    const line = i + 1;
    const trimmed = rawLine.trim();
    if (!trimmed) {
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      rejected.push({ line, status: 'rejected', reason: `第${line}行不是合法的 JSON` });
      return;
    }
    const parsed = ingestLine.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      const message =
        issue?.code === 'invalid_type' && issue.input === undefined
          ? `缺少 ${field}`
          : (issue?.message ?? '格式错误');
      rejected.push({ line, status: 'rejected', reason: `第${line}行：${message}` });
      return;
    }
    items.push({ line, raw: parsed.data });
  });
  return { items, rejected };
}
