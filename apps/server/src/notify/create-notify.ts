import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Ingest } from '../ingest/create-ingest.js';
import type { Clock } from '../platform/clock.js';
import { JobRunner } from '../platform/jobs/job-runner.js';
import type { SmsProvider } from '../platform/sms/sms-provider.js';
import { EmailChannel } from './channels/email-channel.js';
import { SmsChannel } from './channels/sms-channel.js';
import { WebhookChannel } from './channels/webhook-channel.js';
import { deliverWarningHandler } from './deliver-warning.job.js';
import { EVALUATE_JOB, evaluateWarningsHandler } from './evaluate-warnings.job.js';
import { LocalPushBus, PgPushBus } from './push/push-bus.js';
import type { PushBus } from './push/push-bus.js';
import { PushHub } from './push/push-hub.js';
import { DELIVER_JOB, WarningFirer } from './warning-firer.js';
import { WarningRuleBook } from './warning-rule-book.js';

export interface Notify {
  hub: PushHub;
  bus: PushBus;
  book: WarningRuleBook;
  firer: WarningFirer;
  /** Runs warning evaluation and delivery jobs (its own runner, so back-fills never delay it). */
  runner: JobRunner;
  start(): void;
  stop(): Promise<void>;
}

export interface NotifyDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  ingest: Ingest;
  sms: SmsProvider;
  smtp: { url: string | undefined; from: string };
  appBaseUrl: string;
  /** PostgreSQL: pushes cross processes by LISTEN/NOTIFY. */
  databaseUrl?: string | undefined;
  pollMs?: number;
}

/**
 * The notify stage (DESIGN §1): warning evaluation queued atomically with each stored batch
 * that has rule hits, firings stored before anything is sent, one job per delivery, and live
 * websocket pushes through the hub.
 */
export function createNotify(deps: NotifyDeps): Notify {
  const { db, clock, log, ingest } = deps;
  const hub = new PushHub();
  const bus: PushBus = deps.databaseUrl
    ? new PgPushBus(deps.databaseUrl, hub, (err) => log.warn({ err }, '推送通道异常'))
    : new LocalPushBus(hub);
  const book = new WarningRuleBook(db);
  const firer = new WarningFirer(ingest.queue, clock, bus, (err) =>
    log.warn({ err }, '预警推送失败'),
  );
  const runner = new JobRunner(ingest.queue, log, { concurrency: 3, pollMs: deps.pollMs ?? 250 });
  runner.register(EVALUATE_JOB, evaluateWarningsHandler({ db, book, firer }));
  runner.register(
    DELIVER_JOB,
    deliverWarningHandler({
      db,
      clock,
      bus,
      appBase: deps.appBaseUrl,
      channels: {
        email: new EmailChannel(deps.smtp),
        webhook: new WebhookChannel(ingest.outbound.fetch()),
        sms: new SmsChannel(deps.sms),
      },
    }),
  );
  ingest.pipeline.inTransaction(async (trx, stored) => {
    // Articles with rule hits, and those of a site or account a 重点监测 rule watches.
    await book.refresh(trx);
    const articleIds = stored
      .filter((s) => s.hits.length > 0 || book.watches(s.siteName, s.authorName))
      .map((s) => s.id);
    if (articleIds.length > 0) {
      await ingest.queue.insert(
        trx,
        EVALUATE_JOB,
        { articleIds, at: clock.now() },
        { maxAttempts: 10 },
      );
    }
  });
  ingest.pipeline.onCommit(() => runner.nudge());
  return {
    hub,
    bus,
    book,
    firer,
    runner,
    start: () => runner.start(),
    stop: async () => {
      await runner.stop();
      await bus.close();
    },
  };
}
