import type { Kysely } from 'kysely';
import { formatCn } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import type { JobHandler } from '../platform/jobs/job-runner.js';
import { PermanentDeliveryError } from './channels/channel.js';
import type { Channel } from './channels/channel.js';
import { detailLink, subjectOf } from './channels/warning-message.js';
import type { WarningMessage } from './channels/warning-message.js';
import type { PushBus } from './push/push-bus.js';
import { LEVEL_NAMES } from './warning-rule-format.js';

/** Articles listed in one message (the rest are counted). */
const MAX_ARTICLES = 20;

export interface DeliverDeps {
  db: Kysely<DB>;
  clock: Clock;
  bus: PushBus;
  channels: Partial<Record<'email' | 'webhook' | 'sms' | 'weChat', Channel>>;
  appBase: string;
}

async function loadMessage(db: Kysely<DB>, deliveryId: number, appBase: string) {
  const d = await db
    .selectFrom('warning_delivery')
    .innerJoin('warning_firing', 'warning_firing.id', 'warning_delivery.firing_id')
    .leftJoin('warning_rule', 'warning_rule.id', 'warning_delivery.rule_id')
    .leftJoin('warning_notice', 'warning_notice.id', 'warning_delivery.notice_id')
    .select([
      'warning_delivery.id',
      'warning_delivery.org_id',
      'warning_delivery.channel',
      'warning_delivery.target',
      'warning_delivery.status',
      'warning_delivery.attempts',
      'warning_firing.id as firing_id',
      'warning_firing.level',
      'warning_firing.reason',
      'warning_firing.article_ids',
      'warning_firing.created_at',
      'warning_rule.name as rule_name',
      'warning_notice.webhook_type',
    ])
    .where('warning_delivery.id', '=', deliveryId)
    .executeTakeFirst();
  if (!d) {
    return null;
  }
  const ids = (JSON.parse(d.article_ids) as number[]).slice(0, MAX_ARTICLES);
  const rows = ids.length
    ? await db
        .selectFrom('article')
        .select(['id', 'title', 'url', 'site_name', 'publish_time', 'sentiment'])
        .where('id', 'in', ids)
        .orderBy('publish_time', 'desc')
        .execute()
    : [];
  const message: WarningMessage = {
    deliveryId,
    firingId: Number(d.firing_id),
    orgId: Number(d.org_id),
    level: d.level as WarningLevel,
    ruleName: d.rule_name ?? '人工预警',
    reason: d.reason,
    firedAt: Number(d.created_at),
    appBase,
    articles: rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      url: r.url,
      siteName: r.site_name ?? '',
      publishTime: Number(r.publish_time),
      sentiment: r.sentiment,
    })),
  };
  return { delivery: d, message };
}

/**
 * In-app delivery: message-centre rows for every active account of the organisation and the
 * delivery marked sent in one transaction (exactly once), then a websocket push to whoever is
 * connected. A push lost to a crash after the commit is not lost to the user: the page reads
 * the message count and the warning list when it reconnects.
 */
async function deliverInApp(deps: DeliverDeps, deliveryId: number, m: WarningMessage) {
  const { db, clock } = deps;
  const now = clock.now();
  const first = m.articles[0];
  const warningIds = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('warning_delivery')
      .set((eb) => ({
        status: 'sent',
        sent_at: now,
        attempts: eb('attempts', '+', 1),
        detail: null,
      }))
      .where('id', '=', deliveryId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      return null;
    }
    const accounts = await trx
      .selectFrom('account')
      .select('id')
      .where('org_id', '=', m.orgId)
      .where('status', '=', 'active')
      .execute();
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
            link: first ? detailLink('', first.id) : '/warningList',
            article_id: first?.id ?? null,
            created_at: now,
            read_at: null,
          })),
        )
        .execute();
    }
    return trx
      .selectFrom('warning_article')
      .select('id')
      .where('firing_id', '=', m.firingId)
      .orderBy('id')
      .execute();
  });
  if (warningIds === null) {
    return;
  }
  await deps.bus.publish({
    orgId: m.orgId,
    payload: {
      type: 'warning',
      firingId: m.firingId,
      warningId: warningIds[0] ? Number(warningIds[0].id) : null,
      level: m.level,
      levelName: LEVEL_NAMES[m.level],
      ruleName: m.ruleName,
      reason: m.reason,
      title: first?.title ?? m.reason,
      articleId: first?.id ?? null,
      articleIds: m.articles.map((a) => a.id),
      link: first ? detailLink('', first.id) : '/warningList',
      firedAt: formatCn(m.firedAt),
    },
  });
}

/**
 * Sends one delivery. Already sent or skipped → nothing (at-least-once jobs stay exactly-once
 * for in-app; external sends carry the delivery id for receivers to drop repeats). Failures
 * are recorded on the delivery and rethrown so the job retries with back-off; after the last
 * attempt, or when the channel is not configured at all, the delivery is marked failed.
 */
export function deliverWarningHandler(deps: DeliverDeps): JobHandler {
  return async ({ payload, job }) => {
    const { deliveryId } = payload as { deliveryId: number };
    const loaded = await loadMessage(deps.db, deliveryId, deps.appBase);
    if (!loaded || loaded.delivery.status !== 'pending') {
      return { skipped: true };
    }
    const { delivery, message } = loaded;
    if (delivery.channel === 'site') {
      await deliverInApp(deps, deliveryId, message);
      return { sent: true };
    }
    const channel = deps.channels[delivery.channel as keyof DeliverDeps['channels']];
    try {
      if (!channel) {
        throw new PermanentDeliveryError(
          delivery.channel === 'weChat' ? '未配置微信公众号服务，无法推送' : '不支持的推送方式',
        );
      }
      await channel.send(delivery.target, message, { webhookType: delivery.webhook_type });
    } catch (err) {
      const permanent = err instanceof PermanentDeliveryError;
      const last = permanent || job.attempts >= job.max_attempts;
      await deps.db
        .updateTable('warning_delivery')
        .set((eb) => ({
          status: last ? 'failed' : 'pending',
          attempts: eb('attempts', '+', 1),
          detail: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
        }))
        .where('id', '=', deliveryId)
        .execute();
      if (permanent) {
        return { failed: true };
      }
      throw err;
    }
    await deps.db
      .updateTable('warning_delivery')
      .set((eb) => ({
        status: 'sent',
        sent_at: deps.clock.now(),
        attempts: eb('attempts', '+', 1),
        detail: null,
      }))
      .where('id', '=', deliveryId)
      .execute();
    return { sent: true };
  };
}
