import { sql } from 'kysely';
import { scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { byCodePoint } from './table.js';
import type { Table } from './table.js';

/**
 * 境外地域（国家）分布: the scope's articles by the country of their source (the source
 * directory's field; an article is abroad by its source's country, never by guesswork), most
 * first, ties by name. Articles whose source has no country count as 未知. Rows carry `mapName`,
 * the world map's feature name from `mapNames` (the country itself when unknown there).
 */
export async function countryDistribution(
  adb: AnalysisDb,
  scope: ArticleScope,
  mapNames: Record<string, string> = {},
): Promise<Table> {
  const country = sql<string | null>`s.country`;
  const rows = await scopedArticles(adb, scope)
    .leftJoin('source as s', 's.id', 'article.source_id')
    .select((eb) => [country.as('country'), eb.fn.countAll<number>().as('n')])
    .groupBy(country)
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) {
    const name = r.country?.trim() || '未知';
    counts.set(name, (counts.get(name) ?? 0) + Number(r.n));
  }
  const out = [...counts].map(([name, count]) => ({
    name,
    mapName: mapNames[name] ?? name,
    count,
  }));
  out.sort((a, b) => b.count - a.count || byCodePoint(a.name, b.name));
  return {
    columns: [
      { key: 'name', title: '国家' },
      { key: 'count', title: '信息量' },
    ],
    rows: out,
  };
}
