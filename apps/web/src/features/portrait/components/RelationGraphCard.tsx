import { Card, Empty, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts';
import { relationGraphOption } from '../relation-option';
import type { RelationGraphData } from '../relation-option';

const NAMES: Record<string, string> = {
  repost: '转发TA人',
  mention: '提及',
  reply: '回复',
  repostedBy: '转发/评论TA',
};

/** 关系图谱: the force graph with the per-relation counts and the rule it was drawn by. */
export function RelationGraphCard({
  title,
  graph,
  loading,
  height = 520,
  extra,
}: {
  title: ReactNode;
  graph: RelationGraphData | undefined;
  loading: boolean;
  height?: number;
  extra?: ReactNode;
}) {
  const option = useMemo(() => (graph ? relationGraphOption(graph) : null), [graph]);
  return (
    <Card title={title} size="small" loading={loading} extra={extra} data-testid="relation-graph">
      {graph && graph.nodes.length > 1 && option ? (
        <>
          {graph.counts ? (
            <Space wrap style={{ marginBottom: 8 }}>
              {Object.entries(graph.counts).map(([k, c]) => (
                <Tag key={k}>
                  {NAMES[k] ?? k}：{c.accounts} 个账号 / {c.interactions} 次
                </Tag>
              ))}
            </Space>
          ) : null}
          <EChart option={option} height={height} />
          {graph.rule ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {graph.rule}
              {graph.basedOn
                ? `基于 ${graph.basedOn.posts} 条发文、${graph.basedOn.children} 条转发/评论。`
                : ''}
            </Typography.Text>
          ) : null}
        </>
      ) : (
        <Empty description="暂无关系数据" />
      )}
    </Card>
  );
}
