/** Gives up on a chart after this long, so the printer is never held by one broken chart. */
const CHART_TIMEOUT_MS = 15_000;
/** How long to wait for ECharts' 'finished' event once the option is in. */
const FINISHED_TIMEOUT_MS = 800;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

interface ChartLike {
  getOption(): unknown;
  on(event: 'finished', handler: () => void): void;
  off(event: 'finished', handler: () => void): void;
}

function hasSeries(chart: ChartLike): boolean {
  const option = chart.getOption() as { series?: unknown[] } | undefined;
  return Boolean(option?.series && option.series.length > 0);
}

function finished(chart: ChartLike): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      chart.off('finished', done);
      resolve();
    };
    chart.on('finished', done);
    setTimeout(done, FINISHED_TIMEOUT_MS);
  });
}

/**
 * Resolves once the ECharts chart inside `box` has its option and has drawn it: the shared
 * EChart component loads ECharts lazily and a map fetches its GeoJSON first, so the instance
 * appears some time after mount. A chart replaced by an empty state (map failed) counts as
 * done; so does one still missing after CHART_TIMEOUT_MS.
 */
export async function waitForChart(box: HTMLElement, isCancelled: () => boolean): Promise<void> {
  const { echarts } = await import('../../../../../components/charts/echarts-setup');
  const deadline = Date.now() + CHART_TIMEOUT_MS;
  while (!isCancelled() && Date.now() < deadline) {
    const dom = box.querySelector<HTMLElement>('[_echarts_instance_]');
    const chart = dom ? (echarts.getInstanceByDom(dom) as ChartLike | undefined) : undefined;
    if (chart && hasSeries(chart)) {
      await finished(chart);
      // The word cloud places its words on a timer after the first render: let it land.
      await sleep(150);
      await nextFrame();
      await nextFrame();
      return;
    }
    if (box.querySelector('[data-empty-type]')) {
      return;
    }
    await sleep(POLL_MS);
  }
}
