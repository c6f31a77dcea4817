import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { generateDemoCorpus } from '../demo/demo-corpus.js';
import { removeDemoArticles } from '../demo/remove-demo.js';
import { recountArticleHours } from './article-hours.js';

/**
 * The hourly counts (article_hour) the writer keeps must equal a recount of the stored articles
 * after every change: a batch through the pipeline (duplicates skipped), a second batch into
 * the same hours, and the deletion of articles.
 */
describe.each(ENGINES)('hourly article counts kept by the writer (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 120_000);
  afterAll(() => t.close());

  const kept = async () =>
    (
      await t.db
        .selectFrom('article_hour')
        .selectAll()
        .orderBy('hour')
        .orderBy('owner_org_id')
        .orderBy('carrier')
        .orderBy('sentiment')
        .execute()
    ).map((r) => ({
      ...r,
      hour: Number(r.hour),
      n: Number(r.n),
      owner_org_id: Number(r.owner_org_id),
    }));

  /** The kept rows, then the same table counted anew from the articles. */
  async function keptAndRecounted() {
    const before = await kept();
    await recountArticleHours(t.db);
    const after = await kept();
    return { before, after };
  }

  it('adds each stored article once, and takes deleted ones out', async () => {
    const now = t.clock.now();
    const items = generateDemoCorpus({ count: 150, now });
    await t.ingest.pipeline.ingest(items);
    // The same items again are duplicates: nothing is counted twice.
    await t.ingest.pipeline.ingest(items.slice(0, 40));
    const first = await keptAndRecounted();
    expect(first.before.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(150);
    expect(first.before).toEqual(first.after);
    const more = generateDemoCorpus({ count: 60, now: now + 1 }).map((a) => ({
      ...a,
      url: `${a.url}?again=1`,
    }));
    await t.ingest.pipeline.ingest(more);
    const second = await keptAndRecounted();
    expect(second.before).toEqual(second.after);
    expect(await removeDemoArticles(t.db)).toBeGreaterThan(0);
    // The newest crawl of an hour stays when its articles go (when its data last arrived).
    const left = await kept();
    await recountArticleHours(t.db);
    expect(left.map(({ latest_crawl: _, ...r }) => r)).toEqual(
      (await kept()).map(({ latest_crawl: _, ...r }) => r),
    );
  });
});
