import { ArrowLeftOutlined, LinkOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { shortVideoCalls } from '@guanlan/shared';
import { Button, Card, Col, Descriptions, List, Row, Skeleton, Statistic, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { ArticleCover } from '../../../components/articles/article-columns';
import { formatPublishTime, SENTIMENT_TAGS } from '../../../components/articles/article-format';
import { TrendPanel } from '../../../components/charts';
import { EmptyState } from '../../../components/EmptyState';
import { platformLabel } from '../../monitor/languages';
import { parseSpecialId } from '../../special/special';
import { videoDetailsHref } from '../short-video.kind';
import { countText, growthTable, readVideoDetail, VIDEO_METRICS } from '../video-detail';
import styles from '../ShortVideo.module.css';

/** /shortVideo/details?articleId=…&setId=… — 短视频详情: cover, counts and their growth. */
export default function ShortVideoDetailsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const articleId = parseSpecialId(params.get('articleId') ?? undefined);
  const setId = parseSpecialId(params.get('setId') ?? undefined);
  const input = { articleId: articleId ?? 0 };
  const detail = useQuery({
    queryKey: [...queryKeyOf(shortVideoCalls.findShortVideoDetail, input), 'view'],
    queryFn: async () => readVideoDetail(await call(shortVideoCalls.findShortVideoDetail, input)),
    enabled: articleId !== undefined,
  });
  const growth = {
    ...detail,
    data: detail.data ? growthTable(detail.data.snapshots) : undefined,
  };

  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => void (setId ? navigate(`/app/shortVideo/${setId}`) : navigate(-1))}
    >
      返回列表
    </Button>
  );
  if (articleId === undefined || detail.isError) {
    return (
      <Card extra={back}>
        <EmptyState description="视频不存在或加载失败" />
      </Card>
    );
  }
  if (!detail.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const { video, counts, similar } = detail.data;
  const sentiment = SENTIMENT_TAGS[video.sentiment];
  return (
    <div className={styles.page}>
      <Card title={video.title || '短视频详情'} extra={back}>
        <div className={styles.head}>
          <div className={styles.bigCover}>
            <ArticleCover src={video.coverUrl} title={video.title} />
          </div>
          <div className={styles.meta}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label="平台">{platformLabel(video.platform)}</Descriptions.Item>
              <Descriptions.Item label="作者">{video.author || '—'}</Descriptions.Item>
              <Descriptions.Item label="发布时间">
                {formatPublishTime(video.publishTime)}
              </Descriptions.Item>
              <Descriptions.Item label="情感">
                {sentiment ? <Tag color={sentiment.color}>{sentiment.label}</Tag> : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="简介" span={2}>
                {video.summary || '—'}
              </Descriptions.Item>
            </Descriptions>
            {video.url ? (
              <a href={video.url} target="_blank" rel="noreferrer noopener">
                <LinkOutlined /> 打开原视频
              </a>
            ) : null}
            <Row gutter={16} className={styles.counts}>
              {VIDEO_METRICS.map((m) => (
                <Col key={m.key} flex="1 1 0">
                  <Statistic
                    title={m.label}
                    value={countText(counts[m.key])}
                    styles={{
                      content: counts[m.key] === null ? { color: '#999', fontSize: 16 } : undefined,
                    }}
                  />
                </Col>
              ))}
            </Row>
          </div>
        </div>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <TrendPanel
            title="数据增长"
            query={growth}
            height={340}
            settings={{ dropEmptySeries: false }}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Card
            size="small"
            title={`相似视频（${similar.length}）`}
            styles={{ body: { height: 340, overflow: 'auto' } }}
          >
            <List
              dataSource={similar}
              locale={{ emptyText: <EmptyState size="small" description="暂无相似视频" /> }}
              renderItem={(v) => (
                <List.Item key={v.articleId}>
                  <div className={styles.similar}>
                    <ArticleCover src={v.coverUrl} title={v.title} />
                    <div className={styles.similarText}>
                      <Link to={videoDetailsHref(setId ?? 0, v.articleId)}>{v.title}</Link>
                      <div className={styles.muted}>
                        {platformLabel(v.platform)} · {formatPublishTime(v.publishTime)}
                      </div>
                    </div>
                  </div>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
