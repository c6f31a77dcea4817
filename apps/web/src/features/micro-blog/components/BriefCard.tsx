import { formatCn, microBlogCalls } from '@guanlan/shared';
import { Alert, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useCallQuery } from '../../../api/useCall';

const GENDER: Record<string, string> = { m: '男', f: '女' };

/** 原微博概况: 原文, author, time, counts and what the analysis saw against the platform. */
export function BriefCard({ analysisId }: { analysisId: number }) {
  const q = useCallQuery(microBlogCalls.findMicroBlogBriefInfo, { analysisId });
  const answer = q.data;
  const b = answer?.data;
  return (
    <Card title="原微博概况" size="small">
      {!b ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph style={{ fontSize: 15 }}>{b.text}</Typography.Paragraph>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="作者">
              {b.authorName}
              {b.verified ? (
                <Tag color="gold" style={{ marginLeft: 6 }}>
                  认证
                </Tag>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label="发布时间">{formatCn(b.publishTime)}</Descriptions.Item>
            <Descriptions.Item label="粉丝数">{b.followers ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="性别">{GENDER[b.gender ?? ''] ?? '未知'}</Descriptions.Item>
            <Descriptions.Item label="所在地">{b.location ?? '未知'}</Descriptions.Item>
            <Descriptions.Item label="原文链接">
              <Typography.Link href={b.url} target="_blank" rel="noreferrer" ellipsis>
                {b.url}
              </Typography.Link>
            </Descriptions.Item>
            <Descriptions.Item label="转发数">{b.reposts}</Descriptions.Item>
            <Descriptions.Item label="评论数">{b.comments}</Descriptions.Item>
            <Descriptions.Item label="点赞数">{b.likes}</Descriptions.Item>
          </Descriptions>
          {answer?.coverage ? (
            <Alert
              type="info"
              showIcon
              data-testid="micro-blog-coverage"
              message={answer.coverage.text}
              description="平台只公开部分转发与评论，本分析的层级、节点与走势基于实际取得的这些条目。"
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
