import type { AnalysisTableData, RegionTablesData } from '@guanlan/shared';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { cx } from '../../lib/cx';
import styles from './charts.module.css';
import { ChartCard } from './ChartCard';
import { EChart } from './EChart';
import { regionMapOption, topRegions } from './options/region';
import type { MapName } from './options/region';
import { hasValues } from './options/table';
import type { PanelProps } from './panels';

/** One map a region panel can switch to, and the table of the answer it draws. */
export interface RegionMapChoice<T> {
  map: MapName;
  label: string;
  table: (data: T) => AnalysisTableData;
}

const CHINA_MAPS: readonly RegionMapChoice<RegionTablesData>[] = [
  { map: 'china', label: '全国', table: (data) => data.province },
  { map: 'beijing', label: '北京', table: (data) => data.beijing },
];

/**
 * 地域分布: by default the China map (provinces, with 南海诸岛) or the Beijing map (districts),
 * switched by 全国/北京, with the most mentioned areas listed beside it. Other answers (the
 * world map of abroad sets) pass their own `maps`.
 */
export function RegionPanel<T = RegionTablesData>({
  showList = true,
  maps = CHINA_MAPS as unknown as readonly RegionMapChoice<T>[],
  ...card
}: PanelProps<T> & { showList?: boolean; maps?: readonly RegionMapChoice<T>[] }) {
  const [index, setIndex] = useState(0);
  const choice = maps[index] ?? maps[0];
  if (!choice) {
    return null;
  }
  return (
    <ChartCard
      {...card}
      extra={
        <>
          {card.extra}
          {maps.length > 1 ? (
            <Segmented
              size="small"
              options={maps.map((m, i) => ({ value: i, label: m.label }))}
              value={index}
              onChange={(value) => setIndex(Number(value))}
            />
          ) : null}
        </>
      }
      isEmpty={(data) => !hasValues(choice.table(data), ['count'])}
    >
      {(data) => (
        <RegionMap
          table={choice.table(data)}
          map={choice.map}
          showList={showList}
          isDark={card.isDark}
        />
      )}
    </ChartCard>
  );
}

function RegionMap({
  table,
  map,
  showList,
  isDark,
}: {
  table: AnalysisTableData;
  map: MapName;
  showList: boolean;
  isDark?: boolean;
}) {
  const option = useMemo(() => regionMapOption(table, map), [table, map]);
  const top = useMemo(() => topRegions(table, 10), [table]);
  return (
    <div className={cx(styles.regionLayout, isDark && styles.dark)}>
      <div className={styles.regionMap}>
        <EChart option={option} map={map} height="100%" isDark={isDark} />
      </div>
      {showList ? (
        <ol className={styles.regionList} aria-label="地域排行">
          {top.map((r, i) => (
            <li key={r.name}>
              <span className={styles.rank}>{i + 1}</span>
              <span className={styles.regionName}>{r.name}</span>
              <span className={styles.regionCount}>{r.count.toLocaleString('zh-CN')}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
