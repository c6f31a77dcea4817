import type { Table } from '../../analysis/index.js';
import { trendLineOption } from '../charts/options.js';
import { renderChartPng } from '../charts/render-png.js';
import type { BriefingSection } from '../docx/document.js';
import { bodyText, chartBlock, emptyNote } from '../docx/blocks.js';

/**
 * 信息走势: the trend table as a line chart (one line per count column) with a sentence on its
 * peak; 暂无数据 when every bucket is zero.
 */
export async function trendSection(
  trend: Table,
  opts: { title?: string; colors?: Record<string, string> } = {},
): Promise<BriefingSection> {
  const title = opts.title ?? '信息走势';
  const keys = trend.columns.filter((c) => c.key !== 'time').map((c) => c.key);
  const totals = trend.rows.map((r) => keys.reduce((n, k) => n + Number(r[k] ?? 0), 0));
  const max = Math.max(0, ...totals);
  if (max === 0) {
    return { title, blocks: [emptyNote()] };
  }
  const peak = trend.rows[totals.indexOf(max)]!;
  const image = await renderChartPng(trendLineOption(trend, opts.colors ?? {}), 600, 280);
  return {
    title,
    blocks: [
      bodyText(`监测时段内信息量峰值出现在${String(peak.time)}，当时段共${max}条。`),
      chartBlock(image, title),
    ],
  };
}
