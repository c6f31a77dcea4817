import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { startOfDayCn } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import type { AnalysedArticle } from '../ingest/analysed-article.js';
import { authorKey, refreshAuthorDays, upsertAuthors } from './author-repo.js';
import type { AuthorProfile } from './author-repo.js';
import { postKey, repostChain, urlKeyOfHash, urlParentKey } from './social-keys.js';
import { articleKey } from '../ingest/normalise/canonical-url.js';

/**
 * The social part of storing posts (called by the article writer inside its transaction):
 * authors upserted before the rows, link columns on the rows, then parents resolved both ways
 * (a child stored before its parent is linked when the parent arrives) and author-days counted.
 */

/** Upserts the authors of a batch; returns author ids by `platform\0uid\0ownerKey`. */
export async function upsertPostAuthors(
  trx: Transaction<DB>,
  articles: readonly AnalysedArticle[],
  now: number,
): Promise<Map<string, number>> {
  const profiles: AuthorProfile[] = [];
  for (const a of articles) {
    const s = a.raw.social;
    const au = a.raw.author;
    if (!s || !au?.id) {
      continue;
    }
    const p = s.profile ?? {};
    profiles.push({
      platform: s.platform,
      uid: au.id,
      ownerOrgId: a.raw.ownerOrgId ?? null,
      ...(au.name !== undefined ? { name: au.name } : {}),
      ...(au.gender !== undefined ? { gender: au.gender } : {}),
      ...(au.verified !== undefined ? { verified: au.verified } : {}),
      ...(au.followers !== undefined ? { followers: au.followers } : {}),
      ...(p.verifiedType !== undefined ? { verifiedType: p.verifiedType } : {}),
      ...(p.friends !== undefined ? { friends: p.friends } : {}),
      ...(p.postCount !== undefined ? { postCount: p.postCount } : {}),
      ...((p.location ?? au.region) !== undefined ? { location: p.location ?? au.region! } : {}),
      ...(p.registeredAt !== undefined ? { registeredAt: p.registeredAt } : {}),
      ...(p.avatarUrl !== undefined ? { avatarUrl: p.avatarUrl } : {}),
      ...(a.raw.isDemo ? { isDemo: true } : {}),
    });
  }
  return profiles.length === 0 ? new Map() : upsertAuthors(trx, profiles, now);
}

/** The link columns of a post's row (all null for an article that is not a social post). */
export function socialColumns(a: AnalysedArticle, authors: ReadonlyMap<string, number>) {
  const s = a.raw.social;
  if (!s) {
    return {};
  }
  const platform = s.platform.toLowerCase();
  let parentKey: string | null = null;
  let via: string | null = null;
  if (s.parentId) {
    [parentKey, via] = [postKey(platform, s.parentId), 'explicit'];
  } else if (a.raw.parentUrl) {
    [parentKey, via] = [urlParentKey(a.raw.parentUrl), 'url'];
  } else if (s.rootId) {
    [parentKey, via] = [postKey(platform, s.rootId), 'root'];
  } else if (s.rootUrl) {
    [parentKey, via] = [urlParentKey(s.rootUrl), 'root'];
  }
  const uid = a.raw.author?.id;
  const kind = s.kind ?? (parentKey ? 'repost' : 'original');
  return {
    post_key: s.postId ? postKey(platform, s.postId) : null,
    parent_key: parentKey,
    post_kind: kind,
    link_via: parentKey ? via : null,
    social_author_id: uid
      ? (authors.get(authorKey(platform, uid, a.raw.ownerOrgId ?? 0)) ?? null)
      : null,
  };
}

interface Linkable {
  id: number;
  owner: number | null;
  parentKey: string | null;
  via: string | null;
  time: number;
  text: string;
}

/** Resolves parents of the batch, adopts earlier-stored orphans, refreshes author-days. */
export async function linkSocialPosts(
  trx: Transaction<DB>,
  stored: readonly { id: number; article: AnalysedArticle }[],
): Promise<void> {
  const social = stored.filter((s) => s.article.raw.social);
  if (social.length === 0) {
    return;
  }
  const rows = await selectChunked(
    trx,
    social.map((s) => s.id),
  );
  const pending: Linkable[] = rows
    .filter((r) => r.parent_id === null && r.parent_key)
    .map((r) => ({
      id: Number(r.id),
      owner: r.owner_org_id === null ? null : Number(r.owner_org_id),
      parentKey: r.parent_key,
      via: r.link_via,
      time: Number(r.publish_time),
      text: r.content,
    }));
  await linkPending(trx, pending);
  await adoptOrphans(trx, social);
  const refs = rows
    .filter((r) => r.social_author_id !== null)
    .map((r) => ({
      authorId: Number(r.social_author_id),
      ownerKey: Number(r.owner_org_id ?? 0),
      day: startOfDayCn(Number(r.publish_time)),
    }));
  await refreshAuthorDays(trx, refs);
}

async function selectChunked(trx: Transaction<DB>, ids: number[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += 500) {
    out.push(
      ...(await trx
        .selectFrom('article')
        .select([
          'id',
          'parent_id',
          'parent_key',
          'link_via',
          'owner_org_id',
          'publish_time',
          'content',
          'social_author_id',
        ])
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  }
  return out;
}

/** Parent keys → stored posts; a `root` link is refined by the `//@昵称:` chain when it names one. */
async function linkPending(trx: Transaction<DB>, pending: Linkable[]): Promise<void> {
  if (pending.length === 0) {
    return;
  }
  const keys = [...new Set(pending.map((p) => p.parentKey!))];
  const found = new Map<string, { id: number; owner: number | null }[]>();
  for (let i = 0; i < keys.length; i += 500) {
    const part = keys.slice(i, i + 500);
    const byPost = part.filter((k) => !k.startsWith('url:'));
    const byUrl = part.filter((k) => k.startsWith('url:')).map((k) => k.slice(4));
    const hits = await trx
      .selectFrom('article')
      .select(['id', 'post_key', 'url_hash', 'owner_org_id'])
      .where((eb) =>
        eb.or([
          ...(byPost.length ? [eb('post_key', 'in', byPost)] : []),
          ...(byUrl.length ? [eb('url_hash', 'in', byUrl)] : []),
        ]),
      )
      .execute();
    for (const h of hits) {
      const key = h.post_key && byPost.includes(h.post_key) ? h.post_key : urlKeyOfHash(h.url_hash);
      const owner = h.owner_org_id === null ? null : Number(h.owner_org_id);
      found.set(key, [...(found.get(key) ?? []), { id: Number(h.id), owner }]);
    }
  }
  const cascades = new Map<number, Set<number>>();
  for (const p of pending) {
    const candidates = (found.get(p.parentKey!) ?? []).filter(
      (c) => c.id !== p.id && (c.owner === null || c.owner === p.owner),
    );
    const parent = candidates.find((c) => c.owner !== null) ?? candidates[0];
    if (!parent) {
      continue;
    }
    let parentId = parent.id;
    let via = p.via;
    if (via === 'root') {
      let members = cascades.get(parent.id);
      if (!members) {
        members = await cascadeMembers(trx, parent.id);
        cascades.set(parent.id, members);
      }
      const chained = await chainParent(trx, members, p);
      if (chained !== undefined) {
        [parentId, via] = [chained, 'chain'];
      }
      members.add(p.id);
    } else {
      for (const members of cascades.values()) {
        if (members.has(parentId)) {
          members.add(p.id);
        }
      }
    }
    await trx
      .updateTable('article')
      .set({ parent_id: parentId, link_via: via })
      .where('id', '=', p.id)
      .execute();
  }
}

/** Ids of the posts in the cascade under `rootId` (read once per root and batch). */
async function cascadeMembers(trx: Transaction<DB>, rootId: number): Promise<Set<number>> {
  const rows = await sql<{ id: number | string }>`WITH RECURSIVE tree(id) AS (
      SELECT id FROM article WHERE id = ${rootId}
      UNION SELECT a.id FROM article a JOIN tree t ON a.parent_id = t.id
    ) SELECT id FROM tree`.execute(trx);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

/** The latest earlier post in the cascade by the account the `//@昵称:` chain names. */
async function chainParent(
  trx: Transaction<DB>,
  members: ReadonlySet<number>,
  p: Linkable,
): Promise<number | undefined> {
  const name = repostChain(p.text)[0];
  if (!name) {
    return undefined;
  }
  const owners = p.owner === null ? [0] : [0, p.owner];
  const authorIds = (
    await trx
      .selectFrom('social_author')
      .select('id')
      .where('name', '=', name)
      .where('owner_key', 'in', owners)
      .execute()
  ).map((a) => Number(a.id));
  // Two indexed look-ups (by the name on the post, by the author's profile) rather than an OR.
  const earlier = (q: ReturnType<typeof articles>) =>
    q
      .where('id', '!=', p.id)
      .where('publish_time', '<=', p.time)
      .orderBy('publish_time', 'desc')
      .limit(200)
      .execute();
  const articles = () => trx.selectFrom('article').select(['id', 'publish_time']);
  const rows = [
    ...(await earlier(articles().where('author_name', '=', name))),
    ...(authorIds.length
      ? await earlier(articles().where('social_author_id', 'in', authorIds))
      : []),
  ].sort((a, b) => Number(b.publish_time) - Number(a.publish_time));
  return rows.map((r) => Number(r.id)).find((id) => members.has(id));
}

/** Stored posts that named a post of this batch as parent before it existed now point to it. */
async function adoptOrphans(
  trx: Transaction<DB>,
  social: readonly { id: number; article: AnalysedArticle }[],
): Promise<void> {
  const byKey = new Map<string, { id: number; owner: number | null }>();
  for (const { id, article: a } of social) {
    const owner = a.raw.ownerOrgId ?? null;
    const s = a.raw.social!;
    if (s.postId) {
      byKey.set(postKey(s.platform, s.postId), { id, owner });
    }
    if (owner === null) {
      byKey.set(urlKeyOfHash(a.urlHash), { id, owner });
    } else {
      byKey.set(urlKeyOfHash(articleKey(a.url, null)), { id, owner });
    }
  }
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length; i += 500) {
    const orphans = await trx
      .selectFrom('article')
      .select(['id', 'parent_key', 'owner_org_id', 'link_via'])
      .where('parent_id', 'is', null)
      .where('parent_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const o of orphans) {
      const parent = byKey.get(o.parent_key!)!;
      const owner = o.owner_org_id === null ? null : Number(o.owner_org_id);
      if (Number(o.id) === parent.id || (parent.owner !== null && parent.owner !== owner)) {
        continue;
      }
      await trx
        .updateTable('article')
        .set({ parent_id: parent.id })
        .where('id', '=', Number(o.id))
        .execute();
    }
  }
}
