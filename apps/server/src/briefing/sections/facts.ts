import type { Table, TableRow } from '../../analysis/index.js';
import { percent } from '../../analysis/index.js';

/** The headline numbers of a briefing, read from its analysis tables. */
export interface BriefingFacts {
  total: number;
  positive: number;
  neutral: number;
  negative: number;
  /** Share of negative articles among the three judged sentiments, two decimals. */
  negativePercent: number;
  /** The carrier with the most articles, with its count and share. */
  topCarrier: { name: string; count: number; percent: number } | null;
  /** The busiest bucket of the trend (its label and count); ties go to the earliest. */
  peak: { time: string; count: number } | null;
  /** The most active site. */
  topMedia: { name: string; count: number } | null;
  /** The first hot words. */
  hotWords: string[];
}

const num = (v: TableRow[string] | undefined) => Number(v ?? 0);

/** The tables the headline numbers come from (see analysis/: same shapes as the JSON calls). */
export interface FactTables {
  sentiment: Table;
  carriers: Table;
  trend: Table;
  media: Table;
  hotWords: Table;
}

/** Reads the headline numbers off the sentiment, carrier, trend, media and hot-word tables. */
export function briefingFacts(t: FactTables): BriefingFacts {
  const bySentiment = (code: string) =>
    num(t.sentiment.rows.find((r) => r.sentiment === code)?.count);
  const positive = bySentiment('positive');
  const neutral = bySentiment('neutral');
  const negative = bySentiment('negative');
  const total = positive + neutral + negative;
  const carrier = t.carriers.rows
    .filter((r) => r.carrier !== 'total' && num(r.total) > 0)
    .reduce<TableRow | null>(
      (best, r) => (!best || num(r.total) > num(best.total) ? r : best),
      null,
    );
  const peak = t.trend.rows.reduce<TableRow | null>(
    (best, r) => (num(r.count) > 0 && (!best || num(r.count) > num(best.count)) ? r : best),
    null,
  );
  const media = t.media.rows[0];
  return {
    total,
    positive,
    neutral,
    negative,
    negativePercent: percent(negative, total),
    topCarrier: carrier
      ? { name: String(carrier.name), count: num(carrier.total), percent: num(carrier.percent) }
      : null,
    peak: peak ? { time: String(peak.time), count: num(peak.count) } : null,
    topMedia: media ? { name: String(media.siteName), count: num(media.count) } : null,
    hotWords: t.hotWords.rows.slice(0, 5).map((r) => String(r.word)),
  };
}

/**
 * The 舆情概况 paragraph: how many articles about the subject, their sentiment split, the main
 * carrier, the peak and the most active site. Empty when there is nothing to say.
 */
export function summaryText(subject: string, f: BriefingFacts): string {
  if (f.total === 0) {
    return '';
  }
  const share = (n: number) => `${percent(n, f.total)}%`;
  const parts = [
    `监测时段内，${subject}共监测到相关信息${f.total}条，其中正面${f.positive}条（${share(f.positive)}），` +
      `中性${f.neutral}条（${share(f.neutral)}），负面${f.negative}条（${share(f.negative)}）。`,
  ];
  if (f.topCarrier) {
    parts.push(
      `信息主要来源于${f.topCarrier.name}（${f.topCarrier.count}条，占${f.topCarrier.percent}%）。`,
    );
  }
  if (f.peak) {
    parts.push(`信息量峰值出现在${f.peak.time}（${f.peak.count}条）。`);
  }
  if (f.topMedia) {
    parts.push(`发布最活跃的媒体为${f.topMedia.name}（${f.topMedia.count}条）。`);
  }
  return parts.join('');
}

/** The 编者按 advice, graded by the negative share (≥ 30% is a high risk). */
export function adviceText(f: BriefingFacts): string {
  if (f.total === 0) {
    return '';
  }
  const focus =
    f.hotWords.length > 0
      ? `热议焦点集中在${f.hotWords.map((w) => `“${w}”`).join('、')}等方面。`
      : '';
  if (f.negative === 0) {
    return `监测时段内未发现负面信息，舆情态势总体平稳。${focus}建议保持常态化监测。`;
  }
  if (f.negativePercent >= 30) {
    return (
      `负面信息${f.negative}条，占比达${f.negativePercent}%，舆情风险较高。${focus}` +
      '建议重点关注上述负面信息，及时核实情况、研判处置，必要时统一口径回应关切。'
    );
  }
  return (
    `负面信息${f.negative}条，占比${f.negativePercent}%，舆情态势总体可控。${focus}` +
    '建议持续关注负面信息的传播走势，防止发酵扩散。'
  );
}
