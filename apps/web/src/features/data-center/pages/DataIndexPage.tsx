import { BarChartOutlined, DownOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { EXPORT_OPTIONS } from '../../../components/filters/filter-options';
import { ResultsTitle, SearchPanel } from '../components/SearchPanel';
import { SearchResults } from '../components/ResultList';
import { scopeOf, searchToParams } from '../data-center';
import type { SearchState } from '../data-center';
import { useCloudSearch, useExportSearch } from '../hooks/useDataCenter';
import { useSearchState } from '../hooks/useSearchState';

/** 数据中心 (/dataindex): cloud search over every collected article, with filters and export. */
export default function DataIndexPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchState();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<number[]>([]);
  const hasKeyword = search.keyword !== '';
  const results = useCloudSearch(
    hasKeyword
      ? { ...scopeOf(search), sort: search.sort, pageNum, pageSize, mergeSimilar: false }
      : undefined,
  );
  const exporter = useExportSearch();

  function change(next: SearchState): void {
    setSearch(next);
    setPageNum(1);
    setSelected([]);
  }

  function handleExport(key: string): void {
    const exportCount = Number(key) as 0 | 1000 | 5000 | 8000;
    if (exportCount === 0 && selected.length === 0) {
      void message.warning('请先勾选要导出的文章');
      return;
    }
    exporter.mutate({
      ...scopeOf(search),
      exportCount,
      articleIds: exportCount === 0 ? selected : undefined,
      contentDisposition: 'attachment',
    });
  }

  function handleDetails(): void {
    void navigate(`/datadetails?${searchToParams(search).toString()}`);
  }

  return (
    <div>
      <SearchPanel search={search} onChange={change} loading={results.isFetching} />
      {hasKeyword ? (
        <Card
          title={<ResultsTitle total={results.data?.total} selected={selected.length} />}
          extra={
            <Space>
              <Button icon={<BarChartOutlined />} onClick={handleDetails}>
                数据详情
              </Button>
              <Dropdown
                trigger={['click']}
                menu={{ items: [...EXPORT_OPTIONS], onClick: ({ key }) => handleExport(key) }}
              >
                <Button icon={<ExportOutlined />} loading={exporter.isPending}>
                  导出 <DownOutlined />
                </Button>
              </Dropdown>
            </Space>
          }
        >
          <SearchResults
            results={results}
            keyword={search.keyword}
            selected={selected}
            onSelect={setSelected}
            pageSize={pageSize}
            setPageNum={setPageNum}
            setPageSize={setPageSize}
          />
        </Card>
      ) : (
        <Card>
          <EmptyState description="输入关键词，在全部已采集的信息中搜索" />
        </Card>
      )}
    </div>
  );
}
