import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../EmptyState';
import { useSkin } from '../../stores/skin';
import { echarts, ensureMap } from './echarts-setup';
import type { MapName } from './options/region';

export interface EChartCanvasProps {
  option: EChartsCoreOption;
  /** CSS height of the chart; the width follows the container. */
  height: number | string;
  /** A map the option draws; it is loaded before the option is set. */
  map?: MapName;
  /** The dark big-screen look (ECharts' built-in dark theme on a transparent background). */
  isDark?: boolean;
}

/** One ECharts instance in a div; follows the container's size and replaces its option. */
export function EChartCanvas({
  option,
  height,
  map,
  isDark: bigScreen = false,
}: EChartCanvasProps) {
  // The dark skin (深色) draws every chart with the dark theme too, not only the big screens.
  const isDark = useSkin() === 'dark' || bigScreen;
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | undefined>(undefined);
  const [mapFailed, setMapFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) {
      return undefined;
    }
    const chart = echarts.init(el, isDark ? 'dark' : undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    // Follows window resizes and layout changes (side menu collapse, grid reflow) alike.
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = undefined;
    };
  }, [isDark]);

  useEffect(() => {
    let isCurrent = true;
    const apply = () => {
      if (isCurrent) {
        chartRef.current?.setOption(
          isDark ? { backgroundColor: 'transparent', ...option } : option,
          { notMerge: true },
        );
      }
    };
    if (map) {
      ensureMap(map).then(apply, () => {
        if (isCurrent) {
          setMapFailed(true);
        }
      });
    } else {
      apply();
    }
    return () => {
      isCurrent = false;
    };
  }, [option, map, isDark]);

  if (mapFailed) {
    return <EmptyState type="noNetwork" size="small" description="地图数据加载失败" />;
  }
  return <div ref={ref} style={{ width: '100%', height }} />;
}

export default EChartCanvas;
