import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import { hashGroups } from './hash-groups.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import { clusterCondition } from './scope.js';
import type { AnalysisDb, ArticleScope, ScopeDB, ScopeTables } from './scope.js';

/** One similar cluster of the scope: its key, size in the scope and earliest publish time. */
interface Group {
  c: number;
  n: number;
  t: number;
  /** Its earliest article in the scope (ties by id), once read. */
  id?: number;
}

/** A page's articles with their cluster's size in the scope, and the rows over all pages. */
export interface ClusterPick {
  /** Each article with its cluster's size in the scope and its publish time. */
  picked: { id: number; similar: number; time: number }[];
  total: number;
}

/** More candidates than this (a page inside a long run of ties) go back to the window query. */
const MAX_CANDIDATES = 2000;
const MAX_ARTICLES = 5000;

export type ClusterSort = 'timeDesc' | 'timeAsc' | 'similarDesc';

/**
 * The similar-count order and the merged lists from one grouped pass over the scope's facts
 * (size and earliest time per cluster: no window over every article), then a lookup of the
 * few clusters the page needs. Same rows and order as the window query: merged, a cluster is
 * its earliest article in the scope (ties by id) ordered by that article's time and id, or by
 * size first; unmerged by size, then each article's time and id. Answers undefined when the
 * page falls inside a run of ties too long to read this way.
 */
export async function clusterPage(
  adb: AnalysisDb,
  scope: ArticleScope,
  sort: ClusterSort,
  merge: boolean,
  page: { size: number; offset: number },
): Promise<ClusterPick | undefined> {
  const { cluster } = factColumns(scope);
  const time = sql<number>`article.publish_time`;
  const hashed = await hashGroups(adb, scopedFacts(adb, scope), cluster, [[time, 'min']]);
  const groups =
    hashed?.map(([c, n, t]): Group => ({ c: Number(c), n, t: Number(t) })) ??
    (
      await scopedFacts(adb, scope)
        .select((eb) => [
          cluster.as('c'),
          eb.fn.countAll<number>().as('n'),
          eb.fn.min('article.publish_time').as('t'),
        ])
        .groupBy(cluster)
        .execute()
    ).map((g): Group => ({ c: Number(g.c), n: Number(g.n), t: Number(g.t) }));
  return merge ? mergedPage(adb, scope, groups, sort, page) : similarPage(adb, scope, groups, page);
}

async function mergedPage(
  adb: AnalysisDb,
  scope: ArticleScope,
  groups: Group[],
  sort: ClusterSort,
  page: { size: number; offset: number },
): Promise<ClusterPick | undefined> {
  // Order without the id first; ties around the page's ends are settled by the ids below.
  const dir = sort === 'timeAsc' ? 1 : -1;
  const bySize = sort === 'similarDesc';
  const coarse = (a: Group, b: Group) => (bySize ? b.n - a.n : 0) || dir * (a.t - b.t);
  groups.sort(coarse);
  const end = Math.min(groups.length, page.offset + page.size);
  if (page.offset >= end) {
    return { picked: [], total: groups.length };
  }
  let lo = page.offset;
  while (lo > 0 && coarse(groups[lo - 1]!, groups[lo]!) === 0) {
    lo -= 1;
  }
  let hi = end;
  while (hi < groups.length && coarse(groups[hi - 1]!, groups[hi]!) === 0) {
    hi += 1;
  }
  if (hi - lo > MAX_CANDIDATES) {
    return undefined;
  }
  const candidates = groups.slice(lo, hi);
  const rows = await scopedFacts(adb, scope)
    .select([factColumns(scope).cluster.as('c'), 'article.id', 'article.publish_time'])
    .where(
      factColumns(scope).cluster,
      'in',
      candidates.map((g) => g.c),
    )
    .where('article.publish_time', 'in', [...new Set(candidates.map((g) => g.t))])
    .execute();
  const byKey = new Map(candidates.map((g) => [g.c, g]));
  for (const r of rows) {
    const g = byKey.get(Number(r.c));
    if (g && Number(r.publish_time) === g.t && (g.id === undefined || Number(r.id) < g.id)) {
      g.id = Number(r.id);
    }
  }
  candidates.sort((a, b) => coarse(a, b) || dir * (a.id! - b.id!));
  const from = page.offset - lo;
  return {
    picked: candidates
      .slice(from, from + page.size)
      .map((g) => ({ id: g.id!, similar: g.n, time: g.t })),
    total: groups.length,
  };
}

async function similarPage(
  adb: AnalysisDb,
  scope: ArticleScope,
  groups: Group[],
  page: { size: number; offset: number },
): Promise<ClusterPick | undefined> {
  groups.sort((a, b) => b.n - a.n);
  const total = groups.reduce((s, g) => s + g.n, 0);
  const end = Math.min(total, page.offset + page.size);
  if (page.offset >= end) {
    return { picked: [], total };
  }
  // Articles of equally large clusters interleave by time: read every cluster of the sizes
  // the page spans, and count the articles of larger clusters before them.
  let seen = 0;
  let before = 0;
  let top = -1;
  let bottom = -1;
  for (const g of groups) {
    if (top < 0 && seen + g.n > page.offset) {
      top = g.n;
    }
    if (seen + g.n >= end) {
      bottom = g.n;
      break;
    }
    seen += g.n;
  }
  for (const g of groups) {
    if (g.n > top) {
      before += g.n;
    }
  }
  const candidates = groups.filter((g) => g.n <= top && g.n >= bottom);
  const articles = candidates.reduce((s, g) => s + g.n, 0);
  if (candidates.length > MAX_CANDIDATES || articles > MAX_ARTICLES) {
    return undefined;
  }
  const size = new Map(candidates.map((g) => [g.c, g.n]));
  const rows = (await clusterArticles(adb, scope, [...size.keys()])).map((r) => ({
    id: Number(r.id),
    t: Number(r.publish_time),
    n: size.get(Number(r.c))!,
  }));
  rows.sort((a, b) => b.n - a.n || b.t - a.t || b.id - a.id);
  const from = page.offset - before;
  return {
    picked: rows.slice(from, from + page.size).map((r) => ({ id: r.id, similar: r.n, time: r.t })),
    total,
  };
}

/** A hit scope finds its clusters' members by the article index when they are at most this many. */
const MAX_MEMBERS = 5000;

/**
 * The scope's articles of these clusters (`c`, `id`, `publish_time`). On a hit scope the
 * clusters' members in the range come from the article table's cluster index
 * (`article_cluster_idx`: cluster, time; a cluster's first article is its key), then their
 * hits by key (rule or organisation and kind, time, article): a few seeks instead of walking
 * every hit of the range for the cluster key (44 ms for a busy topic's 175 K hits over 30 days
 * at 1 M articles). Clusters with more members than MAX_MEMBERS, and the article path, filter
 * the scope's facts by cluster.
 */
async function clusterArticles(adb: AnalysisDb, scope: ArticleScope, clusters: number[]) {
  const { cluster, hits } = factColumns(scope);
  const facts = () =>
    scopedFacts(adb, scope).select([cluster.as('c'), 'article.id', 'article.publish_time']);
  const members = hits
    ? await adb.db
        .selectFrom('article')
        .select(['article.id', 'article.publish_time'])
        .where((eb) =>
          clusterCondition(
            eb as unknown as ExpressionBuilder<ScopeDB, ScopeTables>,
            scope,
            clusters,
            adb.dialect.engine,
          ),
        )
        .limit(MAX_MEMBERS + 1)
        .execute()
    : undefined;
  if (members === undefined || members.length > MAX_MEMBERS) {
    return facts().where(cluster, 'in', clusters).execute();
  }
  if (members.length === 0) {
    return [];
  }
  return facts()
    .where(
      'article.id',
      'in',
      members.map((m) => Number(m.id)),
    )
    .where('article.publish_time', 'in', [...new Set(members.map((m) => Number(m.publish_time)))])
    .execute();
}
