import { afterAll, beforeAll } from 'vitest';
import { DAY_MS, HOUR_MS } from '@guanlan/shared';
import { dialectFor } from '../db/dialect.js';
import type { Engine } from '../db/create-db.js';
import { createTestApp } from '../../test/helpers/test-app.js';
import type { TestApp } from '../../test/helpers/test-app.js';
import { analysisFamily } from './analysis-family.js';
import { articleList } from './article-list.js';
import { countryDistribution } from './country-distribution.js';
import { languageDistribution } from './language-distribution.js';
import type { ArticleListOptions } from './article-list.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';
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

/** Every list order the lists offer, merged or not. */
export const LISTS: ArticleListOptions[] = [
  { sort: 'timeDesc' },
  { sort: 'timeAsc' },
  { sort: 'hotDesc' },
  { sort: 'similarDesc' },
  { sort: 'timeDesc', mergeSimilar: true },
  { sort: 'similarDesc', mergeSimilar: true },
];

/** The list of `LISTS[i]` in everyAnalysis's answer. */
export const listKey = (i: number) => `list ${JSON.stringify(LISTS[i])}`;

/**
 * Every analysis of the special family, the country and language distributions and every list
 * order over the scope, by name.
 */
export async function everyAnalysis(
  adb: AnalysisDb,
  scope: ArticleScope,
): Promise<Record<string, Table>> {
  const out: Record<string, Table> = {};
  for (const [name, analysis] of Object.entries(analysisFamily('专题'))) {
    out[name] = await analysis.run(adb, scope, {});
  }
  // The monitoring kinds' own analyses (境外国家分布, 语种分布) read the same scope.
  out.countryDistribution = await countryDistribution(adb, scope);
  out.languageDistribution = await languageDistribution(adb, scope);
  for (let i = 0; i < LISTS.length; i += 1) {
    out[listKey(i)] = await articleList(adb, scope, LISTS[i]);
  }
  return out;
}
