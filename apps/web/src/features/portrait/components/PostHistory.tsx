import { portraitCalls } from '@guanlan/shared';
import { Button, Card, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { sentimentTag } from '../../../components/charts';

interface Post {
  id: number;
  title: string;
  summary?: string;
  url?: string;
  publishTime: string;
  sentiment?: string;
  forwards?: number;
  comments?: number;
}

const PAGE = 10;

/** 历史发文: the first page, then 加载更多 through authorHistoryMorePortraitAnalysis. */
export function PostHistory({ portraitId }: { portraitId: number }) {
  const [keyword, setKeyword] = useState('');
  const [more, setMore] = useState<Post[]>([]);
  const [pageNum, setPageNum] = useState(1);
  const first = useCallQuery(portraitCalls.authorHistoryPortraitAnalysis, {
    portraitId,
    keyword: keyword || undefined,
    pageNum: 1,
    pageSize: PAGE,
  });
  const loadMore = useCallMutation(portraitCalls.authorHistoryMorePortraitAnalysis, {
    onSuccess: (r) => {
      setMore((m) => [...m, ...(r as { list: Post[] }).list]);
      setPageNum((n) => n + 1);
    },
  });
  const page = first.data as { list: Post[]; total: number } | undefined;
  const posts = [...(page?.list ?? []), ...more];
  return (
    <Card
      title={`历史发文（${page?.total ?? 0} 条）`}
      size="small"
      extra={
        <Input.Search
          allowClear
          placeholder="搜索发文"
          style={{ width: 200 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setMore([]);
            setPageNum(1);
          }}
        />
      }
    >
      <List
        size="small"
        loading={first.isLoading}
        dataSource={posts}
        renderItem={(p) => {
          const tag = sentimentTag(p.sentiment);
          return (
            <List.Item extra={<Typography.Text type="secondary">{p.publishTime}</Typography.Text>}>
              <Space direction="vertical" size={0}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  {p.summary ?? p.title}
                </a>
                <Space size={4}>
                  {tag ? <Tag color={tag.color}>{tag.label}</Tag> : null}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    转发 {p.forwards ?? 0} · 评论 {p.comments ?? 0}
                  </Typography.Text>
                </Space>
              </Space>
            </List.Item>
          );
        }}
      />
      {page && posts.length < page.total ? (
        <Button
          block
          loading={loadMore.isPending}
          onClick={() =>
            loadMore.mutate({
              portraitId,
              keyword: keyword || undefined,
              pageNum: pageNum + 1,
              pageSize: PAGE,
            })
          }
        >
          加载更多
        </Button>
      ) : null}
    </Card>
  );
}
