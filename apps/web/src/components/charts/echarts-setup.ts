import { BarChart, GraphChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import 'echarts-wordcloud';
import chinaUrl from 'echarts-map-data/map/json/china.json?url';
import beijingUrl from 'echarts-map-data/map/json/province/beijing.json?url';
import worldUrl from 'echarts-map-data/map/json/world.json?url';
import type { MapName } from './options/region';

// Only the charts the app draws: echarts/core keeps the lazily loaded chunk small.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  MapChart,
  GraphChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

const MAP_URLS: Record<MapName, string> = { china: chinaUrl, beijing: beijingUrl, world: worldUrl };
const loading = new Map<MapName, Promise<void>>();

/**
 * Registers a map's GeoJSON once, fetched as a static asset on first use. The China map is
 * registered as `china`, the name for which ECharts adds the 南海诸岛 inset.
 */
export function ensureMap(name: MapName): Promise<void> {
  if (echarts.getMap(name)) {
    return Promise.resolve();
  }
  let pending = loading.get(name);
  if (!pending) {
    pending = fetch(MAP_URLS[name])
      .then((response) => {
        if (!response.ok) {
          throw new Error(`地图数据加载失败（${response.status}）`);
        }
        return response.json() as Promise<Parameters<typeof echarts.registerMap>[1]>;
      })
      .then((geoJson) => {
        echarts.registerMap(name, geoJson);
      })
      .catch((error: unknown) => {
        loading.delete(name);
        throw error;
      });
    loading.set(name, pending);
  }
  return pending;
}

export { echarts };
