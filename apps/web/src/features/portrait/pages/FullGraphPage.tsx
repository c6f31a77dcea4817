import { useQueries } from '@tanstack/react-query';
import { portraitCalls } from '@guanlan/shared';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { useCallQuery } from '../../../api/useCall';
import { RelationGraphCard } from '../components/RelationGraphCard';
import type { PortraitItem } from '../portrait-types';
import { mergeGraphs } from '../relation-option';
import type { RelationGraphData } from '../relation-option';

/** The panorama draws at most this many portraits (the newest). */
const MAX_PORTRAITS = 20;

/** /app/fullgraph?carrier= — 关系全景图: the relation diagrams of a portrait list as one graph. */
export function FullGraphPage() {
  const [params] = useSearchParams();
  const carrier = params.get('carrier') ?? 'all';
  const list = useCallQuery(portraitCalls.findPortraitAnalysisPage, { pageNum: 1, pageSize: 200 });
  const portraits = ((list.data as { list: PortraitItem[] } | undefined)?.list ?? [])
    .filter((p) => p.status === 'done' && (carrier === 'all' || p.carrier === carrier))
    .slice(0, MAX_PORTRAITS);
  const graphs = useQueries({
    queries: portraits.map((p) => {
      const input = { portraitId: p.portraitId };
      return {
        queryKey: queryKeyOf(portraitCalls.relationDiagramPortraitAnalysis, input),
        queryFn: () => call(portraitCalls.relationDiagramPortraitAnalysis, input),
      };
    }),
  });
  const loaded = graphs
    .map((g) => g.data as RelationGraphData | undefined)
    .filter((g) => g !== undefined);
  const merged = useMemo(() => (loaded.length ? mergeGraphs(loaded) : undefined), [loaded.length]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <RelationGraphCard
        title={`关系全景图（${portraits.length} 个画像对象）`}
        graph={merged}
        loading={list.isLoading || graphs.some((g) => g.isLoading)}
        height={640}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        全景图合并画像列表中最新 {MAX_PORTRAITS}{' '}
        个已完成画像的关系图谱：同一账号只出现一次，红色节点为画像对象，连线粗细表示互动次数。
      </Typography.Text>
    </Space>
  );
}

export default FullGraphPage;
