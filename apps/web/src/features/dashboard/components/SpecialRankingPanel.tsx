import { indexCalls } from '@guanlan/shared';
import { Link } from 'react-router';
import { ChartCard } from '../../../components/charts';
import { cx } from '../../../lib/cx';
import type { DashboardRange } from '../dashboard';
import { useIndexQuery } from '../hooks/useDashboard';
import styles from '../Dashboard.module.css';

const num = (v: string | number | undefined) => (Number.isFinite(Number(v)) ? Number(v) : 0);

/** 专题信息量排行: the account's topics by volume, each opening its 专题分析, with a share bar. */
export function SpecialRankingPanel({
  timeRange,
  isLive,
  height,
  isDark,
}: {
  timeRange: DashboardRange;
  height: number;
  isDark?: boolean;
  isLive?: boolean;
}) {
  const query = useIndexQuery(indexCalls.findIndexSpecialRanking, { timeRange, size: 10 }, isLive);
  return (
    <ChartCard
      title="专题信息量排行"
      query={query}
      height={height}
      isDark={isDark}
      isEmpty={(table) => table.rows.length === 0}
    >
      {(table) => {
        const max = Math.max(1, ...table.rows.map((r) => num(r.count)));
        return (
          <ol className={cx(styles.ranking, isDark && styles.dark)}>
            {table.rows.map((row) => (
              <li key={String(row.specialId)}>
                <span className={styles.rankNo}>{row.rank}</span>
                <div className={styles.rankBody}>
                  <div className={styles.rankHead}>
                    <Link to={`/analyse/${row.specialId}`} className={styles.rankName}>
                      {row.specialName}
                    </Link>
                    <span className={styles.rankCount}>
                      {num(row.count).toLocaleString('zh-CN')} 条
                      <em>负面 {num(row.negative).toLocaleString('zh-CN')}</em>
                    </span>
                  </div>
                  <div className={styles.rankBar}>
                    <span style={{ width: `${(num(row.count) / max) * 100}%` }} />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        );
      }}
    </ChartCard>
  );
}
