import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { EChart } from '../../../../../components/charts';
import type { MapName } from '../../../../../components/charts/options/region';
import { usePaper } from '../PaperContext';
import styles from '../sections/Sections.module.css';
import { waitForChart } from './wait-for-chart';

/**
 * Holds one chart of a report and tells the page's ready tracker when it has drawn, so the
 * PDF printer waits for it. Works for any child that draws through the shared EChart.
 */
export function TrackedChart({ children, height }: { children: ReactNode; height?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tracker } = usePaper();
  useEffect(() => {
    const box = ref.current;
    if (!box) {
      return undefined;
    }
    const done = tracker.begin();
    let isCancelled = false;
    waitForChart(box, () => isCancelled).then(done, done);
    return () => {
      isCancelled = true;
      done();
    };
  }, [tracker]);
  return (
    <div ref={ref} className={styles.chartBox} style={height ? { height } : undefined}>
      {children}
    </div>
  );
}

/**
 * A report chart: the shared EChart with an option from the shared option builders. In print
 * mode animation is off, so the printed frame is the finished chart.
 */
export function ReportChart({
  option,
  height,
  map,
}: {
  option: EChartsCoreOption;
  height: number;
  map?: MapName;
}) {
  const { isPrint } = usePaper();
  const shown = useMemo(
    () => (isPrint ? { ...option, animation: false } : option),
    [option, isPrint],
  );
  return (
    <TrackedChart height={height}>
      <EChart option={shown} height={height} map={map} />
    </TrackedChart>
  );
}
