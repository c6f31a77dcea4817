import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Ingest } from '../../ingest/create-ingest.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { createSetEngine, INSTANT_MESSAGING_KIND } from '../monitor/index.js';
import type { MonitorDeps } from '../monitor/index.js';
import { ChatService } from './chat.service.js';
import { ImSetService } from './im-set.service.js';
import { imRoutes } from './im.routes.js';
import { MeetService } from './meet.service.js';
import { MessageStore } from './message-store.js';
import { RETENTION_JOB, retentionHandler, scheduleRetention } from './retention.job.js';
import { registerImWebhook } from './webhook.route.js';

export { MessageStore } from './message-store.js';
export { demoChatLines, seedDemoChats } from './demo-chats.js';
export { enforceRetention } from './retention.job.js';
export { MEET_IDLE_GAP_MS, MEET_RULE_TEXT, splitMeets } from './meet-split.js';

/** How often the retention job is queued. */
const RETENTION_EVERY_MS = 3_600_000;

/** Registers the retention job on the ingest runner (API process and `npm run worker`). */
export function registerImJobs(deps: {
  db: Kysely<DB>;
  ingest: Ingest;
  clock: Clock;
}): MessageStore {
  const store = new MessageStore(deps.db, deps.ingest.pipeline, deps.clock);
  deps.ingest.runner.register(
    RETENTION_JOB,
    retentionHandler({ db: deps.db, store, clock: deps.clock }),
  );
  return store;
}

/**
 * 即时通讯 (instant messaging): the calls, the bot/webhook endpoint and the hourly retention
 * job (queued on the product's job queue while the server listens).
 */
export function imHandlers(
  deps: MonitorDeps & { ingest: Ingest; app: FastifyInstance },
): HandlerMap {
  const { db, clock, ingest, app } = deps;
  const store = registerImJobs({ db, ingest, clock });
  const engine = createSetEngine(deps, INSTANT_MESSAGING_KIND);
  registerImWebhook(app, { db, store });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', (done) => {
    const tick = () =>
      void scheduleRetention(ingest.queue).catch((err: unknown) =>
        app.log.error({ err }, '消息保留期任务排队失败'),
      );
    tick();
    timer = setInterval(tick, RETENTION_EVERY_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_i, done) => {
    clearInterval(timer);
    done();
  });
  return imRoutes({
    engine,
    sets: new ImSetService(db, engine, clock),
    chats: new ChatService(db, engine.sets, store, clock),
    meets: new MeetService(db),
    clock,
  });
}
