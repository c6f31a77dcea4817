import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { EmptyState } from '../EmptyState';
import styles from './charts.module.css';
import { ChartSkeleton } from './EChart';

/** 功能尚未开放: a call whose server side is not there yet shows as empty, not as an error. */
const NOT_OPEN_CODE = 4100;

/** What a card needs of a TanStack query. */
export interface ChartQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ChartCardProps<T> {
  title: ReactNode;
  query: ChartQuery<T>;
  /** Whether loaded data has nothing to draw (zero-filled tables count as empty). */
  isEmpty: (data: T) => boolean;
  /** Draws the loaded, non-empty data. */
  children: (data: T) => ReactNode;
  /** Downloads the chart's Excel twin; shows a 导出Excel button when given. */
  onExport?: () => Promise<unknown>;
  /** Controls beside the title (switches such as 全部/不含中性). */
  extra?: ReactNode;
  /** Height of the body, so cards in a row line up and states do not jump. */
  height: number;
  isDark?: boolean;
}

const DARK_STYLES = {
  root: {
    background: 'rgba(8, 30, 66, 0.72)',
    border: '1px solid rgba(64, 158, 255, 0.35)',
    boxShadow: 'inset 0 0 24px rgba(64, 158, 255, 0.12)',
  } satisfies CSSProperties,
  header: { borderBottom: '1px solid rgba(64, 158, 255, 0.25)', color: '#d6e6ff', minHeight: 44 },
};

/**
 * The frame of every chart: title, optional 导出Excel, and the body in one of four states —
 * skeleton while loading, 暂无数据 when empty (or not open yet), a retry on failure, the chart.
 */
export function ChartCard<T>({
  title,
  query,
  isEmpty,
  children,
  onExport,
  extra,
  height,
  isDark = false,
}: ChartCardProps<T>) {
  const [isExporting, setIsExporting] = useState(false);

  function handleExport(): void {
    if (!onExport) {
      return;
    }
    setIsExporting(true);
    onExport()
      .catch(() => undefined)
      .finally(() => setIsExporting(false));
  }

  let body: ReactNode;
  if (query.isLoading) {
    body = <ChartSkeleton height={height} />;
  } else if (query.isError && !isApiError(query.error, NOT_OPEN_CODE)) {
    body = (
      <EmptyState type="noNetwork" size="small" description="数据加载失败">
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          重试
        </Button>
      </EmptyState>
    );
  } else if (query.data === undefined || isEmpty(query.data)) {
    body = <EmptyState size="small" />;
  } else {
    body = children(query.data);
  }

  // The twin exports the whole table (both maps of 地域分布), so any answer can be exported.
  const canExport = query.data !== undefined;
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Space size={8}>
          {extra}
          {onExport ? (
            <Button
              size="small"
              type={isDark ? 'primary' : 'default'}
              ghost={isDark}
              icon={<DownloadOutlined />}
              loading={isExporting}
              disabled={!canExport}
              onClick={handleExport}
            >
              导出Excel
            </Button>
          ) : null}
        </Space>
      }
      styles={{
        ...(isDark ? { root: DARK_STYLES.root, header: DARK_STYLES.header } : {}),
        body: {
          height,
          boxSizing: 'border-box',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        },
      }}
    >
      {isDark ? <div className={styles.darkBody}>{body}</div> : body}
    </Card>
  );
}
