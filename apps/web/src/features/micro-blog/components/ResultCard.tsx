import { Card } from 'antd';
import type { ReactNode } from 'react';
import { ChartSkeleton } from '../../../components/charts';
import { EmptyState } from '../../../components/EmptyState';
import type { Part } from '../micro-blog-types';

/** A result card: skeleton while loading, 暂无数据 when the part is empty, else the body. */
export function ResultCard<T>({
  title,
  part,
  height,
  isEmpty,
  children,
  extra,
  testId,
}: {
  title: ReactNode;
  part: Part<T> | undefined;
  height: number;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  extra?: ReactNode;
  testId?: string;
}) {
  const data = part?.data ?? null;
  let body: ReactNode;
  if (!part) {
    body = <ChartSkeleton height={height} />;
  } else if (data === null || isEmpty?.(data)) {
    body = (
      <div style={{ height, display: 'grid', placeItems: 'center' }}>
        <EmptyState description="暂无数据" />
      </div>
    );
  } else {
    body = children(data);
  }
  return (
    <Card title={title} extra={extra} size="small" data-testid={testId} style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
