import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SEARCH_AREAS } from '@guanlan/shared';
import { EmptyState } from '../../../components/EmptyState';
import {
  CarrierSentimentPanel,
  SentimentPiePanel,
  TablePanel,
  TrendPanel,
} from '../../../components/charts';
import type { ChartQuery } from '../../../components/charts';
import { SearchBox } from '../components/SearchBox';
import { SearchFilters } from '../components/SearchFilters';
import { TIME_PRESETS, scopeOf, searchToParams } from '../data-center';
import type { SearchState } from '../data-center';
import { useSearchStatistics } from '../hooks/useDataCenter';
import type { SearchStats } from '../hooks/useDataCenter';
import { useSearchState } from '../hooks/useSearchState';
import styles from '../DataCenter.module.css';

type Part = 'trend' | 'sentiments' | 'carriers' | 'mediaLeaders';

/** Carriers without articles are left out, except the 合计 row. */
function withoutEmptyCarriers(table: SearchStats['carriers']): SearchStats['carriers'] {
  return { ...table, rows: table.rows.filter((r) => Number(r.total) > 0 || r.carrier === 'total') };
}

function countOf(rows: { sentiment?: unknown; count?: unknown }[] | undefined, code: string) {
  return Number(rows?.find((r) => r.sentiment === code)?.count ?? 0);
}

/**
 * 数据详情 (/datadetails): the statistics of one cloud search — volume, sentiments, carriers
 * (with their sentiments), the volume trend and the most active media.
 */
export default function DataDetailsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchState();
  const hasKeyword = search.keyword !== '';
  const stats = useSearchStatistics(hasKeyword ? scopeOf(search) : undefined);
  const data = stats.data;
  const sentimentRows = data?.sentiments.rows;
  const negative = countOf(sentimentRows, 'negative');
  const total = data?.total ?? 0;
  const preset = TIME_PRESETS.find((p) => p.value === search.timeRange)?.label ?? '';

  /** One table of the statistics as the query a chart card reads. */
  function part<K extends Part>(
    key: K,
    map: (t: SearchStats[K]) => SearchStats[K] = (t) => t,
  ): ChartQuery<SearchStats[K]> {
    return {
      data: data ? map(data[key]) : undefined,
      isLoading: stats.isLoading,
      isError: stats.isError,
      error: stats.error,
      refetch: () => void stats.refetch(),
    };
  }

  function change(next: SearchState): void {
    setSearch(next);
  }

  return (
    <div>
      <Card className={styles.searchCard}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(`/dataindex?${searchToParams(search).toString()}`)}
          >
            返回搜索结果
          </Button>
          <div style={{ flex: 1 }}>
            <SearchBox
              key={`${search.searchArea}|${search.keyword}`}
              keyword={search.keyword}
              searchArea={search.searchArea}
              loading={stats.isFetching}
              onSearch={(keyword, searchArea) => change({ ...search, keyword, searchArea })}
            />
          </div>
        </div>
        <div style={{ marginTop: 12 }}>
          <SearchFilters value={search} onChange={change} hideSort />
        </div>
      </Card>
      {!hasKeyword ? (
        <Card>
          <EmptyState description="输入关键词，查看这次搜索的数据统计" />
        </Card>
      ) : stats.isError ? (
        <Card>
          <EmptyState type="noNetwork" description="统计加载失败">
            <Button onClick={() => void stats.refetch()}>重试</Button>
          </EmptyState>
        </Card>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            关键词“{search.keyword}”（{SEARCH_AREAS[search.searchArea]}，{preset}）的统计
          </Typography.Paragraph>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            {[
              { title: '信息总量', value: total },
              { title: '正面', value: countOf(sentimentRows, 'positive'), color: '#389e0d' },
              { title: '中性', value: countOf(sentimentRows, 'neutral') },
              { title: '负面', value: negative, color: '#cf1322' },
            ].map((s) => (
              <Col key={s.title} xs={12} md={6} lg={5}>
                <Card loading={stats.isPending}>
                  <Statistic
                    title={s.title}
                    value={s.value}
                    styles={{ content: s.color ? { color: s.color } : {} }}
                  />
                </Card>
              </Col>
            ))}
            <Col xs={12} md={6} lg={4}>
              <Card loading={stats.isPending}>
                <Statistic
                  title="负面占比"
                  value={total === 0 ? 0 : (negative * 100) / total}
                  precision={1}
                  suffix="%"
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <TrendPanel title="信息走势" height={300} query={part('trend')} />
            </Col>
            <Col xs={24} xl={8}>
              <SentimentPiePanel title="情感分布" height={300} query={part('sentiments')} />
            </Col>
            <Col xs={24} xl={14}>
              <CarrierSentimentPanel
                title="各载体情感分布"
                height={320}
                query={part('carriers', withoutEmptyCarriers)}
              />
            </Col>
            <Col xs={24} xl={10}>
              <TablePanel title="媒体活跃度 TOP10" height={320} query={part('mediaLeaders')} />
            </Col>
            <Col xs={24}>
              <TablePanel
                title="载体统计"
                height={440}
                query={part('carriers', withoutEmptyCarriers)}
              />
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
