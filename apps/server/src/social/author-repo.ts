import type { Kysely, Selectable, Transaction } from 'kysely';
import { DAY_MS, startOfDayCn } from '@guanlan/shared';
import type { DB, SocialAuthorDayTable, SocialAuthorTable } from '../db/schema.js';
import { publisherRegion } from '../nlp/regions.js';

type Exec = Kysely<DB> | Transaction<DB>;

export type SocialAuthor = Selectable<SocialAuthorTable>;
export type SocialAuthorDay = Selectable<SocialAuthorDayTable>;

/** A profile as a platform gives it; absent fields keep what is stored. */
export interface AuthorProfile {
  platform: string;
  uid: string;
  /** The owning organisation (its own key or source brought it); null = shared pool. */
  ownerOrgId?: number | null;
  name?: string;
  gender?: 'm' | 'f';
  verified?: boolean;
  verifiedType?: number;
  followers?: number;
  friends?: number;
  postCount?: number;
  location?: string;
  registeredAt?: number;
  avatarUrl?: string;
  isDemo?: boolean;
}

const profileKey = (platform: string, uid: string, owner: number) =>
  `${platform}\u0000${uid}\u0000${owner}`;

/**
 * Inserts or refreshes authors (one row per platform, uid and owner); a field not given keeps
 * its stored value. Returns the author ids by `platform\0uid\0ownerKey`.
 */
export async function upsertAuthors(
  db: Exec,
  profiles: readonly AuthorProfile[],
  now: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const unique = new Map<string, AuthorProfile>();
  for (const p of profiles) {
    const key = profileKey(p.platform, p.uid, p.ownerOrgId ?? 0);
    unique.set(key, { ...unique.get(key), ...p });
  }
  const rows = [...unique.values()].map((p) => {
    const province = p.location ? (publisherRegion(p.location)?.provinceCode ?? null) : null;
    return {
      platform: p.platform.slice(0, 32),
      uid: p.uid.slice(0, 100),
      owner_key: p.ownerOrgId ?? 0,
      name: p.name?.slice(0, 100) ?? null,
      gender: p.gender ?? null,
      verified: p.verified === undefined ? null : p.verified ? 1 : 0,
      verified_type: p.verifiedType ?? null,
      followers: p.followers ?? null,
      friends: p.friends ?? null,
      post_count: p.postCount ?? null,
      location: p.location?.slice(0, 50) ?? null,
      province,
      registered_at: p.registeredAt ?? null,
      avatar_url: p.avatarUrl?.slice(0, 2000) ?? null,
      is_demo: p.isDemo ? 1 : 0,
      first_seen_at: now,
      updated_at: now,
    };
  });
  const keep = ['name', 'gender', 'verified', 'verified_type', 'followers', 'friends'] as const;
  const keep2 = ['post_count', 'location', 'province', 'registered_at', 'avatar_url'] as const;
  for (let i = 0; i < rows.length; i += 200) {
    const part = rows.slice(i, i + 200);
    const out = await db
      .insertInto('social_author')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['platform', 'uid', 'owner_key']).doUpdateSet((eb) => {
          const set: Record<string, unknown> = { updated_at: eb.ref('excluded.updated_at') };
          for (const col of [...keep, ...keep2]) {
            set[col] = eb.fn.coalesce(`excluded.${col}`, `social_author.${col}`);
          }
          return set;
        }),
      )
      .returning(['id', 'platform', 'uid', 'owner_key'])
      .execute();
    for (const r of out) {
      ids.set(profileKey(r.platform, r.uid, Number(r.owner_key)), Number(r.id));
    }
  }
  return ids;
}

export { profileKey as authorKey };

/** An author the organisation may see (shared or its own), by id. */
export async function findAuthor(
  db: Exec,
  orgId: number,
  authorId: number,
): Promise<SocialAuthor | undefined> {
  return db
    .selectFrom('social_author')
    .selectAll()
    .where('id', '=', authorId)
    .where('owner_key', 'in', [0, orgId])
    .executeTakeFirst();
}

/** Authors the organisation may see by platform uid or name (its own profile first). */
export async function findAuthorsByUidOrName(
  db: Exec,
  orgId: number,
  platform: string,
  uidOrName: string,
): Promise<SocialAuthor[]> {
  return db
    .selectFrom('social_author')
    .selectAll()
    .where('platform', '=', platform)
    .where('owner_key', 'in', [0, orgId])
    .where((eb) => eb.or([eb('uid', '=', uidOrName), eb('name', '=', uidOrName)]))
    .orderBy('owner_key', 'desc')
    .execute();
}

/** Daily facts of an author for one organisation (shared and its own posts), oldest first. */
export async function authorDays(
  db: Exec,
  orgId: number,
  authorId: number,
  from: number,
  to: number,
): Promise<Omit<SocialAuthorDay, 'owner_key'>[]> {
  const rows = await db
    .selectFrom('social_author_day')
    .selectAll()
    .where('author_id', '=', authorId)
    .where('owner_key', 'in', [0, orgId])
    .where('day', '>=', startOfDayCn(from))
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const byDay = new Map<number, Omit<SocialAuthorDay, 'owner_key'>>();
  for (const r of rows) {
    const d = byDay.get(Number(r.day));
    if (!d) {
      const facts: Omit<SocialAuthorDay, 'owner_key'> = {
        author_id: r.author_id,
        day: Number(r.day),
        posts: 0,
        originals: 0,
        reposts: 0,
        comments: 0,
        likes: 0,
        positive: 0,
        neutral: 0,
        negative: 0,
      };
      for (const k of FACTS) {
        facts[k] = Number(r[k]);
      }
      byDay.set(Number(r.day), facts);
      continue;
    }
    for (const k of FACTS) {
      d[k] = Number(d[k]) + Number(r[k]);
    }
  }
  return [...byDay.values()];
}

const FACTS = [
  'posts',
  'originals',
  'reposts',
  'comments',
  'likes',
  'positive',
  'neutral',
  'negative',
] as const;

/** A touched author-day: recomputed from the stored posts (idempotent). */
export interface AuthorDayRef {
  authorId: number;
  ownerKey: number;
  day: number;
}

/** Recomputes the daily facts of the given author-days from the article rows. */
export async function refreshAuthorDays(db: Exec, refs: readonly AuthorDayRef[]): Promise<void> {
  const byAuthor = new Map<number, AuthorDayRef[]>();
  for (const r of refs) {
    byAuthor.set(r.authorId, [...(byAuthor.get(r.authorId) ?? []), r]);
  }
  const authorIds = [...byAuthor.keys()];
  for (let i = 0; i < authorIds.length; i += 300) {
    const part = authorIds.slice(i, i + 300);
    const days = part.flatMap((a) => byAuthor.get(a)!.map((r) => r.day));
    const posts = await db
      .selectFrom('article')
      .select([
        'social_author_id',
        'owner_org_id',
        'publish_time',
        'post_kind',
        'forwards',
        'comments',
        'likes',
        'sentiment',
      ])
      .where('social_author_id', 'in', part)
      .where('publish_time', '>=', Math.min(...days))
      .where('publish_time', '<', Math.max(...days) + DAY_MS)
      .execute();
    const facts = new Map<string, SocialAuthorDay>();
    for (const a of part) {
      for (const r of byAuthor.get(a)!) {
        facts.set(`${a}:${r.ownerKey}:${r.day}`, emptyDay(a, r.ownerKey, r.day));
      }
    }
    for (const p of posts) {
      const day = startOfDayCn(Number(p.publish_time));
      const f = facts.get(`${Number(p.social_author_id)}:${Number(p.owner_org_id ?? 0)}:${day}`);
      if (!f) {
        continue;
      }
      f.posts += 1;
      f.originals += p.post_kind === 'original' || !p.post_kind ? 1 : 0;
      f.reposts += Number(p.forwards);
      f.comments += Number(p.comments);
      f.likes += Number(p.likes);
      if (p.sentiment === 'positive' || p.sentiment === 'negative' || p.sentiment === 'neutral') {
        f[p.sentiment] += 1;
      }
    }
    const rows = [...facts.values()];
    for (let j = 0; j < rows.length; j += 200) {
      await db
        .insertInto('social_author_day')
        .values(rows.slice(j, j + 200))
        .onConflict((oc) =>
          oc.columns(['author_id', 'owner_key', 'day']).doUpdateSet((eb) => {
            const set: Record<string, unknown> = {};
            for (const k of FACTS) {
              set[k] = eb.ref(`excluded.${k}`);
            }
            return set;
          }),
        )
        .execute();
    }
  }
}

function emptyDay(authorId: number, ownerKey: number, day: number): SocialAuthorDay {
  return {
    author_id: authorId,
    owner_key: ownerKey,
    day,
    posts: 0,
    originals: 0,
    reposts: 0,
    comments: 0,
    likes: 0,
    positive: 0,
    neutral: 0,
    negative: 0,
  };
}
