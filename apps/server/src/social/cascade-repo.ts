import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { visibleTo } from '../analysis/scope.js';
import { articleKey, canonicalUrl } from '../ingest/normalise/canonical-url.js';
import { parsePostRef } from './social-keys.js';

type Exec = Kysely<DB> | Transaction<DB>;

/** One post of a cascade (the original is the node whose `parentId` is null). */
export interface CascadeNode {
  id: number;
  parentId: number | null;
  postKey: string | null;
  /** original | repost | comment */
  kind: string | null;
  /** How the parent link was found: explicit | url | chain | root. */
  linkVia: string | null;
  authorId: number | null;
  authorUid: string | null;
  authorName: string | null;
  /** m | f | null (unknown) */
  gender: string | null;
  /** Province code of the author (profile location, else the post's publisher region). */
  province: string | null;
  publishTime: number;
  text: string;
  sentiment: string;
  forwards: number;
  comments: number;
  likes: number;
}

interface NodeRow {
  id: number | string;
  parent_id: number | string | null;
  post_key: string | null;
  post_kind: string | null;
  link_via: string | null;
  social_author_id: number | string | null;
  author_id: string | null;
  author_name: string | null;
  gender: string | null;
  province: string | null;
  publish_time: number | string;
  content: string;
  sentiment: string;
  forwards: number | string;
  comments: number | string;
  likes: number | string;
}

/**
 * The cascade under a post as the organisation sees it (shared posts and its own), the post
 * first, then every repost or comment reachable through parent links, oldest first.
 */
export async function readCascade(
  db: Exec,
  orgId: number,
  rootArticleId: number,
): Promise<CascadeNode[]> {
  const visible = sql`(a.owner_org_id IS NULL OR a.owner_org_id = ${orgId})`;
  const result = await sql<NodeRow>`
    WITH RECURSIVE tree(id) AS (
      SELECT a.id FROM article a WHERE a.id = ${rootArticleId} AND ${visible}
      UNION
      SELECT a.id FROM article a JOIN tree t ON a.parent_id = t.id WHERE ${visible}
    )
    SELECT a.id, a.parent_id, a.post_key, a.post_kind, a.link_via, a.social_author_id,
      a.author_id, COALESCE(s.name, a.author_name) AS author_name,
      COALESCE(s.gender, a.author_gender) AS gender,
      COALESCE(s.province, a.publisher_province) AS province,
      a.publish_time, a.content, a.sentiment, a.forwards, a.comments, a.likes
    FROM tree t JOIN article a ON a.id = t.id
    LEFT JOIN social_author s ON s.id = a.social_author_id
    ORDER BY a.publish_time, a.id`.execute(db);
  return result.rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      parentId: id === rootArticleId || r.parent_id === null ? null : Number(r.parent_id),
      postKey: r.post_key,
      kind: r.post_kind,
      linkVia: r.link_via,
      authorId: r.social_author_id === null ? null : Number(r.social_author_id),
      authorUid: r.author_id,
      authorName: r.author_name,
      gender: r.gender,
      province: r.province,
      publishTime: Number(r.publish_time),
      text: r.content,
      sentiment: r.sentiment,
      forwards: Number(r.forwards),
      comments: Number(r.comments),
      likes: Number(r.likes),
    };
  });
}

/**
 * A post the organisation may see, named by a Weibo URL, a platform id, or any stored URL
 * (its own copy first). Returns the article id, or undefined.
 */
export async function findPost(
  db: Exec,
  orgId: number,
  input: string,
): Promise<number | undefined> {
  const ref = parsePostRef(input);
  if (!ref) {
    return undefined;
  }
  let query = db
    .selectFrom('article')
    .select(['id', 'owner_org_id'])
    .where((eb) => visibleTo(eb, orgId));
  if (ref.kind === 'key') {
    query = query.where('post_key', '=', ref.key);
  } else {
    const canonical = canonicalUrl(ref.url);
    if (!canonical) {
      return undefined;
    }
    query = query.where('url_hash', 'in', [
      articleKey(canonical, orgId),
      articleKey(canonical, null),
    ]);
  }
  const rows = await query.orderBy('owner_org_id').limit(2).execute();
  const own = rows.find((r) => r.owner_org_id !== null) ?? rows[0];
  return own ? Number(own.id) : undefined;
}
