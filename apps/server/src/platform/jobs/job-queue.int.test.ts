import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectFor } from '../../db/dialect.js';
import { fixedClock } from '../clock.js';
import { createTestDatabase } from '../../../test/helpers/test-db.js';
import type { TestDatabase } from '../../../test/helpers/test-db.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { JobQueue } from './job-queue.js';

describe.each(ENGINES)('job-queue (%s)', (engine) => {
  let tdb: TestDatabase;
  const clock = fixedClock(1_000_000);
  let queue: JobQueue;
  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    queue = new JobQueue(tdb.database.db, dialectFor(engine), clock);
  });
  afterAll(() => tdb.dispose());

  it('hands a due job to exactly one worker and not before its run time', async () => {
    const id = await queue.enqueue('k1', { n: 1 }, { runAt: clock.now() + 1000 });
    expect(await queue.claim('w1', ['k1'], 60_000)).toBeUndefined();
    clock.advance(1000);
    const claimed = await queue.claim('w1', ['k1'], 60_000);
    expect(claimed?.id).toBe(id);
    expect(claimed?.attempts).toBe(1);
    expect(await queue.claim('w2', ['k1'], 60_000)).toBeUndefined();
  });

  it('gives a job back when its worker dies and the lease runs out', async () => {
    const id = await queue.enqueue('k2', {});
    expect((await queue.claim('dead', ['k2'], 10_000))?.id).toBe(id);
    clock.advance(10_001);
    const again = await queue.claim('alive', ['k2'], 10_000);
    expect(again).toMatchObject({ id, locked_by: 'alive', attempts: 2 });
  });

  it('retries a failed job with back-off and gives up after max attempts', async () => {
    const id = await queue.enqueue('k3', {}, { maxAttempts: 2 });
    const first = await queue.claim('w', ['k3'], 60_000);
    await queue.fail(first!, '源站超时');
    expect(await queue.claim('w', ['k3'], 60_000)).toBeUndefined();
    clock.advance(2_000);
    const second = await queue.claim('w', ['k3'], 60_000);
    expect(second?.id).toBe(id);
    await queue.fail(second!, '源站超时');
    clock.advance(3_600_000);
    expect(await queue.claim('w', ['k3'], 60_000)).toBeUndefined();
    expect(await queue.status(id)).toMatchObject({ status: 'failed', lastError: '源站超时' });
  });

  it('returns the active job for a repeated dedupe key and a new one after it finished', async () => {
    const a = await queue.enqueue('k4', {}, { dedupeKey: 'backfill:7' });
    expect(await queue.enqueue('k4', {}, { dedupeKey: 'backfill:7' })).toBe(a);
    const job = await queue.claim('w', ['k4'], 60_000);
    await queue.progress(job!.id, 0.5, '已处理 50%');
    expect(await queue.status(a)).toMatchObject({ progress: 0.5, progressText: '已处理 50%' });
    await queue.complete(job!.id, { done: true });
    const b = await queue.enqueue('k4', {}, { dedupeKey: 'backfill:7' });
    expect(b).not.toBe(a);
  });
});
