import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import type { ChartQuery } from '../../../components/charts';

export interface QueryViewProps<T> {
  query: ChartQuery<T>;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** Text of the empty state. */
  emptyText?: string;
  children: (data: T) => ReactNode;
  /** Wraps the loading, error and empty states in a card (the content brings its own). */
  inCard?: boolean;
}

/** The error text of a failed query: the server's Chinese message when it sent one. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '数据加载失败，请稍后再试';
}

/**
 * The four states of a view's data: skeleton while loading, the server's message with 重试 on
 * failure, an empty state, or the content.
 */
export function QueryView<T>({
  query,
  isEmpty,
  emptyText = '暂无数据',
  children,
  inCard = true,
}: QueryViewProps<T>) {
  let state: ReactNode;
  if (query.isLoading) {
    state = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (query.isError) {
    state = (
      <EmptyState type="noNetwork" description={errorText(query.error)}>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          重试
        </Button>
      </EmptyState>
    );
  } else if (query.data === undefined || isEmpty?.(query.data)) {
    state = <EmptyState description={emptyText} />;
  } else {
    return <>{children(query.data)}</>;
  }
  return inCard ? <Card>{state}</Card> : <>{state}</>;
}

/** A card query over one part of a larger answer (the three tables of 参与主体, …). */
export function partOf<T, P>(query: ChartQuery<T>, pick: (data: T) => P): ChartQuery<P> {
  return {
    data: query.data === undefined ? undefined : pick(query.data),
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
