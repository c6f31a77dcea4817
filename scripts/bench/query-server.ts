/**
 * The server bench:query measures, in its own process: the real app (buildApp) over DATA_DIR
 * after migrations, listening on 127.0.0.1, without collectors or the job runner, so only the
 * bench's calls run (BENCH_REPORTS=1 starts the report runner for bench:report). Prints `READY <port>` once listening; stops on SIGTERM.
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb } from '../../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';

const config = { ...loadConfig(), host: '127.0.0.1' };
const database = createDb({ ...config, checkpointInBackground: true });
const t0 = performance.now();
const applied = await migrateToLatest(database.db);
const migrateMs = Math.round(performance.now() - t0);
const { app, ingest, notify, reports } = await buildApp({ config, database, clock: systemClock });
// bench:report generates reports: only the report runner runs (no collectors, no schedule).
if (process.env.BENCH_REPORTS === '1') {
  reports.runner.start();
}
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
process.stdout.write(`READY ${port} ${migrateMs} ${applied.join(',')}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await reports.stop();
    await notify.stop();
    await ingest.stop();
    await app.close();
    await database.close();
    process.exit(0);
  })();
});
