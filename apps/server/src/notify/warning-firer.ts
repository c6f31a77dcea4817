import type { Kysely, Transaction } from 'kysely';
import type { WarningLevel } from '@guanlan/shared';
import type { DB } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { nextPushTime } from './delivery-schedule.js';
import { messageArticles, recordInApp } from './in-app-delivery.js';
import type { PushBus } from './push/push-bus.js';
import type { PushEvent } from './push/push-hub.js';
import type { NoticeWay, WarningDeliveryPolicy } from './warning-rule-format.js';

export const DELIVER_JOB = 'warning.deliver';

/** Who fires: a rule (machine or artificial), or an analyst without a rule (rule id 0). */
export interface FiringRule {
  id: number;
  orgId: number;
  name: string;
  level: WarningLevel;
  delivery: WarningDeliveryPolicy;
  /** Recipients chosen at push time (artificial pushes); else the rule's notices. */
  noticeIds?: number[];
}

export interface FiringInput {
  rule: FiringRule;
  /** Unique per rule: `cluster:<id>` fires once per similar cluster, `volume:<t>` per window. */
  fireKey: string;
  /** What recipients must not get twice (the similar cluster, or the volume window). */
  dedupeScope: string;
  reason: string;
  articleIds: number[];
  at: number;
  createdBy?: number | null;
  remark?: string | null;
  kind: 'machine' | 'artificial';
}

interface Target {
  channel: NoticeWay;
  target: string;
  noticeId: number | null;
}

/**
 * Stores a firing with its warned articles and one delivery per (channel, recipient), all in
 * one transaction, so a committed firing always has its deliveries and a restart resumes
 * them. An in-app delivery due now is recorded right there (message-centre rows, delivery
 * sent) and pushed to open pages after the commit; every other delivery is a job with
 * retries. A firing key already used by the rule, or a recipient that already got this
 * cluster, adds nothing (replays are harmless).
 */
export class WarningFirer {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly bus?: PushBus,
    private readonly onPushError: (err: unknown) => void = () => {},
  ) {}

  /** Fires one; the firing id, or null when it was already fired. */
  async fire(db: Kysely<DB>, input: FiringInput): Promise<number | null> {
    const [id] = await this.fireAll(db, [input]);
    return id ?? null;
  }

  /** Fires several in one transaction (one evaluated batch), then pushes in-app messages. */
  async fireAll(db: Kysely<DB>, inputs: FiringInput[]): Promise<(number | null)[]> {
    if (inputs.length === 0) {
      return [];
    }
    const pushes: PushEvent[] = [];
    const ids = await db.transaction().execute(async (trx) => {
      const out: (number | null)[] = [];
      for (const input of inputs) {
        out.push(await this.fireIn(trx, input, pushes));
      }
      return out;
    });
    for (const push of pushes) {
      await this.bus?.publish(push).catch(this.onPushError);
    }
    return ids;
  }

  /** Fires inside `trx`; in-app pushes to send after its commit are added to `pushes`. */
  async fireIn(
    trx: Transaction<DB>,
    input: FiringInput,
    pushes: PushEvent[] = [],
  ): Promise<number | null> {
    const { rule, at } = input;
    const inserted = await trx
      .insertInto('warning_firing')
      .values({
        org_id: rule.orgId,
        rule_id: rule.id,
        level: rule.level,
        fire_key: input.fireKey,
        reason: input.reason.slice(0, 500),
        article_ids: JSON.stringify(input.articleIds),
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['rule_id', 'fire_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      return null;
    }
    const firingId = Number(inserted.id);
    const warned = await trx
      .insertInto('warning_article')
      .values(
        input.articleIds.map((articleId) => ({
          org_id: rule.orgId,
          article_id: articleId,
          kind: input.kind,
          level: rule.level,
          rule_id: rule.id === 0 ? null : rule.id,
          remark: input.remark ?? null,
          created_by: input.createdBy ?? null,
          created_at: at,
          firing_id: firingId,
        })),
      )
      .returning('id')
      .execute();
    const interval = (rule.delivery.minIntervalMinutes ?? 0) * 60_000;
    const previous = interval > 0 ? await this.lastPushedAt(trx, rule.id, firingId) : null;
    const throttled = previous !== null && at - previous < interval;
    if (rule.id !== 0) {
      await trx
        .updateTable('warning_rule')
        .set({ last_fired_at: at })
        .where('id', '=', rule.id)
        .execute();
    }
    const now = this.clock.now();
    const runAt = nextPushTime(Math.max(at, now), rule.delivery);
    for (const t of await this.targets(trx, rule)) {
      // In-app and due now: delivered with the firing itself, no job round trip.
      const inline = t.channel === 'site' && !throttled && runAt <= Math.max(at, now);
      const row = await trx
        .insertInto('warning_delivery')
        .values({
          org_id: rule.orgId,
          firing_id: firingId,
          rule_id: rule.id,
          notice_id: t.noticeId,
          channel: t.channel,
          target: t.target,
          dedupe_key: `${t.channel}:${t.target}:${input.dedupeScope}`.slice(0, 200),
          status: throttled ? 'skipped' : inline ? 'sent' : 'pending',
          attempts: inline ? 1 : 0,
          detail: throttled
            ? `距上次推送不足 ${rule.delivery.minIntervalMinutes} 分钟，已记录未推送`
            : runAt > at
              ? '不在推送时段，已顺延'
              : null,
          run_at: runAt,
          created_at: at,
          sent_at: inline ? now : null,
        })
        .onConflict((oc) => oc.columns(['org_id', 'dedupe_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row && inline) {
        const message = {
          deliveryId: Number(row.id),
          firingId,
          orgId: rule.orgId,
          level: rule.level,
          ruleName: rule.id === 0 ? '人工预警' : rule.name,
          reason: input.reason,
          firedAt: at,
          appBase: '',
          articles: await messageArticles(trx, input.articleIds),
        };
        pushes.push(await recordInApp(trx, message, now, firstId(warned)));
      } else if (row && !throttled) {
        await this.queue.insert(
          trx,
          DELIVER_JOB,
          { deliveryId: Number(row.id) },
          { orgId: rule.orgId, runAt, maxAttempts: 6 },
        );
      }
    }
    return firingId;
  }

  /**
   * When the rule last pushed something (a firing with a delivery that was not suppressed), so
   * a steady storm still pushes once per interval instead of being silenced for good.
   */
  private async lastPushedAt(
    trx: Transaction<DB>,
    ruleId: number,
    currentFiringId: number,
  ): Promise<number | null> {
    if (ruleId === 0) {
      return null;
    }
    const row = await trx
      .selectFrom('warning_firing')
      .select((eb) => eb.fn.max('warning_firing.created_at').as('at'))
      .where('warning_firing.rule_id', '=', ruleId)
      .where('warning_firing.id', '<>', currentFiringId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('warning_delivery')
            .select('warning_delivery.id')
            .whereRef('warning_delivery.firing_id', '=', 'warning_firing.id')
            .where('warning_delivery.status', '<>', 'skipped'),
        ),
      )
      .executeTakeFirst();
    return row?.at === null || row?.at === undefined ? null : Number(row.at);
  }

  /** In-app goes to the whole organisation; the other ways to each notice that has an address. */
  private async targets(trx: Transaction<DB>, rule: FiringRule): Promise<Target[]> {
    const ways = rule.delivery.noticeWays?.length ? rule.delivery.noticeWays : ['site'];
    const out: Target[] = ways.includes('site')
      ? [{ channel: 'site', target: 'org', noticeId: null }]
      : [];
    const external = ways.filter((w) => w !== 'site');
    if (external.length === 0) {
      return out;
    }
    let query = trx.selectFrom('warning_notice').selectAll().where('org_id', '=', rule.orgId);
    if (rule.noticeIds) {
      query = query.where('id', 'in', rule.noticeIds.length ? rule.noticeIds : [0]);
    } else {
      query = query.where(
        'id',
        'in',
        trx.selectFrom('warning_rule_notice').select('notice_id').where('rule_id', '=', rule.id),
      );
    }
    for (const n of await query.execute()) {
      const address: Record<Exclude<NoticeWay, 'site'>, string | null> = {
        email: n.email,
        webhook: n.webhook_url,
        sms: n.phone,
        weChat: n.wechat_open_id,
      };
      for (const way of external) {
        const target = address[way as Exclude<NoticeWay, 'site'>];
        if (target) {
          out.push({ channel: way as NoticeWay, target, noticeId: Number(n.id) });
        }
      }
    }
    return out;
  }
}

/** The smallest id of the rows just inserted (the firing's first warned article). */
function firstId(rows: { id: number | bigint }[]): number | undefined {
  return rows.length ? Math.min(...rows.map((r) => Number(r.id))) : undefined;
}
