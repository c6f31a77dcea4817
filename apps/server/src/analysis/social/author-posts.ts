import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { containsPattern } from '../../db/contains.js';
import { loadDivisions } from '../../nlp/region-data.js';
import { findAuthor } from '../../social/social-repo.js';
import { effectiveSentiment, visibleTo } from '../scope.js';
import type { AnalysisDb, ScopeDB, ScopeTables } from '../scope.js';
import type { SocialPost } from './social-post.js';

/** Who an analysis is about: the platform uid, else the nickname. */
export interface AuthorRef {
  uid?: string | null;
  name?: string | null;
}

export interface Window {
  start: number;
  end: number;
}

/** Most posts one analysis reads (newest first): enough for a year of a busy account. */
export const MAX_AUTHOR_POSTS = 5000;

let provinceNames: Map<string, string> | undefined;
function provinceName(code: string | null): string | null {
  if (!code) {
    return null;
  }
  provinceNames ??= new Map(loadDivisions().provinces.map((p) => [p.code, p.name]));
  return provinceNames.get(code) ?? null;
}

function base(adb: AnalysisDb, orgId: number) {
  return adb.db
    .selectFrom('article')
    .leftJoin('org_article_state as oas', (join) =>
      join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
    )
    .leftJoin('article as parent', 'parent.id', 'article.parent_id')
    .where((eb) => visibleTo(eb, orgId))
    .where((eb) => eb.or([eb('oas.is_deleted', 'is', null), eb('oas.is_deleted', '=', 0)]))
    .where('article.author_id', 'is not', null)
    .select([
      'article.id',
      'article.author_id',
      'article.author_name',
      'article.title',
      'article.content',
      'article.url',
      'article.site_name',
      'article.publish_time',
      'article.forwards',
      'article.comments',
      'article.likes',
      'article.parent_id',
      'article.keywords',
      'article.publisher_province',
      'article.author_region',
      'article.is_demo',
      'article.post_kind',
      'parent.author_id as parent_author_id',
      'parent.author_name as parent_author_name',
      effectiveSentiment.as('sentiment'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toPost(r: Row): SocialPost {
  let words: string[] = [];
  try {
    words = (JSON.parse(r.keywords) as { word: string }[]).map((k) => k.word);
  } catch {
    words = [];
  }
  return {
    id: Number(r.id),
    authorUid: r.author_id!,
    authorName: r.author_name ?? r.author_id!,
    content: r.content,
    title: r.title,
    url: r.url,
    siteName: r.site_name,
    publishTime: Number(r.publish_time),
    forwards: Number(r.forwards),
    comments: Number(r.comments),
    likes: Number(r.likes),
    sentiment: r.sentiment,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    kind: (r.post_kind as SocialPost['kind']) ?? null,
    parentAuthorUid: r.parent_author_id,
    parentAuthorName: r.parent_author_name,
    region: provinceName(r.publisher_province) ?? r.author_region,
    words,
    isDemo: Number(r.is_demo) === 1,
  };
}

function authorCondition(
  eb: ExpressionBuilder<ScopeDB, ScopeTables>,
  author: AuthorRef,
): Expression<SqlBool> {
  return author.uid
    ? eb('article.author_id', '=', author.uid)
    : eb('article.author_name', '=', author.name ?? '');
}

/** The author's posts in the window that the organisation sees, newest first. */
export async function authorPosts(
  adb: AnalysisDb,
  orgId: number,
  author: AuthorRef,
  w: Window,
  limit = MAX_AUTHOR_POSTS,
): Promise<SocialPost[]> {
  const rows = await base(adb, orgId)
    .where((eb) => authorCondition(eb as never, author))
    .where('article.publish_time', '>=', w.start)
    .where('article.publish_time', '<=', w.end)
    .orderBy('article.publish_time', 'desc')
    .orderBy('article.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

/** Other accounts' stored reposts and comments of these posts (at most `limit`). */
export async function childrenOf(
  adb: AnalysisDb,
  orgId: number,
  postIds: readonly number[],
  limit = 50_000,
): Promise<SocialPost[]> {
  const out: SocialPost[] = [];
  for (let i = 0; i < postIds.length && out.length < limit; i += 500) {
    const rows = await base(adb, orgId)
      .where('article.parent_id', 'in', postIds.slice(i, i + 500))
      .limit(limit - out.length)
      .execute();
    out.push(...rows.map(toPost));
  }
  return out;
}

/** Posts of the organisation's articles by id, in the given order (missing ones left out). */
export async function postsByIds(
  adb: AnalysisDb,
  orgId: number,
  ids: readonly number[],
): Promise<SocialPost[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await base(adb, orgId).where('article.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), toPost(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Posts since `since` whose title or text contains one of the words (newest first). */
export async function postsWithWords(
  adb: AnalysisDb,
  orgId: number,
  words: readonly string[],
  since: number,
  limit = 20_000,
): Promise<SocialPost[]> {
  if (words.length === 0) {
    return [];
  }
  const rows = await base(adb, orgId)
    .where('article.publish_time', '>=', since)
    .where((eb) =>
      eb.or(
        words.flatMap((w) => {
          const p = containsPattern(w.toLowerCase());
          return [
            sql<SqlBool>`lower(article.content) LIKE ${p} ESCAPE '\\'`,
            sql<SqlBool>`lower(article.title) LIKE ${p} ESCAPE '\\'`,
          ];
        }),
      ),
    )
    .orderBy('article.publish_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

/** The author's profile as their newest post tells it, or null when no post is visible. */
export async function authorProfile(adb: AnalysisDb, orgId: number, author: AuthorRef) {
  const r = await adb.db
    .selectFrom('article')
    .where((eb) => visibleTo(eb, orgId))
    .where((eb) =>
      author.uid
        ? eb('article.author_id', '=', author.uid)
        : eb('article.author_name', '=', author.name ?? ''),
    )
    .where('article.author_id', 'is not', null)
    .select([
      'author_id',
      'author_name',
      'author_gender',
      'author_verified',
      'author_followers',
      'author_region',
      'carrier',
      'social_author_id',
    ])
    .orderBy('publish_time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!r) {
    return null;
  }
  // The kept profile (social_author) knows more than a post: friends, post count, location.
  const a =
    r.social_author_id === null
      ? undefined
      : await findAuthor(adb.db, orgId, Number(r.social_author_id));
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    uid: r.author_id!,
    name: a?.name ?? r.author_name ?? r.author_id!,
    gender: a?.gender ?? r.author_gender,
    verified: Number(a?.verified ?? r.author_verified ?? 0) === 1,
    verifiedType: num(a?.verified_type),
    followers: num(a?.followers ?? r.author_followers),
    friends: num(a?.friends),
    postCount: num(a?.post_count),
    region: a?.location ?? r.author_region,
    registeredAt: num(a?.registered_at),
    avatarUrl: a?.avatar_url ?? null,
    platform: a?.platform ?? null,
    carrier: r.carrier,
  };
}

/** Accounts whose nickname contains the keyword (or whose uid is it), most posts first. */
export async function searchAuthors(adb: AnalysisDb, orgId: number, keyword: string, size: number) {
  const rows = await adb.db
    .selectFrom('article')
    .where((eb) => visibleTo(eb, orgId))
    .where('article.author_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('article.author_id', '=', keyword),
        sql<SqlBool>`lower(article.author_name) LIKE ${containsPattern(keyword.toLowerCase())} ESCAPE '\\'`,
      ]),
    )
    .select([
      'article.author_id as uid',
      sql<string>`MAX(article.author_name)`.as('name'),
      sql<number>`COUNT(*)`.as('posts'),
      sql<number>`MAX(article.author_followers)`.as('followers'),
      sql<string>`MAX(article.carrier)`.as('carrier'),
    ])
    .groupBy('article.author_id')
    .orderBy(sql`COUNT(*)`, 'desc')
    .orderBy('article.author_id')
    .limit(size)
    .execute();
  return rows.map((r) => ({
    bloggerUid: r.uid!,
    bloggerName: r.name,
    posts: Number(r.posts),
    followers: r.followers === null ? null : Number(r.followers),
    carrier: r.carrier,
  }));
}

/** Ids among `ids` the organisation was warned of (预警信息: machine warning rules or manual warnings). */
export async function ruleHitIds(adb: AnalysisDb, orgId: number, ids: readonly number[]) {
  const out = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await adb.db
      .selectFrom('warning_article')
      .select('article_id')
      .where('org_id', '=', orgId)
      .where('article_id', 'in', ids.slice(i, i + 500))
      .execute();
    rows.forEach((r) => out.add(Number(r.article_id)));
  }
  return out;
}
