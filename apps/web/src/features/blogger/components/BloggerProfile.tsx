import { Card, Col, Descriptions, Row, Statistic, Tag, Typography } from 'antd';
import type { AnalysisDetail } from '../blogger-types';

type Result = NonNullable<AnalysisDetail['result']>;

/** 监测对象: the profile, the totals and the 传播力指数 with its formula. */
export function BloggerProfile({ d, r }: { d: AnalysisDetail; r: Result }) {
  const p = r.profile;
  return (
    <Row gutter={16}>
      <Col span={10}>
        <Card title="博主资料" size="small" style={{ height: '100%' }}>
          <Descriptions column={2} size="small">
            <Descriptions.Item label="昵称">
              {p.name} {p.verified ? <Tag color="gold">认证</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label="UID">{p.uid}</Descriptions.Item>
            <Descriptions.Item label="性别">
              {p.gender === 'm' ? '男' : p.gender === 'f' ? '女' : '未知'}
            </Descriptions.Item>
            <Descriptions.Item label="地区">{p.region ?? '未知'}</Descriptions.Item>
            <Descriptions.Item label="粉丝">{p.followers ?? '未知'}</Descriptions.Item>
            <Descriptions.Item label="关注">{p.friends ?? '未知'}</Descriptions.Item>
            <Descriptions.Item label="分析时段" span={2}>
              {r.window.startText} 至 {r.window.endText}（{r.window.days} 天）
            </Descriptions.Item>
            <Descriptions.Item label="分析时间" span={2}>
              {d.analysedTime}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={14}>
        <Card title="传播力指数（BCI）" size="small" style={{ height: '100%' }}>
          <Row gutter={8}>
            <Col span={6}>
              <Statistic title="BCI" value={r.bci.index} valueStyle={{ color: '#3a7bd5' }} />
            </Col>
            <Col span={6}>
              <Statistic title="发文 / 原创" value={`${r.totals.posts} / ${r.totals.originals}`} />
            </Col>
            <Col span={4}>
              <Statistic title="被转发" value={r.totals.forwards} />
            </Col>
            <Col span={4}>
              <Statistic title="被评论" value={r.totals.comments} />
            </Col>
            <Col span={4}>
              <Statistic title="被点赞" value={r.totals.likes} />
            </Col>
          </Row>
          <Typography.Paragraph
            type="secondary"
            style={{ marginTop: 12, marginBottom: 4, fontSize: 12 }}
            data-testid="bci-formula"
          >
            {r.bci.formula}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            本次折算值：X1={r.bci.x.posts}，X2={r.bci.x.reposts}，X3={r.bci.x.comments}，X4=
            {r.bci.x.likes}；活跃度 ln(X1+1)={r.bci.activity}，传播度={r.bci.reach}。基于已采集的{' '}
            {r.coverage.childrenSeen} 条转发/评论（平台显示 {r.coverage.childrenClaimed} 条）。
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
