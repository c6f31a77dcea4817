import type { Kysely, Transaction } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import { detailLink, subjectOf } from './channels/warning-message.js';
import type { WarningMessage, WarningMessageArticle } from './channels/warning-message.js';
import type { PushEvent } from './push/push-hub.js';
import { LEVEL_NAMES } from './warning-rule-format.js';
import { accountCanUseModule } from '../platform/http/permissions.js';

/** Articles listed in one message (the rest are counted). */
export const MAX_MESSAGE_ARTICLES = 20;

/** The first MAX_MESSAGE_ARTICLES warned articles, newest first, as a message lists them. */
export async function messageArticles(
  db: Kysely<DB>,
  articleIds: number[],
): Promise<WarningMessageArticle[]> {
  const ids = articleIds.slice(0, MAX_MESSAGE_ARTICLES);
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('article')
    .select(['id', 'title', 'url', 'site_name', 'publish_time', 'sentiment'])
    .where('id', 'in', ids)
    .orderBy('publish_time', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    url: r.url,
    siteName: r.site_name ?? '',
    publishTime: Number(r.publish_time),
    sentiment: r.sentiment,
  }));
}

/**
 * The in-app side of a delivery, inside the caller's transaction: a message-centre row for
 * every active account of the organisation. Returns the websocket push to send once the
 * transaction has committed (a push lost to a crash after the commit is not lost to the
 * user: the page reads the message count and the warning list when it reconnects).
 */
export async function recordInApp(
  trx: Transaction<DB>,
  m: WarningMessage,
  now: number,
  /** The firing's first warning_article id, when the caller has it at hand. */
  knownWarningId?: number,
): Promise<PushEvent> {
  const first = m.articles[0];
  const link = first ? detailLink('', first.id) : '/warningList';
  // Sub accounts without the 预警 module get neither the message nor the push.
  const accounts = (
    await trx
      .selectFrom('account')
      .select(['id', 'kind', 'permissions'])
      .where('org_id', '=', m.orgId)
      .where('status', '=', 'active')
      .execute()
  ).filter((a) => accountCanUseModule(a, 'warning'));
  if (accounts.length > 0) {
    await trx
      .insertInto('message')
      .values(
        accounts.map((a) => ({
          org_id: m.orgId,
          account_id: a.id,
          type: 'warning',
          title: subjectOf(m).slice(0, 200),
          content: m.reason,
          link,
          article_id: first?.id ?? null,
          created_at: now,
          read_at: null,
        })),
      )
      .execute();
  }
  const warningId =
    knownWarningId ??
    (await trx
      .selectFrom('warning_article')
      .select('id')
      .where('firing_id', '=', m.firingId)
      .orderBy('id')
      .executeTakeFirst()
      .then((w) => (w ? Number(w.id) : null)));
  return {
    orgId: m.orgId,
    accountIds: accounts.map((a) => a.id),
    payload: {
      type: 'warning',
      firingId: m.firingId,
      warningId,
      level: m.level,
      levelName: LEVEL_NAMES[m.level],
      ruleName: m.ruleName,
      reason: m.reason,
      title: first?.title ?? m.reason,
      articleId: first?.id ?? null,
      articleIds: m.articles.map((a) => a.id),
      link,
      firedAt: formatCn(m.firedAt),
    },
  };
}
