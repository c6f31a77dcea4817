import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { systemClock } from './platform/clock.js';
import { seedDemoOrg } from './modules/org/seed-demo.js';
import { PLATFORM_ADMIN_USER, seedPlatformAdmin } from './modules/org/seed-platform-admin.js';
import { DemoMonitoringSeeder } from './modules/org/seed-demo-monitoring.js';
import { seedDemoCorpus } from './ingest/demo/seed-demo-corpus.js';
import { startDemoTrickle } from './ingest/demo/demo-trickle.js';
import { seedDemoHotLists } from './ingest/hotlist/demo-hot-lists.js';
import { HotListCollector } from './ingest/hotlist/hot-list-collector.js';
import { drainRunners } from './platform/jobs/job-runner.js';
import { installShutdown } from './platform/ops/shutdown.js';
import { withStartupLock } from './platform/ops/startup-lock.js';
import { PartitionMaintenance } from './db/article-partitions.js';

/** Boots the server: config → database → migrations → demo seed → HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The server checkpoints SQLite's WAL on a thread, out of its write transactions.
  const database = createDb({ ...config, checkpointInBackground: true });
  await migrateToLatest(database.db);
  const { app, ingest, notify, reports } = await buildApp({ config, database, clock: systemClock });

  // API processes starting together on an empty PostgreSQL database seed it once.
  await withStartupLock(database.db, database.engine, async () => {
    const platform = await seedPlatformAdmin(database.db, systemClock, config.platformPassword);
    if (platform.generatedPassword) {
      printOnce([
        ' 观澜舆情 已创建平台管理账号（维护共享数据源与接入密钥、审核试用申请）',
        ` 登录账号: ${PLATFORM_ADMIN_USER}    初始密码: ${platform.generatedPassword}`,
        ' （该密码只显示这一次，请妥善保存；可用 GUANLAN_PLATFORM_PASSWORD 预设）',
      ]);
    }

    let demoMonitoring: DemoMonitoringSeeder | null = null;
    if (config.seedDemo) {
      const seeded = await seedDemoOrg(database.db, systemClock, config.adminPassword);
      const password = seeded.generatedPassword ?? config.adminPassword;
      if (seeded.created && password) {
        demoMonitoring = new DemoMonitoringSeeder(app, 'admin', password);
        await demoMonitoring.seedSpecials();
      }
      if (seeded.generatedPassword) {
        printOnce([
          ' 观澜舆情 已创建演示单位「观澜演示单位」',
          ` 登录账号: admin    初始密码: ${seeded.generatedPassword}`,
          ' （该密码只显示这一次，请妥善保存；可用 GUANLAN_ADMIN_PASSWORD 预设）',
        ]);
      }
    }

    await ingest.sources.seedDefaults(systemClock.now());
    if (config.seedDemo) {
      await seedDemoCorpus(ingest, database.db, app.log);
      await seedDemoHotLists(database.db, systemClock.now());
      await demoMonitoring?.seedWarningRule();
      await demoMonitoring?.seedReports(systemClock.now());
      await demoMonitoring?.seedPeople(
        (x) => ingest.pipeline.ingest(x),
        systemClock.now(),
        () => ingest.runner.drain(),
      );
    }
  });
  const stopTrickle = config.seedDemo
    ? startDemoTrickle({
        db: database.db,
        pipeline: ingest.pipeline,
        clock: systemClock,
        log: app.log,
      })
    : () => {};
  ingest.start({ schedule: config.collectors });
  const hotLists = new HotListCollector(database.db, systemClock, app.log, ingest.outbound.fetch());
  if (config.collectors) {
    hotLists.start();
  }
  notify.start();
  reports.start();
  const partitions =
    database.engine === 'postgres'
      ? new PartitionMaintenance(
          database.db,
          () => systemClock.now(),
          config.retentionMonths,
          app.log,
        )
      : null;
  partitions?.start();

  installShutdown({
    log: app.log,
    graceMs: config.shutdownGraceMs,
    steps: [
      {
        name: 'schedulers',
        run: () => {
          stopTrickle();
          hotLists.stop();
          partitions?.stop();
        },
      },
      { name: 'jobs', run: () => drainRunners(config.shutdownGraceMs) },
      // Stops listening, answers requests still in flight (503 for new ones), then the
      // onClose hooks stop warnings, deliveries and the report schedule.
      { name: 'http', run: () => app.close() },
      { name: 'ingest', run: () => ingest.stop() },
      { name: 'database', run: () => database.close() },
    ],
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { port: config.port, engine: database.engine, pid: process.pid },
    `观澜舆情 已启动: http://127.0.0.1:${config.port}  (${database.engine === 'sqlite' ? `SQLite ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

/** Printed once, on the console only: a generated password is never stored in clear text. */
function printOnce(lines: string[]): void {
  const rule = '========================================================';
  process.stdout.write(['', rule, ...lines, rule, ''].join('\n'));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `启动失败: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
