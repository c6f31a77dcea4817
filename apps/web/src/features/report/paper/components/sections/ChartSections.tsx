import type { AnalysisTableData, TrendTableData } from '@guanlan/shared';
import { useMemo } from 'react';
import { regionMapOption, topRegions } from '../../../../../components/charts/options/region';
import {
  carrierSentimentOption,
  sentimentPieOption,
} from '../../../../../components/charts/options/sentiment';
import { trendOption } from '../../../../../components/charts/options/trend';
import { wordCloudOption } from '../../../../../components/charts/options/word-cloud';
import { cx } from '../../../../../lib/cx';
import { cellNumber, cellText } from '../../paper';
import styles from './Sections.module.css';
import { ReportChart } from '../charts/ReportChart';
import { ReportTable } from './ReportTable';

/** Compact: the 媒体版 chart grid (half a page wide); otherwise the full document width. */
interface ChartSectionProps<T> {
  table: T;
  isCompact: boolean;
}

/** 情感分析: the three-colour pie, with its numbers beside it on the full width. */
export function SentimentSection({ table, isCompact }: ChartSectionProps<AnalysisTableData>) {
  const option = useMemo(() => sentimentPieOption(table), [table]);
  return (
    <div className={cx(styles.split, isCompact && styles.stack)}>
      <div className={styles.splitMain}>
        <ReportChart option={option} height={isCompact ? 240 : 260} />
      </div>
      {isCompact ? null : (
        <div className={styles.splitSide}>
          <ReportTable table={table} omit={['sentiment']} />
        </div>
      )}
    </div>
  );
}

/** 信息走势: the volume line over the report's period (by hour up to 3 days, else by day). */
export function TrendSection({ table, isCompact }: ChartSectionProps<TrendTableData>) {
  const option = useMemo(() => trendOption(table, { area: true }), [table]);
  return <ReportChart option={option} height={isCompact ? 240 : 280} />;
}

/** 载体分布: sentiment per carrier as stacked bars, and the counts as a table. */
export function CarrierSection({ table, isCompact }: ChartSectionProps<AnalysisTableData>) {
  const option = useMemo(() => {
    const base = carrierSentimentOption(table);
    // Half a page is too narrow for twelve level labels: tilt them instead of hiding some.
    return isCompact
      ? { ...base, xAxis: { ...base.xAxis, axisLabel: { interval: 0, rotate: 40, fontSize: 10 } } }
      : base;
  }, [table, isCompact]);
  return (
    <>
      <ReportChart option={option} height={isCompact ? 240 : 280} />
      {isCompact ? null : (
        <div className={styles.block}>
          <ReportTable
            table={{
              columns: table.columns,
              rows: table.rows.filter((r) => r.carrier === 'total' || cellNumber(r, 'total') > 0),
            }}
          />
        </div>
      )}
    </>
  );
}

/** 地域分布: the China map (with 南海诸岛) and the most mentioned provinces. */
export function RegionSection({ table, isCompact }: ChartSectionProps<AnalysisTableData>) {
  const option = useMemo(() => regionMapOption(table, 'china'), [table]);
  const top = useMemo(() => topRegions(table, isCompact ? 5 : 10), [table, isCompact]);
  return (
    <div className={cx(styles.split, isCompact && styles.stack)}>
      <div className={styles.splitMain}>
        <ReportChart option={option} map="china" height={isCompact ? 260 : 360} />
      </div>
      <ol className={cx(styles.rankList, isCompact && styles.inlineList)} aria-label="地域排行">
        {top.map((r, i) => (
          <li key={r.name}>
            <span className={styles.rank}>{i + 1}</span>
            <span className={styles.rankName}>{r.name}</span>
            <span className={styles.rankCount}>{r.count.toLocaleString('zh-CN')}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * 热词分析: the word cloud and the top words with the number of articles using them. The
 * shared cloud option is laid out on the chart's own box, so a report's thirty words fill it.
 */
export function HotWordsSection({ table, isCompact }: ChartSectionProps<AnalysisTableData>) {
  const option = useMemo(() => {
    const base = wordCloudOption(table);
    const sizeRange: [number, number] = isCompact ? [12, 30] : [14, 44];
    return {
      ...base,
      series: base.series.map((s) => ({ ...s, width: '100%', height: '100%', sizeRange })),
    };
  }, [table, isCompact]);
  const words = table.rows
    .filter((r) => cellText(r, 'word') && cellNumber(r, 'weight') > 0)
    .slice(0, isCompact ? 6 : 10);
  return (
    <>
      <ReportChart option={option} height={isCompact ? 200 : 260} />
      <ol className={cx(styles.wordList, isCompact && styles.inlineList)} aria-label="热词排行">
        {words.map((r, i) => (
          <li key={cellText(r, 'word')}>
            <span className={styles.rank}>{i + 1}</span>
            <span className={styles.rankName}>{cellText(r, 'word')}</span>
            <span className={styles.rankCount}>{cellNumber(r, 'articles')} 篇</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** 媒体活跃度: the most active media, ranked, with a bar of their share of the leader. */
export function MediaSection({ table }: ChartSectionProps<AnalysisTableData>) {
  const max = Math.max(1, ...table.rows.map((r) => cellNumber(r, 'count')));
  return (
    <ol className={styles.mediaList} aria-label="媒体活跃度排行">
      {table.rows.map((r, i) => {
        const count = cellNumber(r, 'count');
        const negative = cellNumber(r, 'negative');
        return (
          <li key={`${cellText(r, 'siteName')}-${i}`}>
            <span className={styles.rank}>{cellNumber(r, 'rank') || i + 1}</span>
            <span className={styles.mediaName}>{cellText(r, 'siteName')}</span>
            <span className={styles.mediaBar} aria-hidden>
              <span style={{ width: `${(count * 100) / max}%` }} />
            </span>
            <span className={styles.rankCount}>{count.toLocaleString('zh-CN')}</span>
            <span className={styles.mediaNegative}>{negative > 0 ? `负面 ${negative}` : ''}</span>
          </li>
        );
      })}
    </ol>
  );
}
