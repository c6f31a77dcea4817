import { sql } from 'kysely';
import { loadDivisions } from '../nlp/region-data.js';
import type { DivisionRow } from '../nlp/region-data.js';
import { BEIJING_DISTRICT_BITS, PROVINCE_BITS, maskCodes } from '../nlp/region-bits.js';
import { hashGroups } from './hash-groups.js';
import { cellValues, readsStoredDays, splitDays } from './hit-cells.js';
import { factColumns, scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import { byCodePoint } from './table.js';
import type { Table } from './table.js';

/** `province`: the China map (every province); `beijing`: the Beijing map (its 16 districts). */
export type RegionLevelOption = 'province' | 'beijing';

let divisions: { provinces: DivisionRow[]; beijing: DivisionRow[] } | undefined;

function areas(level: RegionLevelOption): DivisionRow[] {
  if (!divisions) {
    const d = loadDivisions();
    divisions = { provinces: d.provinces, beijing: d.counties.filter((c) => /^11/.test(c.code)) };
  }
  return level === 'province' ? divisions.provinces : divisions.beijing;
}

// The China map's feature names drop the administrative suffix (河北省 → 河北, 广西壮族自治区 → 广西).
const PROVINCE_SUFFIX = /(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/;

/**
 * 地域分布: articles of the scope that mention each area (article_region, mentions only, not
 * the publisher's seat), every area present and zero-filled, most mentioned first (ties by
 * code). Province level counts `province` rows; the Beijing level counts districts, the
 * `county` rows whose code starts with 11. Rows carry `code` and `mapName` (the ECharts map's
 * feature name) besides the displayed 地区 and 信息量.
 */
export async function regionDistribution(
  adb: AnalysisDb,
  scope: ArticleScope,
  level: RegionLevelOption = 'province',
): Promise<Table> {
  const counts = factColumns(scope).hits
    ? await countByMask(adb, scope, level)
    : await countByRegionRows(adb, scope, level);
  const out = areas(level).map((a) => ({
    code: a.code,
    name: a.name,
    mapName: level === 'province' ? a.name.replace(PROVINCE_SUFFIX, '') : a.name,
    count: counts.get(a.code) ?? 0,
  }));
  out.sort((a, b) => b.count - a.count || byCodePoint(a.code, b.code));
  return {
    columns: [
      { key: 'name', title: '地区' },
      { key: 'count', title: '信息量' },
    ],
    rows: out,
  };
}

/**
 * A rule's hits carry the mentioned areas as a bit mask: group by the mask (a few hundred
 * distinct values) and add each group's count to every area whose bit is set. On PostgreSQL a
 * rule's whole days add up their stored counts per area instead (readsStoredDays), and only
 * the part days at the ends group their hits.
 */
async function countByMask(adb: AnalysisDb, scope: ArticleScope, level: RegionLevelOption) {
  if (!readsStoredDays(adb, scope)) {
    return groupByMask(adb, scope, level);
  }
  const { days, parts } = splitDays(scope);
  const [stored, ...partCounts] = await Promise.all([
    days.length ? storedAreaCounts(adb, scope, days, level) : new Map<string, number>(),
    ...parts.map((part) => groupByMask(adb, part, level)),
  ]);
  for (const part of partCounts) {
    for (const [code, n] of part) {
      stored.set(code, (stored.get(code) ?? 0) + n);
    }
  }
  return stored;
}

/** The stored per-area counts of a rule's whole days (rule_hit_region_day). */
async function storedAreaCounts(
  adb: AnalysisDb,
  scope: ArticleScope,
  days: number[],
  level: RegionLevelOption,
) {
  const { carriers, sentiments } = cellValues(scope);
  const rows = await adb.db
    .selectFrom('rule_hit_region_day')
    .select((eb) => ['bit', eb.fn.sum<number>('n').as('n')])
    .where('day', 'in', days)
    .where('rule_id', '=', scope.ruleIds![0]!)
    .where('map', '=', level)
    .where('org_id', '=', scope.orgId)
    .where('carrier', 'in', carriers)
    .where('sentiment', 'in', sentiments)
    .groupBy('bit')
    .execute();
  const bits = level === 'province' ? PROVINCE_BITS : BEIJING_DISTRICT_BITS;
  const counts = new Map<string, number>();
  for (const r of rows) {
    const code = bits[Number(r.bit)];
    if (code !== undefined && Number(r.n) > 0) {
      counts.set(code, Number(r.n));
    }
  }
  return counts;
}

/** Groups the scope's hits by mask. */
async function groupByMask(adb: AnalysisDb, scope: ArticleScope, level: RegionLevelOption) {
  const mask =
    level === 'province' ? sql<number>`article.region_mask` : sql<number>`article.district_mask`;
  const masked = scopedFacts(adb, scope).where(mask, '<>', 0);
  const hashed = await hashGroups(adb, masked, mask, []);
  const rows =
    hashed?.map(([m, n]) => ({ mask: Number(m), n })) ??
    (await masked
      .select((eb) => [mask.as('mask'), eb.fn.countAll<number>().as('n')])
      .groupBy(mask)
      .execute());
  const bits = level === 'province' ? PROVINCE_BITS : BEIJING_DISTRICT_BITS;
  const counts = new Map<string, number>();
  for (const r of rows) {
    for (const code of maskCodes(Number(r.mask), bits)) {
      counts.set(code, (counts.get(code) ?? 0) + Number(r.n));
    }
  }
  return counts;
}

/** Any other scope joins the articles' region rows. */
async function countByRegionRows(adb: AnalysisDb, scope: ArticleScope, level: RegionLevelOption) {
  let query = scopedFacts(adb, scope)
    .innerJoin('article_region as r', 'r.article_id', 'article.id')
    // The scope's months of the regions (partition pruning on PostgreSQL).
    .where('r.publish_time', '>=', scope.startTime)
    .where('r.publish_time', '<=', scope.endTime)
    .where('r.is_publisher', '=', 0);
  query =
    level === 'province'
      ? query.where('r.level', '=', 'province')
      : query.where('r.level', '=', 'county').where('r.code', 'like', '11%');
  const code = sql<string>`r.code`;
  const rows = await query
    .select((eb) => [code.as('code'), eb.fn.countAll<number>().as('n')])
    .groupBy(code)
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}
