import type { AnalysisTableData, TrendTableData } from '@guanlan/shared';
import { EChart, WordCloudChart } from '../../../components/charts';
import styles from '../BigScreen.module.css';
import { PanelEmpty, ScreenPanel } from '../ScreenPanel';
import type { LiveItem, ScreenPanel as PanelData } from '../screen-types';
import {
  carrierBarOption,
  darkTrendOption,
  screenMapOption,
  sentimentRingOption,
} from './screen-charts';

type Panels = Record<string, PanelData>;
const table = (p: PanelData | undefined) => p?.data as AnalysisTableData | undefined;
const FULL = '100%';

interface Stats {
  total: number;
  today: number;
  negative: number;
  sites: number;
  sources?: number;
}

function Tile({
  label,
  value,
  negative,
}: {
  label: string;
  value: number | string;
  negative?: boolean;
}) {
  return (
    <div className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={`${styles.tileValue} ${negative ? styles.negative : ''}`}>{value}</span>
    </div>
  );
}

/** 数据统计 tiles: the screen's scope (and 全量 on the situation screen). */
export function StatisticsPanel({
  panels,
  style,
}: {
  panels: Panels;
  style?: React.CSSProperties;
}) {
  const s = panels.statistics?.data as Stats | undefined;
  const full = panels.fullStatistics?.data as Stats | undefined;
  return (
    <ScreenPanel title="数据统计" panel={panels.statistics} style={style} testId="panel-statistics">
      <div className={styles.tiles}>
        {full ? (
          <Tile label="全网采集（24小时）" value={full.total} />
        ) : (
          <Tile label="监测站点" value={s?.sites ?? 0} />
        )}
        <Tile label="监测信息总量" value={s?.total ?? 0} />
        <Tile label="今日新增" value={s?.today ?? 0} />
        <Tile label="负面信息" value={s?.negative ?? 0} negative />
      </div>
    </ScreenPanel>
  );
}

export function RatioPanel({ panels, style }: { panels: Panels; style?: React.CSSProperties }) {
  const r = panels.ratio?.data as
    | {
        positive: number;
        neutral: number;
        negative: number;
        total: number;
        positiveToNegative: number | null;
      }
    | undefined;
  return (
    <ScreenPanel
      title={`情感占比${typeof r?.positiveToNegative === 'number' ? `（正负比 ${r.positiveToNegative}）` : ''}`}
      panel={panels.ratio}
      style={style}
    >
      {r && r.total > 0 ? (
        <EChart isDark height={FULL} option={sentimentRingOption(r)} />
      ) : (
        <PanelEmpty />
      )}
    </ScreenPanel>
  );
}

export function CarrierPanel({ panels, style }: { panels: Panels; style?: React.CSSProperties }) {
  const t = table(panels.carriers);
  const has = t?.rows.some((r) => r.carrier !== 'total' && Number(r.total) > 0);
  return (
    <ScreenPanel title="载体分布" panel={panels.carriers} style={style}>
      {t && has ? <EChart isDark height={FULL} option={carrierBarOption(t)} /> : <PanelEmpty />}
    </ScreenPanel>
  );
}

export function TrendPanel({
  panels,
  name,
  title,
  style,
}: {
  panels: Panels;
  name: 'emotionTrend' | 'carrierTrend';
  title: string;
  style?: React.CSSProperties;
}) {
  const t = panels[name]?.data as TrendTableData | undefined;
  return (
    <ScreenPanel title={title} panel={panels[name]} style={style}>
      {t && t.rows.length ? (
        <EChart isDark height={FULL} option={darkTrendOption(t)} />
      ) : (
        <PanelEmpty />
      )}
    </ScreenPanel>
  );
}

export function RegionPanel({ panels, style }: { panels: Panels; style?: React.CSSProperties }) {
  const t = table(panels.regions);
  return (
    <ScreenPanel title="地域分布" panel={panels.regions} style={style} testId="panel-regions">
      {t ? <EChart isDark height={FULL} map="china" option={screenMapOption(t)} /> : <PanelEmpty />}
    </ScreenPanel>
  );
}

export function WordsPanel({ panels, style }: { panels: Panels; style?: React.CSSProperties }) {
  const t = table(panels.hotWords);
  return (
    <ScreenPanel title="热词" panel={panels.hotWords} style={style}>
      {t && t.rows.length ? <WordCloudChart table={t} isDark maxHeight={190} /> : <PanelEmpty />}
    </ScreenPanel>
  );
}

export function LeadersPanel({ panels, style }: { panels: Panels; style?: React.CSSProperties }) {
  const t = table(panels.leaders);
  return (
    <ScreenPanel title="意见领袖" panel={panels.leaders} style={style}>
      {t && t.rows.length ? (
        <ol className={styles.list}>
          {t.rows.slice(0, 6).map((r, i) => (
            <li key={`${String(r.author ?? r.name)}-${i}`} className={styles.listItem}>
              <span className={`${styles.rank} ${i < 3 ? styles.rankTop : ''}`}>{i + 1}</span>
              <span className={styles.grow}>{String(r.author ?? r.name ?? '')}</span>
              <span className={styles.meta}>{String(r.count ?? '')} 条</span>
            </li>
          ))}
        </ol>
      ) : (
        <PanelEmpty />
      )}
    </ScreenPanel>
  );
}

/** 舆情直播: the newest articles, pushed ones on top. */
export function LivePanel({
  panels,
  live,
  pushedAt,
  style,
}: {
  panels: Panels;
  live: LiveItem[];
  pushedAt: string | null;
  style?: React.CSSProperties;
}) {
  const panel =
    pushedAt && panels.live ? { ...panels.live, updatedAt: pushedAt, stale: false } : panels.live;
  return (
    <ScreenPanel title="舆情直播" panel={panel} style={style} testId="panel-live">
      {live.length ? (
        <ul className={styles.list}>
          {live.slice(0, 12).map((item) => (
            <li key={item.id} className={styles.listItem}>
              <span className={item.sentiment === 'negative' ? styles.error : styles.ok}>●</span>
              <span className={styles.grow} title={item.title}>
                {item.title}
              </span>
              <span className={styles.meta}>{item.siteName || item.carrierName}</span>
            </li>
          ))}
        </ul>
      ) : (
        <PanelEmpty />
      )}
    </ScreenPanel>
  );
}

export function HotspotsPanel({ panels, style }: { panels: Panels; style?: React.CSSProperties }) {
  const list = (panels.hotspots?.data ?? []) as {
    title: string;
    platforms: { platformName: string }[];
  }[];
  return (
    <ScreenPanel title="全网热点" panel={panels.hotspots} style={style}>
      {list.length ? (
        <ol className={styles.list}>
          {list.slice(0, 6).map((r, i) => (
            <li key={r.title} className={styles.listItem}>
              <span className={`${styles.rank} ${i < 3 ? styles.rankTop : ''}`}>{i + 1}</span>
              <span className={styles.grow}>{r.title.replace(/#/g, '')}</span>
              <span className={styles.meta}>{r.platforms.length} 个平台</span>
            </li>
          ))}
        </ol>
      ) : (
        <PanelEmpty />
      )}
    </ScreenPanel>
  );
}
