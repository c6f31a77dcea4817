import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Message-centre types (the message call's messageType). */
export type MessageType = 'system' | 'warning' | 'briefing' | 'task' | 'approval';

/** One message to post; every recipient gets its own copy. */
export interface MessageDraft {
  type: MessageType;
  title: string;
  content: string;
  /** App path the message opens, e.g. `/articleDetails?articleId=42`. */
  link: string | null;
  articleId: number | null;
}

const TITLE_MAX = 200;

/** The ids of the organisation's active accounts: the recipients of organisation-wide messages. */
export async function activeAccountIds(
  db: Kysely<DB> | Transaction<DB>,
  orgId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('account')
    .select('id')
    .where('org_id', '=', orgId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Writes one unread message-centre row per draft and recipient, for modules that raise messages
 * (manual warnings, instant pushes, briefings). Recipients must already be known to belong to
 * `orgId`; answers how many rows were written.
 */
export async function postMessages(
  db: Kysely<DB> | Transaction<DB>,
  orgId: number,
  accountIds: readonly number[],
  drafts: readonly MessageDraft[],
  now: number,
): Promise<number> {
  const rows = accountIds.flatMap((accountId) =>
    drafts.map((d) => ({
      org_id: orgId,
      account_id: accountId,
      type: d.type,
      title: [...d.title].slice(0, TITLE_MAX).join(''),
      content: d.content,
      link: d.link,
      article_id: d.articleId,
      created_at: now,
      read_at: null,
    })),
  );
  // PostgreSQL caps one statement at 65535 parameters; 9 columns per row.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('message')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
  return rows.length;
}
