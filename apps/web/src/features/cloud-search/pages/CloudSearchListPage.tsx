import { AimOutlined, BarChartOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { cloudSearchCalls, dataCenterCalls } from '@guanlan/shared';
import type { CallInput } from '@guanlan/shared';
import { Button, Card, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/http';
import { callKey, queryKeyOf } from '../../../api/query-keys';
import { EmptyState } from '../../../components/EmptyState';
import { SearchResults } from '../../data-center/components/ResultList';
import { ResultsTitle, SearchPanel } from '../../data-center/components/SearchPanel';
import { scopeOf, searchToParams } from '../../data-center/data-center';
import type { SearchState } from '../../data-center/data-center';
import { useSearchState } from '../../data-center/hooks/useSearchState';
import { toSpecialHref } from '../cloud-search';
import styles from '../CloudSearch.module.css';
import { JoinSystemBar } from '../components/JoinSystemBar';

type PageQuery = CallInput<typeof cloudSearchCalls.cloudSearchArticlePage>;

/** /app/cloudSearchList — 云搜索结果: filters, results, 加入系统 and 转为专题. */
export default function CloudSearchListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchState();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<number[]>([]);
  const hasKeyword = search.keyword !== '';
  const input: PageQuery = {
    ...scopeOf(search),
    sort: search.sort,
    mergeSimilar: false,
    pageNum,
    pageSize,
  } as unknown as PageQuery;
  const results = useQuery({
    queryKey: queryKeyOf(cloudSearchCalls.cloudSearchArticlePage, input),
    queryFn: () => call(cloudSearchCalls.cloudSearchArticlePage, input),
    enabled: hasKeyword,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // A finished search lands in the search log.
  const { dataUpdatedAt } = results;
  useEffect(() => {
    if (dataUpdatedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: callKey(dataCenterCalls.findPageSearchLog) });
    }
  }, [dataUpdatedAt, queryClient]);

  function change(next: SearchState): void {
    setSearch(next);
    setPageNum(1);
    setSelected([]);
  }

  return (
    <div>
      <SearchPanel search={search} onChange={change} loading={results.isFetching} />
      {hasKeyword ? (
        <Card
          title={<ResultsTitle total={results.data?.total} selected={selected.length} />}
          extra={
            <Space>
              <Button
                icon={<BarChartOutlined />}
                onClick={() => void navigate(`/datadetails?${searchToParams(search).toString()}`)}
              >
                数据详情
              </Button>
              <Button
                type="primary"
                icon={<AimOutlined />}
                onClick={() => void navigate(toSpecialHref(search))}
              >
                转为专题
              </Button>
            </Space>
          }
        >
          <div className={styles.toolbar}>
            <JoinSystemBar selected={selected} onDone={() => setSelected([])} />
          </div>
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
