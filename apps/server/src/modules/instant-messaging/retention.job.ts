import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { deleteMessageArticles } from './message-store.js';
import type { MessageStore } from './message-store.js';

export const RETENTION_JOB = 'im.retention';
const DAY_MS = 86_400_000;
const CHUNK = 500;

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
      await deleteMessageArticles(
        db,
        { id: chatId, org_id: orgId },
        old.map((m) => m.external_id),
      );
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
