/**
 * Social data model — the stable API other modules build on (博主分析, 网民画像, 微博分析).
 *
 * Tables (migration 2026-11-26T0100_create_social):
 * - `social_author` (platform, uid, owner_key 0 = shared | org id): profile kept current by
 *   upsert (a field not given keeps its value). Visible to an org: owner_key IN (0, orgId).
 * - Posts are `article` rows (sentiment, regions, keywords, provenance `owner_org_id`, the
 *   pipeline) with `post_key` ('weibo:<mid>'), `parent_key` (as given), `parent_id` (resolved),
 *   `post_kind` (original | repost | comment), `link_via` (explicit | url | chain | root) and
 *   `social_author_id`. Visibility: `visibleTo()` in analysis/scope.ts.
 * - `social_author_day` (author_id, owner_key, day = Shanghai midnight): posts, originals,
 *   reposts/comments/likes received, positive/neutral/negative posts.
 *
 * Data in: set `RawArticle.social` (+ `author`, `parentUrl`) and feed the ingest pipeline; the
 * article writer upserts authors, links parents both ways and refreshes author-days.
 *
 * Functions:
 * - upsertAuthors(db, profiles, now) → Map<authorKey(platform, uid, ownerKey), id>
 * - findAuthor(db, orgId, authorId) / findAuthorsByUidOrName(db, orgId, platform, uidOrName)
 * - authorDays(db, orgId, authorId, from, to) → daily facts summed over shared + own posts
 * - refreshAuthorDays(db, refs) → recompute facts from the stored posts (idempotent)
 * - readCascade(db, orgId, rootArticleId) → CascadeNode[] (root first; tree by parentId)
 * - findPost(db, orgId, urlOrId) → article id of a visible post (Weibo URL, mid, stored URL)
 * - postKey(platform, id), parsePostRef(input), repostChain(text) (`//@昵称:` names)
 */
export {
  authorDays,
  authorKey,
  findAuthor,
  findAuthorsByUidOrName,
  refreshAuthorDays,
  upsertAuthors,
} from './author-repo.js';
export type { AuthorDayRef, AuthorProfile, SocialAuthor, SocialAuthorDay } from './author-repo.js';
export { findPost, readCascade } from './cascade-repo.js';
export type { CascadeNode } from './cascade-repo.js';
export { parsePostRef, postKey, repostChain } from './social-keys.js';
