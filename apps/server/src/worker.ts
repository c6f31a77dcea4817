import Fastify from 'fastify';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { dialectFor } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { createIngest } from './ingest/create-ingest.js';
import { systemClock } from './platform/clock.js';
import { createNotify } from './notify/create-notify.js';
import { OutboundPolicy } from './platform/net/outbound-policy.js';
import { createSmsProvider } from './platform/sms/sms-provider.js';
import { SessionService } from './platform/session/session.service.js';
import { createReports } from './modules/briefing/index.js';
import { registerImJobs } from './modules/instant-messaging/index.js';
import { drainRunners } from './platform/jobs/job-runner.js';
import { installShutdown } from './platform/ops/shutdown.js';
import { PartitionMaintenance } from './db/article-partitions.js';
import { registerMicroBlogJobs } from './modules/micro-blog/index.js';
import { registerBloggerJobs } from './modules/blogger/index.js';
import { registerPortraitJobs } from './modules/portrait/index.js';

/**
 * `npm run worker`: an extra job and collection process sharing the PostgreSQL queue with the
 * API processes (claims use SKIP LOCKED, so workers never take the same job).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    process.stderr.write(
      'npm run worker 需要 DATABASE_URL（PostgreSQL）；嵌入式 SQLite 模式下任务在主进程内运行。\n',
    );
    process.exit(1);
  }
  const database = createDb(config);
  await migrateToLatest(database.db);
  // The same structured JSON lines as the API processes (pino), marked role=worker.
  const log = Fastify({
    logger: { level: config.logLevel, base: { pid: process.pid, role: 'worker' } },
  }).log;
  const outbound = new OutboundPolicy(config.outboundAllow);
  const ingest = createIngest({
    outbound,
    db: database.db,
    dialect: dialectFor(database.engine),
    clock: systemClock,
    log,
    analysisWorkers: config.analysisWorkers,
    analysisIdleMs: config.analysisIdleMs,
  });
  const notify = createNotify({
    db: database.db,
    clock: systemClock,
    log,
    ingest,
    sms: createSmsProvider(config, log),
    smtp: config.smtp,
    appBaseUrl: config.appBaseUrl,
    databaseUrl: config.databaseUrl,
  });
  // Report jobs and the report schedule run here too (their unique period keys keep several
  // processes from doubling a report). PDFs are printed from PRINT_BASE_URL or APP_BASE_URL.
  const sessions = new SessionService(database.db, systemClock, config.sessionTtlMs);
  const printBase = config.print.baseUrl ?? (config.appBaseUrl || undefined);
  const reports = createReports({
    db: database.db,
    dialect: dialectFor(database.engine),
    clock: systemClock,
    log,
    queue: ingest.queue,
    smtp: config.smtp,
    appBaseUrl: config.appBaseUrl,
    printer: {
      chromiumPath: config.print.chromiumPath,
      baseUrl: () => printBase,
      openSession: (orgId, accountId) => sessions.openPrintSession(orgId, accountId),
    },
  });
  registerImJobs({ db: database.db, ingest, clock: systemClock });
  registerMicroBlogJobs(ingest.runner, database.db, systemClock);
  const people = {
    db: database.db,
    dialect: dialectFor(database.engine),
    clock: systemClock,
    ingest,
  };
  registerBloggerJobs(people);
  registerPortraitJobs(people);
  ingest.start({ schedule: config.collectors });
  notify.start();
  reports.start();
  // Workers keep the monthly partitions and the retention too (see PartitionMaintenance).
  const partitions = new PartitionMaintenance(
    database.db,
    () => systemClock.now(),
    config.retentionMonths,
    log,
  );
  partitions.start();
  log.info({ engine: database.engine }, `观澜舆情 任务进程已启动 (pid ${process.pid})`);
  installShutdown({
    log,
    graceMs: config.shutdownGraceMs,
    steps: [
      { name: 'schedulers', run: () => partitions.stop() },
      { name: 'jobs', run: () => drainRunners(config.shutdownGraceMs) },
      { name: 'reports', run: () => reports.stop() },
      { name: 'notify', run: () => notify.stop() },
      { name: 'ingest', run: () => ingest.stop() },
      { name: 'database', run: () => database.close() },
    ],
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
