import { sql } from 'kysely';
import type { LeadersOptions } from './media-leaders.js';
import { hashGroups } from './hash-groups.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';

/**
 * 意见领袖排行: the authors (author_name) whose articles in the scope drew the most engagement
 * (forwards + comments + likes), with their largest known follower count (blank when never
 * given) and article count; ties by article count, then by name (code point). Articles without
 * an author are left out.
 */
export async function opinionLeaders(
  adb: AnalysisDb,
  scope: ArticleScope,
  options: LeadersOptions = {},
): Promise<Table> {
  const author = sql<string>`article.author_name`;
  const engagement = factColumns(scope).engagement;
  const followers = sql<number | null>`article.author_followers`;
  const size = options.size ?? 10;
  const named = scopedFacts(adb, scope)
    .where('article.author_name', 'is not', null)
    .where('article.author_name', '<>', '');
  const hashed = await hashGroups(
    adb,
    named,
    author,
    [
      [engagement, 'sum'],
      [followers, 'max'],
    ],
    {
      order: [
        [2, 'desc'],
        [1, 'desc'],
        [0, 'asc'],
      ],
      limit: size,
    },
  );
  const total = sql<number>`SUM(${engagement})`;
  const count = sql<number>`COUNT(*)`;
  const rows =
    hashed?.map(([name, n, sum, most]) => ({
      author: String(name),
      engagement: sum ?? 0,
      followers: most ?? null,
      count: n,
    })) ??
    (await named
      .select([
        author.as('author'),
        total.as('engagement'),
        sql<number | null>`MAX(${followers})`.as('followers'),
        count.as('count'),
      ])
      .groupBy(author)
      .orderBy(total, 'desc')
      .orderBy(count, 'desc')
      .orderBy(adb.dialect.binaryText(author))
      .limit(size)
      .execute());
  return {
    columns: [
      { key: 'rank', title: '排名' },
      { key: 'author', title: '作者' },
      { key: 'engagement', title: '互动量' },
      { key: 'followers', title: '粉丝数' },
      { key: 'count', title: '发文量' },
    ],
    rows: rows.map((r, i) => ({
      rank: i + 1,
      author: r.author,
      engagement: Number(r.engagement),
      followers: r.followers === null ? '' : Number(r.followers),
      count: Number(r.count),
    })),
  };
}
