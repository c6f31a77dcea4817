import { Button, Checkbox, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { DOMESTIC_CARRIERS, SENTIMENTS } from '@guanlan/shared';
import { EmptyState } from '../../../components/EmptyState';
import { articleHref, snippetAround } from '../data-center';
import type { SearchPage } from '../hooks/useDataCenter';
import styles from '../DataCenter.module.css';
import { Highlight } from './Highlight';

type Result = SearchPage['list'][number];

const SENTIMENT_COLORS: Record<string, string> = {
  positive: 'green',
  neutral: 'default',
  negative: 'red',
};

export interface ResultListProps {
  keyword: string;
  page: SearchPage | undefined;
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
}

function carrierName(code: string | undefined): string {
  return code ? ((DOMESTIC_CARRIERS as Record<string, string>)[code] ?? code) : '未知载体';
}

/** Search results: highlighted title and snippet, source, carrier, sentiment and time. */
export function ResultList({
  keyword,
  page,
  loading,
  selected,
  onSelect,
  pageSize,
  onPage,
}: ResultListProps) {
  function toggle(id: number, checked: boolean): void {
    onSelect(checked ? [...selected, id] : selected.filter((x) => x !== id));
  }

  function renderItem(item: Result) {
    const sentiment = item.sentiment && item.sentiment !== 'irrelevant' ? item.sentiment : null;
    return (
      <List.Item key={item.id}>
        <div className={styles.result}>
          <Checkbox
            aria-label={`选择：${item.title}`}
            checked={selected.includes(item.id)}
            onChange={(e) => toggle(item.id, e.target.checked)}
          />
          <div className={styles.resultBody}>
            <Link to={articleHref(item.id, item.publishTime)} className={styles.resultTitle}>
              <Highlight text={item.title} keyword={keyword} />
            </Link>
            {item.isDemo ? (
              <Tag color="purple" style={{ marginLeft: 8 }}>
                演示数据
              </Tag>
            ) : null}
            <div className={styles.resultSummary}>
              <Highlight text={snippetAround(item.summary ?? '', keyword)} keyword={keyword} />
            </div>
            <div className={styles.resultMeta}>
              <span>来源：{item.siteName || '未知'}</span>
              <span>载体：{carrierName(item.carrier)}</span>
              {item.author ? <span>作者：{item.author}</span> : null}
              <span>发布时间：{dayjs(item.publishTime).format('YYYY-MM-DD HH:mm')}</span>
              {(item.similarCount ?? 0) > 1 ? <span>相似文章：{item.similarCount}</span> : null}
              {sentiment ? (
                <Tag color={SENTIMENT_COLORS[sentiment]}>{SENTIMENTS[sentiment]}</Tag>
              ) : null}
            </div>
          </div>
        </div>
      </List.Item>
    );
  }

  return (
    <List
      itemLayout="vertical"
      loading={loading}
      dataSource={page?.list ?? []}
      renderItem={renderItem}
      locale={{
        emptyText: <EmptyState description={<Typography.Text>没有找到相关信息</Typography.Text>} />,
      }}
      pagination={
        page && page.total > 0
          ? {
              current: page.pageNum,
              pageSize,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50],
              showTotal: (total) => `共 ${total.toLocaleString('zh-CN')} 条`,
              onChange: onPage,
            }
          : false
      }
    />
  );
}

/** What a search query gives the results area (a TanStack query result fits). */
export interface SearchQuery {
  data: SearchPage | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A search's results, or its failure with 重试. A new page size starts again at page 1. Shared by
 * the data centre and 云搜索.
 */
export function SearchResults({
  results,
  keyword,
  selected,
  onSelect,
  pageSize,
  setPageNum,
  setPageSize,
}: {
  results: SearchQuery;
  keyword: string;
  selected: number[];
  onSelect: (ids: number[]) => void;
  pageSize: number;
  setPageNum: (pageNum: number) => void;
  setPageSize: (pageSize: number) => void;
}) {
  if (results.isError) {
    return (
      <EmptyState type="noNetwork" description="搜索失败">
        <Button onClick={() => void results.refetch()}>重试</Button>
      </EmptyState>
    );
  }
  return (
    <ResultList
      keyword={keyword}
      page={results.data}
      loading={results.isFetching}
      selected={selected}
      onSelect={onSelect}
      pageSize={pageSize}
      onPage={(page, size) => {
        setPageNum(size === pageSize ? page : 1);
        setPageSize(size);
      }}
    />
  );
}
