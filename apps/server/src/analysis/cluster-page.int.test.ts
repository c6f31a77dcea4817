import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helpers/test-db.js';
import { analysisSuite } from './analysis-suite.fixture.js';
import { clusterPage } from './cluster-page.js';
import type { ClusterSort } from './cluster-page.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/** The list orders by their definition, computed from every article of the scope. */
async function reference(adb: AnalysisDb, scope: ArticleScope, sort: ClusterSort, merge: boolean) {
  const rows = (
    await scopedFacts(adb, scope)
      .select([factColumns(scope).cluster.as('c'), 'article.id', 'article.publish_time'])
      .execute()
  ).map((r) => ({ c: Number(r.c), id: Number(r.id), t: Number(r.publish_time) }));
  const size = new Map<number, number>();
  for (const r of rows) {
    size.set(r.c, (size.get(r.c) ?? 0) + 1);
  }
  const n = (r: { c: number }) => size.get(r.c)!;
  let list = rows;
  if (merge) {
    const first = new Map<number, (typeof rows)[number]>();
    for (const r of [...rows].sort((a, b) => a.t - b.t || a.id - b.id)) {
      if (!first.has(r.c)) {
        first.set(r.c, r);
      }
    }
    list = [...first.values()];
  }
  const dir = sort === 'timeAsc' ? 1 : -1;
  list.sort(
    (a, b) =>
      (sort === 'similarDesc' ? n(b) - n(a) : 0) || dir * (a.t - b.t) || dir * (a.id - b.id),
  );
  return list.map((r) => ({ id: r.id, similar: n(r), time: r.t }));
}

describe.each(ENGINES)('cluster pages (%s)', (engine) => {
  const s = analysisSuite(engine);

  it('pages like the definition for every order, page size and page, on both paths', async () => {
    const scopes = [
      s.scopeA({ ruleIds: [s.c.rules.A1] }),
      s.scopeA({ ruleIds: [s.c.rules.A1, s.c.rules.A2] }),
      s.scopeA(),
    ];
    const orders: [ClusterSort, boolean][] = [
      ['similarDesc', false],
      ['similarDesc', true],
      ['timeDesc', true],
      ['timeAsc', true],
    ];
    for (const scope of scopes) {
      for (const [sort, merge] of orders) {
        const all = await reference(s.adb, scope, sort, merge);
        expect(all.length).toBeGreaterThan(0);
        for (const size of [1, 2, 3, 20]) {
          for (let offset = 0; offset <= all.length; offset += size) {
            const pick = await clusterPage(s.adb, scope, sort, merge, { size, offset });
            expect(pick).toEqual({ picked: all.slice(offset, offset + size), total: all.length });
          }
        }
      }
    }
  });
});
