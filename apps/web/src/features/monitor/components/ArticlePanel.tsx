import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import type { ArticleItem } from '@guanlan/shared';
import { Alert, App, Button, Dropdown, Space, Table } from 'antd';
import { useState } from 'react';
import { articleColumns } from '../../../components/articles/article-columns';
import { articleDetailsHref } from '../../../components/articles/article-format';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleFilterBar, ArticleFilterRow } from '../../../components/filters/ArticleFilterBar';
import type {
  ArticleFilterFields,
  ArticleFilterLayout,
} from '../../../components/filters/ArticleFilterBar';
import { EXPORT_OPTIONS, SORT_OPTIONS } from '../../../components/filters/filter-options';
import type { SortCode } from '../../../components/filters/filter-options';
import { TIME_PRESETS, timeScope } from '../../../components/filters/time-presets';
import type { TimePreset } from '../../../components/filters/time-presets';
import { actionColumn } from '../article-actions/actionColumn';
import { BulkActionBar } from '../article-actions/BulkActionBar';
import { ExclusionWordModal } from '../article-actions/ExclusionWordModal';
import { useArticleActions } from '../article-actions/useArticleActions';
import { WarningModal } from '../article-actions/WarningModal';
import { useExportArticles, useMonitorArticles } from '../hooks/useMonitor';
import type { ListCalls } from '../hooks/useMonitor';
import type { MonitorKind } from '../monitor-kind';
import styles from '../Monitor.module.css';
import { ChipFilter } from './ChipFilter';
import { TranslationLine, translationNotice } from './translation';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

type ListFilter = ArticleFilterFields<TimePreset, SortCode> & { chips: string[] };

const DEFAULT_FILTER: ListFilter = {
  preset: '7d',
  custom: undefined,
  carriers: [],
  sentiments: [],
  searchArea: 'all',
  keyword: '',
  sort: 'timeDesc',
  mergeSimilar: false,
  chips: [],
};

/** What an article list needs of its kind: its calls, carriers and list extras. */
export type ListKind = Pick<MonitorKind, 'carrierOptions' | 'list' | 'fromType'> & {
  calls: ListCalls;
};

export interface ArticlePanelProps {
  kind: ListKind;
  /** Which articles: `{ setId }`, `{ specialId }`, `{ monitorId, keywordId }`… */
  scope: Record<string, number | undefined>;
  /** `fromId` of the detail links and the set of row links. */
  fromId?: number;
  /** The special topic whose 排除词 the 加入排除词 action extends (special topics only). */
  specialId?: number;
  /** The chip choices of the set (its languages or platforms), with their names. */
  chipOptions?: readonly { value: string; label: string }[];
}

/** 信息列表: filter bar, a set's articles with row and bulk actions, paging and export. */
export function ArticlePanel({
  kind,
  scope: which,
  fromId,
  specialId,
  chipOptions = [],
}: ArticlePanelProps) {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ListFilter>(DEFAULT_FILTER);
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [selected, setSelected] = useState<number[]>([]);
  // 近15天 is computed from the moment the filter was chosen, so the query key stays stable.
  const [now, setNow] = useState(() => Date.now());

  const chips = kind.list.chips;
  const time = timeScope(filter.preset, filter.custom, now);
  const scope = time
    ? {
        ...which,
        ...time,
        carriers: filter.carriers.length > 0 ? filter.carriers : undefined,
        sentiments: filter.sentiments.length > 0 ? filter.sentiments : undefined,
        searchArea: filter.searchArea,
        keyword: filter.keyword || undefined,
        ...(chips && filter.chips.length > 0 ? { [chips.field]: filter.chips } : {}),
      }
    : undefined;
  const query = scope
    ? { ...scope, sort: filter.sort, mergeSimilar: filter.mergeSimilar, pageNum, pageSize }
    : undefined;
  const articles = useMonitorArticles(kind.calls, query);
  const exporter = useExportArticles(kind.calls);
  // A finished action clears the selection it acted on.
  const actions = useArticleActions(specialId, (ids) =>
    setSelected((current) => current.filter((id) => !ids.includes(id))),
  );
  const columns = [
    ...articleColumns<ArticleItem>({
      href: (item) =>
        kind.list.href?.(fromId ?? 0, item) ??
        articleDetailsHref({ fromType: kind.fromType, fromId }, item.id, item.publishTime),
      cover: kind.list.cover,
      below: kind.list.translation ? (item) => <TranslationLine item={item} /> : undefined,
    }),
    actionColumn<ArticleItem>(actions),
  ];
  const layout: ArticleFilterLayout<TimePreset, SortCode> = {
    presets: TIME_PRESETS,
    carriers: 'checks',
    carrierOptions: kind.carrierOptions,
    sentiments: 'checks',
    searchArea: true,
    keyword: '在结果中搜索关键词',
    sort: SORT_OPTIONS,
    mergeSimilar: true,
  };
  const notice = kind.list.translation ? translationNotice(articles.data) : undefined;
  // With 合并相似 each row is a cluster of similar articles.
  const unit = filter.mergeSimilar ? '组' : '条';

  function handleFilter(patch: Partial<ListFilter>): void {
    setFilter({ ...filter, ...patch });
    setPageNum(1);
    setSelected([]);
    setNow(Date.now());
  }

  function handleExport(key: string): void {
    if (!scope) {
      void message.warning('请先选择自定义时间范围');
      return;
    }
    const exportCount = Number(key) as 0 | 1000 | 5000 | 8000;
    if (exportCount === 0 && selected.length === 0) {
      void message.warning('请先勾选要导出的文章');
      return;
    }
    exporter.mutate({
      ...scope,
      exportCount,
      articleIds: exportCount === 0 ? selected : undefined,
      contentDisposition: 'attachment',
    });
  }

  return (
    <div>
      <ArticleFilterBar value={filter} onChange={handleFilter} layout={layout}>
        {chips && chipOptions.length > 0 ? (
          <ArticleFilterRow label={chips.label}>
            <ChipFilter
              label={chips.label}
              options={chipOptions}
              value={filter.chips}
              onChange={(next) => handleFilter({ chips: next })}
            />
          </ArticleFilterRow>
        ) : null}
      </ArticleFilterBar>
      {notice ? (
        <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />
      ) : null}
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
          pagination={pagination(articles.data?.total, unit, {
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
          })}
        />
      )}
      <WarningModal warning={actions.warning} />
      <ExclusionWordModal exclusion={actions.exclusion} />
    </div>
  );
}
