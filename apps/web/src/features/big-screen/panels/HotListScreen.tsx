import styles from '../BigScreen.module.css';
import { PanelEmpty, ScreenPanel } from '../ScreenPanel';
import type { ScreenPanel as PanelData } from '../screen-types';

interface HotRow {
  rank: number;
  title: string;
  move: 'new' | 'rising' | 'falling' | 'same';
  previousRank?: number | null;
  platforms?: { platformName: string; rank: number }[];
  minutesOnList?: number;
}

export const PLATFORM_TITLES: Record<string, string> = {
  weibo: '微博热搜',
  baidu: '百度热搜',
  zhihu: '知乎热榜',
  douyin: '抖音热榜',
  toutiao: '头条热榜',
  bilibili: 'B站热门',
};

/** The rank change mark: 新 for new entries, ↑n / ↓n against the previous snapshot. */
export function MoveMark({ row }: { row: HotRow }) {
  if (row.move === 'new') {
    return <span className={styles.newMark}>新</span>;
  }
  const delta = typeof row.previousRank === 'number' ? Math.abs(row.previousRank - row.rank) : 0;
  if (row.move === 'rising') {
    return <span className={styles.up}>↑{delta || ''}</span>;
  }
  if (row.move === 'falling') {
    return <span className={styles.down}>↓{delta || ''}</span>;
  }
  return <span className={styles.meta}>－</span>;
}

function HotList({ rows, size }: { rows: HotRow[]; size: number }) {
  return rows.length ? (
    <ol className={styles.list}>
      {rows.slice(0, size).map((r) => (
        <li key={`${r.rank}-${r.title}`} className={styles.listItem}>
          <span className={`${styles.rank} ${r.rank <= 3 ? styles.rankTop : ''}`}>{r.rank}</span>
          <span className={styles.grow} title={r.title}>
            {r.title.replace(/#/g, '')}
          </span>
          {r.platforms ? (
            <span className={styles.meta}>
              {r.platforms.map((p) => p.platformName.slice(0, 2)).join(' ')}
            </span>
          ) : null}
          <MoveMark row={r} />
        </li>
      ))}
    </ol>
  ) : (
    <PanelEmpty text="尚未采集到热榜" />
  );
}

/** /hotList: the merged list on the left, each platform's list in a 3×2 grid. */
export function HotListScreen({ panels }: { panels: Record<string, PanelData> }) {
  return (
    <div className={styles.body} style={{ gridTemplateColumns: '620px 1fr' }}>
      <ScreenPanel title="全网热点（多平台合并）" panel={panels.merged} testId="panel-merged">
        <HotList rows={(panels.merged?.data ?? []) as HotRow[]} size={26} />
      </ScreenPanel>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridTemplateRows: '1fr 1fr',
          gap: 16,
          minHeight: 0,
        }}
      >
        {Object.entries(PLATFORM_TITLES).map(([code, title]) => (
          <ScreenPanel key={code} title={title} panel={panels[code]}>
            <HotList rows={(panels[code]?.data ?? []) as HotRow[]} size={12} />
          </ScreenPanel>
        ))}
      </div>
    </div>
  );
}
