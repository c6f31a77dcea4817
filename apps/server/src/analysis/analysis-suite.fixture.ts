import { afterAll, beforeAll } from 'vitest';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';
import { dialectFor } from '../db/dialect.js';
import type { Engine } from '../db/create-db.js';
import { createTestApp } from '../../test/helpers/test-app.js';
import type { TestApp } from '../../test/helpers/test-app.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { D0, seedAnalysisCorpus } from './test-corpus.fixture.js';
import type { Corpus } from './test-corpus.fixture.js';

/** The default window of the analysis suites: the four days around the fixed corpus. */
export const START = D0 - HOUR_MS;
export const END = D0 + 4 * DAY_MS - 1;

export interface AnalysisSuite {
  t: TestApp;
  adb: AnalysisDb;
  c: Corpus;
  /** Organisation A's scope over the default window, with overrides. */
  scopeA(extra?: Partial<ArticleScope>): ArticleScope;
}

/** Registers the hooks that build a test app on `engine` seeded with the fixed corpus. */
export function analysisSuite(engine: Engine): AnalysisSuite {
  const s = {
    scopeA: (extra: Partial<ArticleScope> = {}): ArticleScope => ({
      orgId: s.c.orgA,
      startTime: START,
      endTime: END,
      ...extra,
    }),
  } as AnalysisSuite;
  beforeAll(async () => {
    s.t = await createTestApp(engine);
    s.adb = { db: s.t.db, dialect: dialectFor(engine) };
    s.c = await seedAnalysisCorpus(s.t.db, s.adb.dialect);
  });
  afterAll(() => s.t.close());
  return s;
}
