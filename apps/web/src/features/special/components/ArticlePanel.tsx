import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, App, Button, Dropdown, Space, Table } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { useExportArticles, useSpecialArticles } from '../hooks/useSpecials';
import type { ArticleQuery } from '../hooks/useSpecials';
import { EXPORT_OPTIONS, timeScope } from '../special';
import styles from './article-actions/ArticleActions.module.css';
import { ArticleFilterBar, DEFAULT_FILTER } from './ArticleFilterBar';
import type { ArticleFilter } from './ArticleFilterBar';
import { BulkActionBar } from './article-actions/BulkActionBar';
import { ExclusionWordModal } from './article-actions/ExclusionWordModal';
import { useArticleActions } from './article-actions/useArticleActions';
import { WarningModal } from './article-actions/WarningModal';
import { workspaceColumns } from './article-actions/workspaceColumns';

const PAGE_SIZE = 20;

/** 信息列表: filter bar, the topic's articles with row and bulk actions, paging and export. */
export function ArticlePanel({ specialId }: { specialId: number }) {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ArticleFilter>(DEFAULT_FILTER);
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  // 近15天 is computed from the moment the filter was chosen, so the query key stays stable.
  const [now, setNow] = useState(() => Date.now());

  const time = timeScope(filter.preset, filter.custom, now);
  const query: ArticleQuery | undefined = time
    ? {
        specialId,
        ...time,
        carriers: filter.carriers.length > 0 ? filter.carriers : undefined,
        sentiments: filter.sentiments.length > 0 ? filter.sentiments : undefined,
        searchArea: filter.searchArea,
        keyword: filter.keyword || undefined,
        sort: filter.sort,
        mergeSimilar: filter.mergeSimilar,
        pageNum,
        pageSize,
      }
    : undefined;
  const articles = useSpecialArticles(query);
  const exporter = useExportArticles();
  // A finished action clears the selection it acted on.
  const actions = useArticleActions(specialId, (ids) =>
    setSelected((current) => current.filter((id) => !ids.includes(id))),
  );
  const columns = workspaceColumns(specialId, actions);
  // With 合并相似 each row is a cluster of similar articles.
  const unit = filter.mergeSimilar ? '组' : '条';

  function handleFilter(next: ArticleFilter): void {
    setFilter(next);
    setPageNum(1);
    setSelected([]);
    setNow(Date.now());
  }

  function handleExport(key: string): void {
    if (!query || !time) {
      void message.warning('请先选择自定义时间范围');
      return;
    }
    const exportCount = Number(key) as 0 | 1000 | 5000 | 8000;
    if (exportCount === 0 && selected.length === 0) {
      void message.warning('请先勾选要导出的文章');
      return;
    }
    exporter.mutate({
      specialId,
      ...time,
      carriers: query.carriers,
      sentiments: query.sentiments,
      searchArea: query.searchArea,
      keyword: query.keyword,
      exportCount,
      articleIds: exportCount === 0 ? selected : undefined,
      contentDisposition: 'attachment',
    });
  }

  return (
    <div>
      <ArticleFilterBar value={filter} onChange={handleFilter} />
      <div className={styles.listToolbar}>
        <BulkActionBar actions={actions} selected={selected} />
        <Space size={12}>
          <span className={styles.hint}>
            {articles.data ? `共 ${articles.data.total.toLocaleString('zh-CN')} ${unit}` : ' '}
            {selected.length > 0 ? `，已选 ${selected.length} 条` : ''}
          </span>
          <Dropdown
            menu={{ items: [...EXPORT_OPTIONS], onClick: ({ key }) => handleExport(key) }}
            trigger={['click']}
          >
            <Button size="small" icon={<ExportOutlined />} loading={exporter.isPending}>
              导出 <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      </div>
      {!time ? <Alert type="info" showIcon title="请选择自定义时间范围" /> : null}
      {articles.isError ? (
        <EmptyState type="noNetwork" description="文章加载失败">
          <Button onClick={() => void articles.refetch()}>重试</Button>
        </EmptyState>
      ) : (
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={articles.data?.list ?? []}
          loading={articles.isFetching || actions.isPending}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
          }}
          locale={{ emptyText: <EmptyState size="small" description="暂无匹配的文章" /> }}
          pagination={{
            current: pageNum,
            pageSize,
            total: articles.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => `共 ${total} ${unit}`,
            onChange: (page, size) => {
              setPageNum(size === pageSize ? page : 1);
              setPageSize(size);
            },
          }}
        />
      )}
      <WarningModal warning={actions.warning} />
      <ExclusionWordModal exclusion={actions.exclusion} />
    </div>
  );
}
