import type { Kysely } from 'kysely';
import type { WarningLevel } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import type { JobHandler } from '../platform/jobs/job-runner.js';
import { PermanentDeliveryError } from './channels/channel.js';
import type { Channel } from './channels/channel.js';
import type { WarningMessage } from './channels/warning-message.js';
import { messageArticles, recordInApp } from './in-app-delivery.js';
import type { PushBus } from './push/push-bus.js';

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
  const articles = await messageArticles(db, JSON.parse(d.article_ids) as number[]);
  const message: WarningMessage = {
    deliveryId,
    firingId: Number(d.firing_id),
    orgId: Number(d.org_id),
    level: d.level as WarningLevel,
    ruleName: d.rule_name ?? '人工预警',
    reason: d.reason,
    firedAt: Number(d.created_at),
    appBase,
    articles,
  };
  return { delivery: d, message };
}

/**
 * In-app delivery of a held delivery (push window, weekend): claimed and recorded in one
 * transaction (exactly once), then pushed to whoever is connected. Deliveries due at once are
 * recorded with their firing instead (WarningFirer).
 */
async function deliverInApp(deps: DeliverDeps, deliveryId: number, m: WarningMessage) {
  const { db, clock } = deps;
  const now = clock.now();
  const push = await db.transaction().execute(async (trx) => {
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
    return Number(claimed.numUpdatedRows) === 0 ? null : recordInApp(trx, m, now);
  });
  if (push) {
    await deps.bus.publish(push);
  }
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
