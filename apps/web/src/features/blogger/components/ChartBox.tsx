import { Card, Empty } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChart } from '../../../components/charts';

/** A titled card with one chart, or 暂无数据 when there is nothing to draw. */
export function ChartBox({
  title,
  option,
  isEmpty = false,
  height = 280,
  extra,
  testId,
}: {
  title: ReactNode;
  option: EChartsCoreOption;
  isEmpty?: boolean;
  height?: number;
  extra?: ReactNode;
  testId?: string;
}) {
  return (
    <Card title={title} size="small" extra={extra} data-testid={testId}>
      {isEmpty ? (
        <Empty description="暂无数据" style={{ height, paddingTop: height / 3 }} />
      ) : (
        <EChart option={option} height={height} />
      )}
    </Card>
  );
}
