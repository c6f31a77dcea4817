import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { articleKey, canonicalUrl } from '../../ingest/normalise/canonical-url.js';
import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { messageUrl } from './message-store.js';
import type { MessageStore } from './message-store.js';

export const RETENTION_JOB = 'im.retention';
const DAY_MS = 86_400_000;
const CHUNK = 500;

/** Deletes articles (and what hangs off them) by their stored keys, within one organisation. */
async function deleteOwnArticles(db: Kysely<DB>, orgId: number, hashes: string[]): Promise<void> {
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const ids = (
      await db
        .selectFrom('article')
        .select('id')
        .where('owner_org_id', '=', orgId)
        .where('url_hash', 'in', hashes.slice(i, i + CHUNK))
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) {
      continue;
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rule_hit').where('article_id', 'in', ids).execute();
      await trx.deleteFrom('article_region').where('article_id', 'in', ids).execute();
      await trx.deleteFrom('article_keyword').where('article_id', 'in', ids).execute();
      await trx.deleteFrom('org_article_state').where('article_id', 'in', ids).execute();
      await trx.deleteFrom('article').where('id', 'in', ids).execute();
    });
  }
}

/**
 * The retention period each chat records: messages older than its days are deleted with their
 * chat articles; persons left without messages go too, and the meet records are rebuilt.
 * Returns how many messages were deleted.
 */
export async function enforceRetention(
  deps: { db: Kysely<DB>; store: MessageStore },
  now: number,
): Promise<number> {
  const { db, store } = deps;
  let deleted = 0;
  const chats = await db.selectFrom('im_chat').selectAll().execute();
  for (const chat of chats) {
    const cutoff = now - chat.retention_days * DAY_MS;
    const chatId = Number(chat.id);
    const orgId = Number(chat.org_id);
    for (;;) {
      const old = await db
        .selectFrom('im_message')
        .select(['id', 'external_id'])
        .where('chat_id', '=', chatId)
        .where('sent_at', '<', cutoff)
        .limit(CHUNK)
        .execute();
      if (old.length === 0) {
        break;
      }
      const hashes = old.map((m) =>
        articleKey(canonicalUrl(messageUrl(chatId, m.external_id))!, orgId),
      );
      await deleteOwnArticles(db, orgId, hashes);
      await db
        .deleteFrom('im_message')
        .where(
          'id',
          'in',
          old.map((m) => m.id),
        )
        .execute();
      deleted += old.length;
    }
    await db
      .deleteFrom('im_meet')
      .where('chat_id', '=', chatId)
      .where('end_at', '<', cutoff)
      .execute();
    const ref = { id: chatId, org_id: orgId, nick_name: chat.nick_name, platform: chat.platform };
    await store.resegment(ref, cutoff);
    const gone = db
      .selectFrom('im_person')
      .select('im_person.id')
      .where('im_person.chat_id', '=', chatId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('im_message')
              .select('im_message.id')
              .whereRef('im_message.person_id', '=', 'im_person.id'),
          ),
        ),
      );
    await db.deleteFrom('im_person_name').where('person_id', 'in', gone).execute();
    await db.deleteFrom('im_person').where('id', 'in', gone).execute();
  }
  return deleted;
}

/** The job: enforce every chat's retention now. */
export function retentionHandler(deps: { db: Kysely<DB>; store: MessageStore; clock: Clock }) {
  return async (): Promise<unknown> => ({
    deleted: await enforceRetention(deps, deps.clock.now()),
  });
}

/** Queues the retention job once (joining one already queued or running). */
export function scheduleRetention(queue: JobQueue): Promise<number> {
  return queue.enqueue(RETENTION_JOB, {}, { dedupeKey: RETENTION_JOB, maxAttempts: 1 });
}
