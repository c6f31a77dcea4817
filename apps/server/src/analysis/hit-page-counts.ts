import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { FactsQuery } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';

/**
 * A hit scope's total and the given clusters' sizes in it, in one statement (UNION ALL of
 * counts tagged by part; each branch is planned as its own statement was). The total counts
 * every row in one pass (GROUP BY the cluster when listed, else one group); without a
 * sentiment filter that pass keeps no per-row sentiment test (half its cost on PostgreSQL): it
 * counts the 与我无关 rows too, and a count of only those, read from their partial index
 * (migration 2026-11-27T0110), is subtracted. One rule's hits (`probeSizes`) take the
 * clusters' sizes from a probe of the (rule, cluster, time) index instead (2026-11-27T0300).
 */
export async function hitCounts(
  adb: AnalysisDb,
  scope: ArticleScope,
  clusters: number[],
  probeSizes: boolean,
) {
  const { cluster } = factColumns(scope);
  const key =
    clusters.length && !probeSizes
      ? sql<number | null>`CASE WHEN ${cluster} IN (${sql.join(clusters)}) THEN ${cluster} END`
      : // Typed, so PostgreSQL can match it with a cluster column in the union.
        sql<number | null>`CAST(NULL AS BIGINT)`;
  const count = (facts: FactsQuery, part: Part, by: RawBuilder<number | null>) =>
    facts
      .select((eb) => [
        by.as('cluster'),
        eb.fn.countAll<number>().as('n'),
        sql.lit(part).as('part'),
      ])
      .groupBy(sql`1`);
  const filtered = (scope.sentiments?.length ?? 0) > 0;
  let query = count(scopedFacts(adb, scope, !filtered), ROWS, key);
  if (!filtered) {
    query = query.unionAll(
      count(scopedFacts(adb, { ...scope, sentiments: ['irrelevant'] }), DELETED, key),
    );
  }
  if (probeSizes && clusters.length) {
    query = query.unionAll(
      count(scopedFacts(adb, scope).where(cluster, 'in', clusters), SIZES, cluster),
    );
  }
  const sizes = new Map<number, number>();
  let total = 0;
  for (const r of await query.execute()) {
    const n = Number(r.n) * (Number(r.part) === DELETED ? -1 : 1);
    if (Number(r.part) !== SIZES) {
      total += n;
    }
    if (r.cluster !== null) {
      const c = Number(r.cluster);
      sizes.set(c, (sizes.get(c) ?? 0) + n);
    }
  }
  return { total, sizes };
}

/** hitCounts' parts: the scope's rows, its 与我无关 rows (subtracted), clusters' sizes. */
type Part = 1 | 2 | 3;
const ROWS: Part = 1;
const DELETED: Part = 2;
const SIZES: Part = 3;
