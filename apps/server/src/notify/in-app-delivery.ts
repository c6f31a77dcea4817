import type { Kysely, Transaction } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import { detailLink, subjectOf } from './channels/warning-message.js';
import type { WarningMessage, WarningMessageArticle } from './channels/warning-message.js';
import type { PushEvent } from './push/push-hub.js';
import { LEVEL_NAMES } from './warning-rule-format.js';
import { accountCanUseModule } from '../platform/http/permissions.js';
import { parseIds } from '../platform/session/session.service.js';
import { grantedRuleIds } from '../platform/session/topic-grants.js';

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
  // Sub accounts without the 预警 module get neither the message nor the push, nor do
  // accounts with topic grants when no warned article belongs to a granted topic.
  const withModule = (
    await trx
      .selectFrom('account')
      .leftJoin('account_profile', 'account_profile.account_id', 'account.id')
      .select(['account.id', 'account.kind', 'account.permissions', 'account_profile.special_ids'])
      .where('account.org_id', '=', m.orgId)
      .where('account.status', '=', 'active')
      .execute()
  ).filter((a) => accountCanUseModule(a, 'warning'));
  const accounts = await withGrantedTopics(trx, m, withModule);
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

/**
 * The accounts that may see a firing by their topic grants: unrestricted accounts always,
 * an account with granted topics when a granted topic's rule hit one of the warned articles.
 */
async function withGrantedTopics<
  T extends { id: number; kind: string; special_ids: string | null },
>(trx: Transaction<DB>, m: WarningMessage, accounts: T[]): Promise<T[]> {
  const restricted = accounts.filter((a) => a.kind !== 'root' && parseIds(a.special_ids) !== null);
  if (restricted.length === 0) {
    return accounts;
  }
  const firing = await trx
    .selectFrom('warning_firing')
    .select('article_ids')
    .where('id', '=', m.firingId)
    .executeTakeFirst();
  const articleIds = firing
    ? (JSON.parse(firing.article_ids) as number[])
    : m.articles.map((a) => a.id);
  const hitRules = new Set(
    articleIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('rule_hit')
            .select('rule_id')
            .distinct()
            .where('org_id', '=', m.orgId)
            .where('article_id', 'in', articleIds)
            .execute()
        ).map((r) => Number(r.rule_id)),
  );
  const keep = new Set<number>();
  for (const a of restricted) {
    const rules = await grantedRuleIds(trx, m.orgId, parseIds(a.special_ids));
    if (rules?.some((r) => hitRules.has(r))) {
      keep.add(a.id);
    }
  }
  return accounts.filter((a) => !restricted.includes(a) || keep.has(a.id));
}
