import type { AnalysisDb, ArticleScope } from './scope.js';
import { countByArticleColumn } from './scope-facts.js';
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
  // Grouped by source id, then each source's country from the (small) directory: joining the
  // directory row of every article cost PostgreSQL a hash join over the whole scope.
  const rows = await countByArticleColumn(adb, scope, 'source_id');
  const ids = rows.flatMap((r) => (r.value === null ? [] : [Number(r.value)]));
  const countryOf = new Map<number, string | null>();
  for (let i = 0; i < ids.length; i += 500) {
    const sources = await adb.db
      .selectFrom('source')
      .select(['id', 'country'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const src of sources) {
      countryOf.set(Number(src.id), src.country ?? null);
    }
  }
  const counts = new Map<string, number>();
  for (const r of rows) {
    const country = r.value === null ? null : countryOf.get(Number(r.value));
    const name = country?.trim() || '未知';
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
