import type { Kysely } from 'kysely';
import { CHAT_CARRIER } from '@guanlan/shared';
import type { DB } from '../../db/schema.js';
import { articleKey, canonicalUrl } from '../../ingest/normalise/canonical-url.js';
import type { IngestPipeline } from '../../ingest/pipeline.js';
import type { RawArticle } from '../../ingest/raw-article.js';
import { deleteArticles } from '../../ingest/persist/delete-articles.js';
import type { Clock } from '../../platform/clock.js';
import type { IncomingMessage } from './chat-formats.js';
import { MEET_IDLE_GAP_MS, splitMeets } from './meet-split.js';

/** The chat a message belongs to (what storing needs of it). */
export interface ChatRef {
  id: number;
  org_id: number;
  nick_name: string;
  platform: string;
}

/** What storing a batch did. */
export interface StoreResult {
  added: number;
  duplicates: number;
  recalled: number;
}

const CHUNK = 500;

/** The article URL of a chat message (the organisation's own article, carrier `chat`). */
export function messageUrl(chatId: number, externalId: string): string {
  return `https://im.invalid/chat/${chatId}/${encodeURIComponent(externalId)}`;
}

/** Deletes the chat articles of these messages (and what hangs off them), within the organisation. */
export async function deleteMessageArticles(
  db: Kysely<DB>,
  chat: Pick<ChatRef, 'id' | 'org_id'>,
  externalIds: readonly string[],
): Promise<void> {
  const orgId = chat.org_id;
  const hashes = externalIds.map((id) => articleKey(canonicalUrl(messageUrl(chat.id, id))!, orgId));
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const found = await db
      .selectFrom('article')
      .select('id')
      .where('owner_org_id', '=', orgId)
      .where('url_hash', 'in', hashes.slice(i, i + CHUNK))
      .execute();
    const ids = found.map((r) => r.id);
    if (ids.length === 0) {
      continue;
    }
    await db.transaction().execute((trx) => deleteArticles(trx, ids));
  }
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

/**
 * Stores a chat's messages whatever route brought them: idempotent on the platform's message
 * id (a repeat only adds a recall flag), persons by sender id with every nickname they used,
 * each message with text into the article pipeline as the organisation's own chat article (so
 * 群组监测 rules, warnings and the shared analyses see it), then the chat's meet records from
 * the earliest new message on.
 */
export class MessageStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly pipeline: IngestPipeline,
    private readonly clock: Clock,
  ) {}

  async store(chat: ChatRef, incoming: readonly IncomingMessage[]): Promise<StoreResult> {
    const byId = new Map<string, IncomingMessage>();
    for (const m of incoming) {
      const seen = byId.get(m.externalId);
      byId.set(m.externalId, seen ? { ...seen, recalled: seen.recalled || m.recalled } : m);
    }
    const existing = new Map<string, number>();
    for (const part of chunks([...byId.keys()])) {
      const rows = await this.db
        .selectFrom('im_message')
        .select(['external_id', 'recalled'])
        .where('chat_id', '=', chat.id)
        .where('external_id', 'in', part)
        .execute();
      for (const r of rows) {
        existing.set(r.external_id, r.recalled);
      }
    }
    const recalls = [...byId.values()]
      .filter((m) => m.recalled && existing.get(m.externalId) === 0)
      .map((m) => m.externalId);
    for (const part of chunks(recalls)) {
      await this.db
        .updateTable('im_message')
        .set({ recalled: 1 })
        .where('chat_id', '=', chat.id)
        .where('external_id', 'in', part)
        .execute();
    }
    // A bare recall notice (no text, unknown message) has nothing to keep.
    const fresh = [...byId.values()]
      .filter((m) => !existing.has(m.externalId) && (m.text !== '' || !m.recalled))
      .sort((a, b) => a.sentAt - b.sentAt);
    if (fresh.length > 0) {
      const persons = await this.persons(chat, fresh);
      await this.insertMessages(chat, fresh, persons);
      await this.toPipeline(chat, fresh);
      await this.resegment(chat, fresh[0]!.sentAt);
    }
    return {
      added: fresh.length,
      duplicates: byId.size - fresh.length,
      recalled: recalls.length + fresh.filter((m) => m.recalled).length,
    };
  }

  /** Person ids by sender id; new persons and new nicknames are recorded. */
  private async persons(chat: ChatRef, fresh: IncomingMessage[]): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('im_person')
      .select(['id', 'sender_key', 'nick_name', 'last_at'])
      .where('chat_id', '=', chat.id)
      .execute();
    const known = new Map(
      rows.map((r) => [r.sender_key, { ...r, id: Number(r.id), last_at: Number(r.last_at) }]),
    );
    const names = new Set(
      (
        await this.db
          .selectFrom('im_person_name')
          .innerJoin('im_person', 'im_person.id', 'im_person_name.person_id')
          .select(['im_person_name.person_id', 'im_person_name.nick_name'])
          .where('im_person.chat_id', '=', chat.id)
          .execute()
      ).map((r) => `${r.person_id}|${r.nick_name}`),
    );
    // Persons seen again: their latest nickname and time, written once each at the end.
    const moved = new Set<{ id: number; nick_name: string; last_at: number }>();
    for (const m of fresh) {
      let p = known.get(m.senderId);
      if (!p) {
        const row = await this.db
          .insertInto('im_person')
          .values({
            org_id: chat.org_id,
            chat_id: chat.id,
            sender_key: m.senderId,
            nick_name: m.senderName,
            first_at: m.sentAt,
            last_at: m.sentAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        p = {
          id: Number(row.id),
          sender_key: m.senderId,
          nick_name: m.senderName,
          last_at: m.sentAt,
        };
        known.set(m.senderId, p);
      } else if (m.sentAt >= p.last_at) {
        p.nick_name = m.senderName;
        p.last_at = m.sentAt;
        moved.add(p);
      }
      const key = `${p.id}|${m.senderName}`;
      if (!names.has(key)) {
        names.add(key);
        await this.db
          .insertInto('im_person_name')
          .values({
            org_id: chat.org_id,
            person_id: p.id,
            nick_name: m.senderName,
            first_at: m.sentAt,
          })
          .execute();
      }
    }
    for (const p of moved) {
      await this.db
        .updateTable('im_person')
        .set({ nick_name: p.nick_name, last_at: p.last_at })
        .where('id', '=', p.id)
        .execute();
    }
    return new Map([...known].map(([k, v]) => [k, v.id]));
  }

  private async insertMessages(
    chat: ChatRef,
    fresh: IncomingMessage[],
    persons: Map<string, number>,
  ): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      for (const part of chunks(fresh, 200)) {
        await trx
          .insertInto('im_message')
          .values(
            part.map((m) => ({
              org_id: chat.org_id,
              chat_id: chat.id,
              person_id: persons.get(m.senderId)!,
              external_id: m.externalId,
              sent_at: m.sentAt,
              content: m.text,
              recalled: m.recalled ? 1 : 0,
              created_at: now,
            })),
          )
          .execute();
      }
    });
  }

  /** Messages with text as the organisation's own chat articles (rules, warnings, analyses). */
  private async toPipeline(chat: ChatRef, fresh: IncomingMessage[]): Promise<void> {
    const raws: RawArticle[] = fresh
      .filter((m) => m.text.trim() !== '')
      .map((m) => ({
        url: messageUrl(chat.id, m.externalId),
        title: m.text.replace(/\s+/g, ' ').trim().slice(0, 60),
        content: m.text,
        siteName: chat.nick_name,
        carrier: CHAT_CARRIER,
        publishTime: m.sentAt,
        author: { name: m.senderName, id: m.senderId },
        ownerOrgId: chat.org_id,
      }));
    for (const part of chunks(raws, 1000)) {
      await this.pipeline.ingest(part);
    }
  }

  /**
   * Rebuilds the chat's meet records from the first one a new message at `from` can touch:
   * earlier meets keep their ids, later ones are split again (MEET_RULE_TEXT).
   */
  async resegment(chat: ChatRef, from: number): Promise<void> {
    const touched = await this.db
      .selectFrom('im_meet')
      .select((eb) => eb.fn.min('start_at').as('start'))
      .where('chat_id', '=', chat.id)
      .where('end_at', '>=', from - MEET_IDLE_GAP_MS)
      .executeTakeFirst();
    const start = Math.min(from, Number(touched?.start ?? from));
    const rows = await this.db
      .selectFrom('im_message')
      .select(['id', 'sent_at', 'person_id'])
      .where('chat_id', '=', chat.id)
      .where('sent_at', '>=', start)
      .orderBy('sent_at')
      .orderBy('id')
      .execute();
    const times = rows.map((r) => Number(r.sent_at));
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('im_meet')
        .where('chat_id', '=', chat.id)
        .where('end_at', '>=', from - MEET_IDLE_GAP_MS)
        .execute();
      for (const [a, b] of splitMeets(times)) {
        const people = new Set(rows.slice(a, b + 1).map((r) => Number(r.person_id)));
        const meet = await trx
          .insertInto('im_meet')
          .values({
            org_id: chat.org_id,
            chat_id: chat.id,
            start_at: times[a]!,
            end_at: times[b]!,
            message_count: b - a + 1,
            person_count: people.size,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // By id (the rows in hand): a time range would let the engine scan the whole chat.
        const ids = rows.slice(a, b + 1).map((r) => r.id);
        for (const part of chunks(ids)) {
          await trx
            .updateTable('im_message')
            .set({ meet_id: Number(meet.id) })
            .where('id', 'in', part)
            .execute();
        }
      }
    });
  }
}
