import type { AnalysisTableData } from '@guanlan/shared';
import { describe, expect, it } from 'vitest';
import { MAP_SCALE, mapData, mapPieces, regionMapOption, topRegions } from './region';

const provinces = {
  columns: [
    { key: 'name', title: '地区' },
    { key: 'count', title: '信息量' },
  ],
  rows: [
    { code: '110000', name: '北京市', mapName: '北京', count: 12 },
    { code: '650000', name: '新疆维吾尔自治区', mapName: '新疆', count: 40 },
    { code: '810000', name: '香港特别行政区', mapName: '香港', count: 0 },
  ],
};

describe('map scale', () => {
  it('scales the China map to 50000 and the Beijing map to 1000 (SPEC §9), the world like China', () => {
    expect(MAP_SCALE).toEqual({ china: 50000, beijing: 1000, world: 50000 });
  });

  it('draws the world map by Chinese country names over its English outline', () => {
    const countries: AnalysisTableData = {
      columns: [
        { key: 'name', title: '国家' },
        { key: 'count', title: '信息量' },
      ],
      rows: [
        { name: '美国', mapName: 'United States', count: 7 },
        { name: '日本', count: 3 },
        { name: '冰岛', mapName: 'Iceland', count: 1 },
      ],
    };
    const series = regionMapOption(countries, 'world').series[0];
    expect(series?.map).toBe('world');
    expect(series?.data).toEqual([
      { name: '美国', value: 7 },
      { name: '日本', value: 3 },
      { name: '冰岛', value: 1 },
    ]);
    // A country the page does not know by name is drawn by the server's outline name.
    expect(series && 'nameMap' in series ? series.nameMap?.Iceland : undefined).toBe('冰岛');
    expect(series && 'nameMap' in series ? series.nameMap?.['United States'] : undefined).toBe(
      '美国',
    );
  });

  it('splits the Beijing scale into 0, decades closed at 1000, and above', () => {
    expect(mapPieces(1000).map((p) => [p.value, p.min, p.max, p.gt, p.label])).toEqual([
      [0, undefined, undefined, undefined, '0'],
      [undefined, 1, 9, undefined, '1 - 9'],
      [undefined, 10, 99, undefined, '10 - 99'],
      [undefined, 100, 1000, undefined, '100 - 1000'],
      [undefined, undefined, undefined, 1000, '> 1000'],
    ]);
  });

  it('ends the China pieces at 10000 - 50000 and > 50000', () => {
    const labels = mapPieces(50000).map((p) => p.label);
    expect(labels).toEqual([
      '0',
      '1 - 9',
      '10 - 99',
      '100 - 999',
      '1000 - 9999',
      '10000 - 50000',
      '> 50000',
    ]);
  });
});

describe('regionMapOption', () => {
  it('draws the registered china map by feature name with a visual map up to 50000', () => {
    const option = regionMapOption(provinces, 'china');
    expect(option.series[0]?.map).toBe('china');
    expect(option.visualMap.max).toBe(50000);
    expect(option.series[0]?.data).toEqual([
      { name: '北京', value: 12 },
      { name: '新疆', value: 40 },
      { name: '香港', value: 0 },
    ]);
  });

  it('uses the Beijing map with district labels and a scale of 1000', () => {
    const districts = {
      columns: provinces.columns,
      rows: [{ code: '110105', name: '朝阳区', mapName: '朝阳区', count: 3 }],
    };
    const option = regionMapOption(districts, 'beijing');
    expect(option.series[0]?.map).toBe('beijing');
    expect(option.series[0]?.label.show).toBe(true);
    expect(option.visualMap.max).toBe(1000);
    expect(mapData(districts)).toEqual([{ name: '朝阳区', value: 3 }]);
  });

  it('lists the areas with articles, most first', () => {
    expect(topRegions(provinces, 5)).toEqual([
      { name: '新疆维吾尔自治区', count: 40 },
      { name: '北京市', count: 12 },
    ]);
    expect(topRegions(provinces, 1)).toEqual([{ name: '新疆维吾尔自治区', count: 40 }]);
  });
});
