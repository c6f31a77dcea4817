import type { AnalysisTableData } from '@guanlan/shared';
import type { RegionMapChoice } from '../../../components/charts';

const EMPTY: AnalysisTableData = { columns: [], rows: [] };

function isTable(v: unknown): v is AnalysisTableData {
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray((v as AnalysisTableData).rows) &&
    Array.isArray((v as AnalysisTableData).columns)
  );
}

/** The country table of an abroad region answer (`{ country }`, or a bare table). */
export function countryTable(data: unknown): AnalysisTableData {
  if (isTable(data)) {
    return data;
  }
  const o = (data ?? {}) as Record<string, unknown>;
  const table = o.country ?? o.countries ?? o.world;
  return isTable(table) ? table : EMPTY;
}

/** The province table of an abroad region answer (Chinese provinces its articles mention). */
export function provinceTable(data: unknown): AnalysisTableData {
  const o = (data ?? {}) as Record<string, unknown>;
  return isTable(o.province) ? o.province : EMPTY;
}

/** 世界 (articles by their source's country) and 全国 (provinces they mention). */
export const WORLD_MAPS: readonly RegionMapChoice<unknown>[] = [
  { map: 'world', label: '世界', table: countryTable },
  { map: 'china', label: '全国', table: provinceTable },
];
