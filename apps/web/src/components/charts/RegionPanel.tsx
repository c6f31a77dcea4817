import type { RegionTablesData } from '@guanlan/shared';
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

const MAP_OPTIONS = [
  { value: 'china', label: '全国' },
  { value: 'beijing', label: '北京' },
];

const tableOf = (data: RegionTablesData, map: MapName) =>
  map === 'china' ? data.province : data.beijing;

/**
 * 地域分布: the China map (provinces, with 南海诸岛) or the Beijing map (districts), switched
 * by 全国/北京, with the most mentioned areas listed beside it.
 */
export function RegionPanel({
  showList = true,
  ...card
}: PanelProps<RegionTablesData> & { showList?: boolean }) {
  const [map, setMap] = useState<MapName>('china');
  return (
    <ChartCard
      {...card}
      extra={
        <>
          {card.extra}
          <Segmented
            size="small"
            options={MAP_OPTIONS}
            value={map}
            onChange={(value) => setMap(value as MapName)}
          />
        </>
      }
      isEmpty={(data) => !hasValues(tableOf(data, map), ['count'])}
    >
      {(data) => <RegionMap data={data} map={map} showList={showList} isDark={card.isDark} />}
    </ChartCard>
  );
}

function RegionMap({
  data,
  map,
  showList,
  isDark,
}: {
  data: RegionTablesData;
  map: MapName;
  showList: boolean;
  isDark?: boolean;
}) {
  const table = tableOf(data, map);
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
