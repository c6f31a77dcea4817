import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_CODES } from '@guanlan/shared';
import { createTestApp } from '../../../test/helpers/test-app.js';
import type { TestApp } from '../../../test/helpers/test-app.js';
import { ENGINES } from '../../../test/helpers/test-db.js';
import { generateDemoCorpus } from './demo-corpus.js';
import { trickleOnce } from './demo-trickle.js';
import { removeDemoArticles } from './remove-demo.js';

describe('demo-corpus', () => {
  it('covers every domestic carrier, every sentiment template and many provinces over 30 days', () => {
    const now = Date.UTC(2026, 10, 20);
    const items = generateDemoCorpus({ count: 600, now });
    const carriers = new Set(items.filter((a) => !a.isAbroad).map((a) => a.carrier));
    for (const c of ['news', 'weChat', 'microBlog', 'video', 'forum', 'postsBar', 'app']) {
      expect(carriers.has(c)).toBe(true);
    }
    expect([...carriers].every((c) => CARRIER_CODES.includes(c!))).toBe(true);
    expect(
      new Set(items.map((a) => a.publisherRegion).filter(Boolean)).size,
    ).toBeGreaterThanOrEqual(30);
    const times = items.map((a) => a.publishTime!);
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 31 * 86_400_000);
    expect(items.every((a) => a.isDemo && a.url.includes('demo.guanlan.invalid'))).toBe(true);
  });
});

describe.each(ENGINES)('demo data lifecycle (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 120_000);
  afterAll(() => t.close());

  it('stores the corpus through the pipeline, trickles new articles, and removes it all', async () => {
    const items = generateDemoCorpus({ count: 200, now: t.clock.now() });
    const out = await t.ingest.pipeline.ingest(items);
    expect(out.filter((o) => o.status === 'accepted')).toHaveLength(200);
    const sentiments = await t.db.selectFrom('article').select('sentiment').distinct().execute();
    expect(sentiments.map((s) => s.sentiment).sort()).toEqual(['negative', 'neutral', 'positive']);
    t.clock.advance(180_000);
    const added = await trickleOnce({ db: t.db, pipeline: t.ingest.pipeline, clock: t.clock });
    expect(added).toBeGreaterThan(0);
    expect(await removeDemoArticles(t.db)).toBe(200 + added);
    expect(await t.db.selectFrom('article_keyword').select('article_id').execute()).toEqual([]);
    expect(await trickleOnce({ db: t.db, pipeline: t.ingest.pipeline, clock: t.clock })).toBe(0);
  });
});
