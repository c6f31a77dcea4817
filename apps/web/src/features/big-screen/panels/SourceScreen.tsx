import { EChart } from '../../../components/charts';
import styles from '../BigScreen.module.css';
import { PanelEmpty, ScreenPanel } from '../ScreenPanel';
import type { ScreenPanel as PanelData } from '../screen-types';

interface SourceRow {
  sourceId: number;
  name: string;
  health: string;
  healthLabel: string;
  lastError: string | null;
  today: number;
  perHour: number;
  lagMinutes: number | null;
  dedupePercent: number;
}
interface Summary {
  total: number;
  ok: number;
  error: number;
  drop: number;
  pending: number;
  articleTotal: number;
  today: number;
}

const HEALTH_CLASS: Record<string, string | undefined> = {
  ok: styles.ok,
  error: styles.error,
  drop: styles.warn,
};

/** /dataSourceCenter as a screen: health summary, today's volume by source, the health table. */
export function SourceScreen({ panels }: { panels: Record<string, PanelData> }) {
  const s = panels.summary?.data as Summary | undefined;
  const rows = ((panels.sources?.data ?? []) as SourceRow[])
    .slice()
    .sort((a, b) => b.today - a.today);
  const busy = rows
    .filter((r) => r.today > 0)
    .slice(0, 12)
    .reverse();
  return (
    <div className={styles.body} style={{ gridTemplateColumns: '560px 1fr' }}>
      <div className={styles.column}>
        <ScreenPanel title="采集概况" panel={panels.summary} style={{ flex: '0 0 330px' }}>
          <div className={styles.tiles} style={{ gridTemplateColumns: '1fr 1fr 1fr' }}>
            {[
              ['数据源', s?.total ?? 0],
              ['正常', s?.ok ?? 0],
              ['采集失败', s?.error ?? 0],
              ['采集量骤降', s?.drop ?? 0],
              ['今日采集', s?.today ?? 0],
              ['累计文章', s?.articleTotal ?? 0],
            ].map(([label, value]) => (
              <div key={label} className={styles.tile}>
                <span className={styles.tileLabel}>{label}</span>
                <span
                  className={`${styles.tileValue} ${label === '采集失败' ? styles.negative : ''}`}
                >
                  {value}
                </span>
              </div>
            ))}
          </div>
        </ScreenPanel>
        <ScreenPanel title="今日采集量（按数据源）" panel={panels.sources} style={{ flex: 1 }}>
          {busy.length ? (
            <EChart
              isDark
              height="100%"
              option={{
                grid: { left: 150, right: 50, top: 8, bottom: 20 },
                xAxis: {
                  type: 'value',
                  axisLabel: { color: '#8fb8ff' },
                  splitLine: { lineStyle: { color: 'rgba(64,158,255,0.15)' } },
                },
                yAxis: {
                  type: 'category',
                  data: busy.map((r) => r.name),
                  axisLabel: { color: '#cfe3ff', fontSize: 13, width: 140, overflow: 'truncate' },
                },
                series: [
                  {
                    type: 'bar',
                    barWidth: 14,
                    data: busy.map((r) => r.today),
                    label: { show: true, position: 'right', color: '#cfe3ff' },
                  },
                ],
              }}
            />
          ) : (
            <PanelEmpty text="今日尚无采集" />
          )}
        </ScreenPanel>
      </div>
      <ScreenPanel title="数据源健康（今日）" panel={panels.sources} testId="panel-sources">
        <table className={styles.table}>
          <thead>
            <tr>
              <th>数据源</th>
              <th>状态</th>
              <th>今日</th>
              <th>每小时</th>
              <th>平均延迟</th>
              <th>去重率</th>
              <th>最近错误</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 26).map((r) => (
              <tr key={r.sourceId}>
                <td>{r.name}</td>
                <td className={HEALTH_CLASS[r.health]}>{r.healthLabel}</td>
                <td>{r.today}</td>
                <td>{r.perHour}</td>
                <td>{r.lagMinutes === null ? '—' : `${r.lagMinutes} 分钟`}</td>
                <td>{r.dedupePercent}%</td>
                <td title={r.lastError ?? ''}>{r.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScreenPanel>
    </div>
  );
}
