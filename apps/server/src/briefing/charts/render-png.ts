// echarts' entry types re-export without file extensions, which NodeNext cannot follow, so
// the types come from its self-contained bundled declaration file.
import type * as ECharts from 'echarts/types/dist/echarts';
import type { EChartsOption } from 'echarts/types/dist/echarts';
import { chartFont } from './font.js';

/** A chart drawn as PNG, with the size it should take on the page (CSS px, 96 to the inch). */
export interface ChartImage {
  png: Buffer;
  width: number;
  height: number;
}

/** Drawn at twice the page size so the image stays sharp when printed. */
const ZOOM = 2;

type Extension = Exclude<Parameters<typeof ECharts.use>[0], unknown[]>;
let loading: Promise<typeof ECharts> | undefined;

/**
 * ECharts core with the charts briefings draw, loaded on first use: the core loads several
 * times faster than the full bundle, and server start-up should not pay for it at all.
 */
function loadEcharts(): Promise<typeof ECharts> {
  loading ??= (async () => {
    const [core, charts, components, renderers] = (await Promise.all([
      import('echarts/core'),
      import('echarts/charts'),
      import('echarts/components'),
      import('echarts/renderers'),
    ])) as unknown as [
      typeof ECharts,
      Record<string, Extension>,
      Record<string, Extension>,
      Record<string, Extension>,
    ];
    core.use([
      charts.LineChart!,
      charts.BarChart!,
      charts.PieChart!,
      components.GridComponent!,
      components.LegendComponent!,
      components.TitleComponent!,
      renderers.SVGRenderer!,
    ]);
    return core;
  })();
  return loading;
}

/** The chart's SVG through ECharts' server-side renderer (no DOM, no canvas). */
export async function renderChartSvg(
  option: EChartsOption,
  width: number,
  height: number,
): Promise<string> {
  const echarts = await loadEcharts();
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, backgroundColor: '#ffffff', ...option });
    return chart.renderToSVGString();
  } finally {
    // An undisposed chart keeps a frame timer alive and the process from exiting.
    chart.dispose();
  }
}

/**
 * Renders an ECharts option to PNG with resvg and a CJK font (see chartFont); without one,
 * resvg's system fonts are used instead of failing.
 */
export async function renderChartPng(
  option: EChartsOption,
  width = 600,
  height = 300,
): Promise<ChartImage> {
  const svg = await renderChartSvg(option, width, height);
  const { renderAsync } = await import('@resvg/resvg-js');
  const { file, family } = chartFont();
  const font =
    file && family
      ? {
          fontFiles: [file],
          loadSystemFonts: false,
          defaultFontFamily: family,
          sansSerifFamily: family,
          serifFamily: family,
        }
      : { loadSystemFonts: true };
  // Off the event loop: parsing the font and rasterising take a moment per chart.
  const image = await renderAsync(svg, { font, fitTo: { mode: 'zoom', value: ZOOM } });
  return { png: image.asPng(), width, height };
}
