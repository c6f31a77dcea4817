import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectFor } from '../../db/dialect.js';
import { fixedClock } from '../clock.js';
import { ENGINES, createTestDatabase } from '../../../test/helpers/test-db.js';
import type { TestDatabase } from '../../../test/helpers/test-db.js';
import { JobQueue } from './job-queue.js';
import { JobRunner } from './job-runner.js';

/** The real queue, counting how often a runner asks it for a job. */
class CountingQueue extends JobQueue {
  claims = 0;
  override claim(...args: Parameters<JobQueue['claim']>) {
    this.claims += 1;
    return super.claim(...args);
  }
}

/** Fastify's logger when logging is off: the runner's failures are not this test's subject. */
const log = Fastify({ logger: false }).log;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(ENGINES)('job runner (%s)', (engine) => {
  let tdb: TestDatabase;
  const clock = fixedClock(1_000_000);
  let queue: CountingQueue;
  let runner: JobRunner | undefined;

  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    queue = new CountingQueue(tdb.database.db, dialectFor(engine), clock);
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });
  afterAll(() => tdb.dispose());

  it('asks the queue once per poll interval while idle, however many loops it runs', async () => {
    runner = new JobRunner(queue, log, { concurrency: 3, pollMs: 50 });
    runner.register('idle:k', () => Promise.resolve());
    queue.claims = 0;
    runner.start();
    await pause(600);
    // Each of the three loops on its own timer asked about 36 times in 600 ms.
    expect(queue.claims).toBeGreaterThanOrEqual(3);
    expect(queue.claims).toBeLessThanOrEqual(3 + 600 / 50 + 2);
  });

  it('spreads jobs queued while it is idle over all its loops at once', async () => {
    // A poll interval far longer than the test: only the nudge and the loops' hand-on wake them.
    runner = new JobRunner(queue, log, { concurrency: 3, pollMs: 60_000 });
    let started = 0;
    let release!: () => void;
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const finish = new Promise<void>((resolve) => setTimeout(resolve, 5_000));
    runner.register('busy:k', async () => {
      started += 1;
      if (started === 3) {
        release();
      }
      // Each job holds its loop until all three run side by side (or the test gives up).
      await Promise.race([allStarted, finish]);
    });
    runner.start();
    await pause(100); // every loop has found nothing and sleeps
    for (let i = 0; i < 3; i += 1) {
      await queue.enqueue('busy:k', { i });
    }
    runner.nudge();
    const outcome = await Promise.race([
      allStarted.then(() => 'together'),
      finish.then(() => 'one by one'),
    ]);
    expect(outcome).toBe('together');
    expect(started).toBe(3);
  });
});
