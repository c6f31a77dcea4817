import type { Kysely } from 'kysely';
import type { MicroBlogResultShape } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { readCascade } from '../../social/cascade-repo.js';
import type { CascadeNode } from '../../social/cascade-repo.js';
import { cascadeStructure } from '../../social/cascade-structure.js';
import {
  commentItems,
  commentSentiment,
  commentWords,
  genderDistribution,
  regionDistribution,
  spreadTrend,
} from '../../social/cascade-audience.js';

/** What a finished 微博传播分析 stores (JSON in micro_blog_analysis.result): the shared shape. */
export type MicroBlogResult = MicroBlogResultShape & { rootId: number; analysedAt: number };

export function coverageText(seen: number, shownReposts: number): string {
  return `基于 ${seen} 条 / 平台显示 ${shownReposts} 条转发`;
}

/** The analysis of a stored cascade (linear in its size; the slow part is word segmentation). */
export async function analyseCascade(
  db: Kysely<DB>,
  orgId: number,
  rootId: number,
  now: number,
  progress: (fraction: number, text: string) => Promise<void> = async () => {},
): Promise<MicroBlogResult> {
  const nodes = await readCascade(db, orgId, rootId);
  await progress(0.3, '已读取传播链');
  const root = nodes.find((n) => n.id === rootId);
  if (!root) {
    throw new Error('原微博不可见');
  }
  const profile = root.authorId
    ? await db
        .selectFrom('social_author')
        .select(['verified', 'followers', 'location'])
        .where('id', '=', root.authorId)
        .executeTakeFirst()
    : undefined;
  const url = await db
    .selectFrom('article')
    .select('url')
    .where('id', '=', rootId)
    .executeTakeFirstOrThrow();
  return buildResult(nodes, root, { ...profile, url: url.url }, now, progress);
}

/** The result from the nodes already read (the bench calls this part alone as well). */
export async function buildResult(
  nodes: readonly CascadeNode[],
  root: CascadeNode,
  extra: {
    url: string;
    verified?: number | null;
    followers?: number | string | null;
    location?: string | null;
  },
  now: number,
  progress: (fraction: number, text: string) => Promise<void> = async () => {},
): Promise<MicroBlogResult> {
  const s = cascadeStructure(nodes, root.id);
  await progress(0.5, '已计算传播层级与关键节点');
  const words = commentWords(nodes, root.id);
  await progress(0.8, '已提取评论热词');
  const accounts = new Set(nodes.filter((n) => n.id !== root.id).map((n) => n.authorUid ?? n.id));
  return {
    rootId: root.id,
    brief: {
      text: root.text,
      url: extra.url,
      authorName: root.authorName ?? root.authorUid ?? '未知用户',
      authorUid: root.authorUid,
      gender: root.gender,
      verified:
        extra.verified === undefined || extra.verified === null ? null : extra.verified === 1,
      followers:
        extra.followers === undefined || extra.followers === null ? null : Number(extra.followers),
      location: extra.location ?? null,
      publishTime: root.publishTime,
      reposts: root.forwards,
      comments: root.comments,
      likes: root.likes,
    },
    coverage: {
      seen: s.size,
      shownReposts: root.forwards,
      shownComments: root.comments,
      text: coverageText(s.size, root.forwards),
    },
    participants: accounts.size,
    hierarchy: {
      levels: s.levels,
      maxDepth: s.maxDepth,
      maxWidth: s.maxWidth,
      widthLevel: s.widthLevel,
      keyNodes: s.keyNodes,
      links: s.links,
    },
    gender: genderDistribution(nodes, root.id),
    regions: regionDistribution(nodes, root.id),
    trend: spreadTrend(nodes, root.id),
    words,
    hotComments: commentItems(nodes, root.id, s.downstream).slice(0, 20),
    sentiment: commentSentiment(nodes, root.id),
    analysedAt: now,
  };
}
