import { formatCn, microBlogCalls } from '@guanlan/shared';
import { Col, List, Modal, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EChart, WordCloudChart, sentimentTag } from '../../../components/charts';
import { sentimentPieOption } from '../../../components/charts/options/sentiment';
import { useCallQuery } from '../../../api/useCall';
import { sentimentTable, wordTable } from '../micro-blog-charts';
import type { CommentItem, Part } from '../micro-blog-types';
import { ResultCard } from './ResultCard';

/** 评论热词, 评论情感 and 热门评论; a word opens the comments that use it. */
export function CommentPanels({ analysisId }: { analysisId: number }) {
  const words = useCallQuery(microBlogCalls.findMicroHotWordsCloud, { analysisId });
  const answer = words.data;
  const [word, setWord] = useState<string | null>(null);
  const asPart = <T,>(data: T | null | undefined): Part<T> | undefined =>
    answer
      ? { status: answer.status, statusText: answer.statusText, data: data ?? null }
      : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ResultCard
            title="评论热词"
            part={answer}
            height={320}
            isEmpty={(d) => d.length === 0}
            extra={<Typography.Text type="secondary">点击下方热词查看相关评论</Typography.Text>}
          >
            {(d) => (
              <>
                <WordCloudChart table={wordTable(d)} maxHeight={260} />
                <Space size={[4, 4]} wrap>
                  {d.slice(0, 20).map((w) => (
                    <Tag key={w.word} style={{ cursor: 'pointer' }} onClick={() => setWord(w.word)}>
                      {w.word} {w.count}
                    </Tag>
                  ))}
                </Space>
              </>
            )}
          </ResultCard>
        </Col>
        <Col xs={24} lg={10}>
          <ResultCard
            title="评论情感"
            part={asPart(answer?.sentiment)}
            height={320}
            isEmpty={(d) => d.total === 0}
          >
            {(d) => <EChart option={sentimentPieOption(sentimentTable(d))} height={320} />}
          </ResultCard>
        </Col>
      </Row>
      <ResultCard
        title="热门评论（按带来的下游转发）"
        part={asPart(answer?.hotComments)}
        height={200}
        isEmpty={(d) => d.length === 0}
      >
        {(d) => <CommentList items={d.slice(0, 10)} />}
      </ResultCard>
      <Modal
        open={word !== null}
        title={`包含“${word ?? ''}”的评论`}
        footer={null}
        width={760}
        onCancel={() => setWord(null)}
        destroyOnHidden
      >
        {word ? <WordComments analysisId={analysisId} word={word} /> : null}
      </Modal>
    </Space>
  );
}

function WordComments({ analysisId, word }: { analysisId: number; word: string }) {
  const [pageNum, setPageNum] = useState(1);
  const q = useCallQuery(microBlogCalls.findMicroHotWordsComment, {
    analysisId,
    word,
    pageNum,
    pageSize: 10,
  });
  const data = q.data as { list: CommentItem[]; total: number } | undefined;
  return (
    <CommentList
      items={data?.list ?? []}
      loading={q.isLoading}
      pagination={{ current: pageNum, total: data?.total ?? 0, pageSize: 10, onChange: setPageNum }}
    />
  );
}

function CommentList({
  items,
  loading,
  pagination,
}: {
  items: CommentItem[];
  loading?: boolean;
  pagination?: { current: number; total: number; pageSize: number; onChange: (p: number) => void };
}) {
  return (
    <List<CommentItem>
      size="small"
      loading={loading ?? false}
      dataSource={items}
      {...(pagination ? { pagination } : {})}
      renderItem={(c) => (
        <List.Item
          extra={
            <Space direction="vertical" align="end" size={0}>
              <Typography.Text type="secondary">下游转发 {c.downstream}</Typography.Text>
              <Typography.Text type="secondary">{formatCn(c.time).slice(0, 16)}</Typography.Text>
            </Space>
          }
        >
          <List.Item.Meta
            title={
              <Space>
                <span>{c.name}</span>
                <SentimentTag code={c.sentiment} />
              </Space>
            }
            description={
              <Typography.Paragraph ellipsis={{ rows: 2 }}>{c.text}</Typography.Paragraph>
            }
          />
        </List.Item>
      )}
    />
  );
}

function SentimentTag({ code }: { code: string }) {
  const tag = sentimentTag(code);
  return tag ? <Tag color={tag.color}>{tag.label}</Tag> : null;
}
