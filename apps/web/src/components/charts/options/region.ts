import type { AnalysisTableData } from '@guanlan/shared';
import { numberAt, textAt } from './table';
import { WORLD_NAME_MAP } from './world-names';

/**
 * The maps of 地域分布 and where their colour scale tops out (SPEC §9 for China and Beijing;
 * the world map of abroad sets counts countries like the China map counts provinces).
 */
export const MAP_SCALE = { china: 50000, beijing: 1000, world: 50000 } as const;
export type MapName = keyof typeof MAP_SCALE;

export interface MapPiece {
  min?: number;
  max?: number;
  gt?: number;
  value?: number;
  label: string;
  color: string;
}

const PIECE_COLORS = ['#c6d9f7', '#9dbdf0', '#83aeec', '#4f89de', '#2a66c8', '#1a4aa0', '#0f2f6e'];
const ZERO_COLOR = '#f2f4f8';

/**
 * The colour pieces of a map scaled to `scale`: 0 on its own, then decades (1–9, 10–99, …)
 * with the last one closed at the scale, then everything above it. Decades keep small counts
 * apart while the scale still ends where SPEC §9 puts it.
 */
export function mapPieces(scale: number): MapPiece[] {
  const starts = [1];
  while ((starts[starts.length - 1] ?? 1) * 10 < scale) {
    starts.push((starts[starts.length - 1] ?? 1) * 10);
  }
  const pieces: MapPiece[] = [{ value: 0, label: '0', color: ZERO_COLOR }];
  starts.forEach((min, i) => {
    const next = starts[i + 1];
    const max = next === undefined ? scale : next - 1;
    pieces.push({ min, max, label: `${min} - ${max}`, color: PIECE_COLORS[i] ?? '#0f2f6e' });
  });
  pieces.push({ gt: scale, label: `> ${scale}`, color: PIECE_COLORS[starts.length] ?? '#0f2f6e' });
  return pieces;
}

/** The map's data: each row's feature name (`mapName`, else `name`) and its count. */
export function mapData(table: AnalysisTableData) {
  return table.rows.map((row) => ({
    name: textAt(row, 'mapName') || textAt(row, 'name'),
    value: numberAt(row, 'count'),
  }));
}

/** World-map names: the known Chinese names, plus each row's outline (`mapName`) → its name. */
export function worldNameMap(table: AnalysisTableData): Record<string, string> {
  const own = table.rows
    .map((row) => [textAt(row, 'mapName'), textAt(row, 'name')] as const)
    .filter(([outline, name]) => outline && name && outline !== name);
  return { ...WORLD_NAME_MAP, ...Object.fromEntries(own) };
}

/** The world map's data: each country by its Chinese name. */
export function worldData(table: AnalysisTableData) {
  return table.rows.map((row) => ({ name: textAt(row, 'name'), value: numberAt(row, 'count') }));
}

/** The most mentioned areas with at least one article, most first (the list beside the map). */
export function topRegions(table: AnalysisTableData, size: number) {
  return table.rows
    .map((row) => ({ name: textAt(row, 'name'), count: numberAt(row, 'count') }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, size);
}

/**
 * 地域分布 map: the China map (with ECharts' 南海诸岛 inset) or the Beijing district map,
 * coloured by piecewise scale up to MAP_SCALE.
 */
export function regionMapOption(table: AnalysisTableData, map: MapName) {
  const scale = MAP_SCALE[map];
  return {
    tooltip: {
      trigger: 'item' as const,
      confine: true,
      formatter: (params: { name: string; value?: number }) =>
        `${params.name}：${Number.isFinite(params.value) ? params.value : 0} 条`,
    },
    visualMap: {
      type: 'piecewise' as const,
      min: 0,
      max: scale,
      pieces: mapPieces(scale),
      left: 8,
      bottom: 8,
      itemWidth: 12,
      itemHeight: 10,
      itemGap: 4,
      textStyle: { fontSize: 11 },
    },
    series: [
      {
        name: '地域分布',
        type: 'map' as const,
        map,
        roam: false,
        // The world outline is named in English; it is drawn in Chinese, and the counts come
        // by Chinese country name (a row's `mapName` names its outline).
        ...(map === 'world' ? { nameMap: worldNameMap(table) } : {}),
        // No box options: ECharts centres the map at 80% of the limiting side, keeping its aspect.
        label: { show: map === 'beijing', fontSize: 10 },
        // The small inner districts of Beijing would otherwise print over each other.
        labelLayout: { hideOverlap: true },
        emphasis: { label: { show: true }, itemStyle: { areaColor: '#ffd666' } },
        itemStyle: { borderColor: '#9fb3d1', borderWidth: 0.6 },
        data: map === 'world' ? worldData(table) : mapData(table),
      },
    ],
  };
}
