import { bloggerCalls } from '@guanlan/shared';
import { Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCallQuery } from '../../../api/useCall';
import { sentimentTag } from '../../../components/charts';
import type { Page, PostItem } from '../blogger-types';
import { dayLinesOption } from '../people-charts';
import { ChartBox } from './ChartBox';

interface WarningTrend {
  rule: string;
  rows: { date: string; negative: number; ruleHits: number; total: number }[];
}

/** 监测内容: the warning trend and the blogger's warning posts, paged. */
export function WarningPanel({ analysisId }: { analysisId: number }) {
  const [pageNum, setPageNum] = useState(1);
  const trend = useCallQuery(bloggerCalls.bloggerMicroBlogWarningTrend, { analysisId });
  const posts = useCallQuery(bloggerCalls.bloggerMicroBlogForwardWarningPage, {
    analysisId,
    pageNum,
    pageSize: 10,
  });
  const t = trend.data as WarningTrend | undefined;
  const page = posts.data as Page<PostItem> | undefined;
  return (
    <>
      <ChartBox
        title="预警微博走势"
        extra={<Typography.Text type="secondary">{t?.rule}</Typography.Text>}
        isEmpty={!t || t.rows.every((r) => r.total === 0)}
        option={dayLinesOption(t?.rows ?? [], [
          { key: 'total', name: '预警微博', color: '#e5484d' },
          { key: 'negative', name: '负面', color: '#f5a623' },
          { key: 'ruleHits', name: '规则预警', color: '#8e6bd8' },
        ])}
      />
      <Card title="预警微博列表" size="small" style={{ marginTop: 16 }}>
        <Table<PostItem>
          rowKey="id"
          size="small"
          loading={posts.isLoading}
          dataSource={page?.list ?? []}
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: page?.total ?? 0,
            onChange: setPageNum,
          }}
          columns={[
            {
              title: '内容',
              dataIndex: 'summary',
              render: (v: string, r) => (
                <a href={r.url} target="_blank" rel="noreferrer">
                  {v || r.title}
                </a>
              ),
            },
            {
              title: '情感',
              dataIndex: 'sentiment',
              width: 80,
              render: (v: string) => {
                const tag = sentimentTag(v);
                return tag ? <Tag color={tag.color}>{tag.label}</Tag> : '—';
              },
            },
            { title: '转发', dataIndex: 'forwards', width: 70 },
            { title: '评论', dataIndex: 'comments', width: 70 },
            { title: '发布时间', dataIndex: 'publishTime', width: 170 },
          ]}
        />
        {page && page.total === 0 ? <Tag>该时段没有预警微博</Tag> : null}
      </Card>
    </>
  );
}
