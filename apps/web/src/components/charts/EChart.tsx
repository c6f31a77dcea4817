import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartCanvasProps } from './EChartCanvas';

// ECharts loads with the first chart, so pages without charts (login) stay small.
const EChartCanvas = lazy(() => import('./EChartCanvas'));

export type EChartProps = EChartCanvasProps;

/** An ECharts chart, loaded on demand; a skeleton stands in while the library arrives. */
export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <EChartCanvas {...props} />
    </Suspense>
  );
}

/** The loading look of a chart area. */
export function ChartSkeleton({ height }: { height: number | string }) {
  return (
    <div style={{ height, overflow: 'hidden', padding: '8px 4px' }}>
      <Skeleton active paragraph={{ rows: 6 }} title={false} />
    </div>
  );
}
