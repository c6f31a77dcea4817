import { microBlogCalls } from '@guanlan/shared';
import { Col, Descriptions, Row, Space, Table, Tag, Typography } from 'antd';
import { EChart } from '../../../components/charts';
import { trendOption } from '../../../components/charts/options/trend';
import { useCallQuery } from '../../../api/useCall';
import { levelsOption, regionBarOption, sharePieOption, trendTable } from '../micro-blog-charts';
import type { KeyNode, ShareItem } from '../micro-blog-types';
import { LINK_NAMES } from '../micro-blog-types';
import { ResultCard } from './ResultCard';

/** 传播层级, 关键传播节点, 性别分布, 地域分布 and 转发评论走势 of a finished analysis. */
export function SpreadPanels({ analysisId }: { analysisId: number }) {
  const input = { analysisId };
  const hierarchy = useCallQuery(microBlogCalls.findMicroBlogHierarchy, input);
  const gender = useCallQuery(microBlogCalls.findMicroBlogGenderDistribution, input);
  const region = useCallQuery(microBlogCalls.findMicroBlogRegionDistribution, input);
  const trend = useCallQuery(microBlogCalls.findMicroBlogTrend, input);
  const h = hierarchy.data;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ResultCard
            title="传播层级"
            part={h}
            height={300}
            isEmpty={(d) => d.levels.length === 0}
            testId="micro-blog-levels"
          >
            {(d) => (
              <>
                <Descriptions size="small" column={3}>
                  <Descriptions.Item label="最大深度">{d.maxDepth} 层</Descriptions.Item>
                  <Descriptions.Item label="最大宽度">
                    {d.maxWidth} 条（第{d.widthLevel}层）
                  </Descriptions.Item>
                  <Descriptions.Item label="层级数">{d.levels.length}</Descriptions.Item>
                </Descriptions>
                <EChart option={levelsOption(d.levels)} height={250} />
              </>
            )}
          </ResultCard>
        </Col>
        <Col xs={24} lg={10}>
          <ResultCard
            title="上级关系的来源"
            part={h}
            height={300}
            isEmpty={(d) => Object.keys(d.links).length === 0}
          >
            {(d) => <LinkSources links={d.links} />}
          </ResultCard>
        </Col>
      </Row>
      <ResultCard
        title="关键传播节点（带来最多下游转发的账号）"
        part={h}
        height={200}
        isEmpty={(d) => d.keyNodes.length === 0}
      >
        {(d) => <KeyNodeTable nodes={d.keyNodes} />}
      </ResultCard>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ResultCard
            title="参与用户性别分布"
            part={gender.data}
            height={280}
            isEmpty={(d) => d.length === 0}
          >
            {(d) => <EChart option={sharePieOption(d, '性别分布')} height={280} />}
          </ResultCard>
        </Col>
        <Col xs={24} lg={12}>
          <ResultCard
            title="参与用户地域分布"
            part={region.data}
            height={280}
            isEmpty={(d) => d.every((i) => i.key === 'unknown')}
            extra={<RegionUnknown items={region.data?.data} />}
          >
            {(d) => <EChart option={regionBarOption(d)} height={280} />}
          </ResultCard>
        </Col>
      </Row>
      <ResultCard
        title="转发评论走势"
        part={trend.data}
        height={300}
        isEmpty={(d) => d.points.length === 0}
        testId="micro-blog-trend"
      >
        {(d) => (
          <EChart option={trendOption(trendTable(d), { dropEmptySeries: true })} height={300} />
        )}
      </ResultCard>
    </Space>
  );
}

function RegionUnknown({ items }: { items: ShareItem[] | null | undefined }) {
  const unknown = items?.find((i) => i.key === 'unknown');
  return unknown ? (
    <Typography.Text type="secondary">未知地域 {unknown.count} 人</Typography.Text>
  ) : null;
}

function LinkSources({ links }: { links: Record<string, number> }) {
  const total = Object.values(links).reduce((s, n) => s + n, 0);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        每条转发/评论挂在哪条微博下：平台给出上级时直接采用；只知原微博时，按转发语中的“//@昵称:”找到它转发的那条；都没有时挂在原微博下。
      </Typography.Paragraph>
      {Object.entries(links).map(([k, n]) => (
        <div key={k} style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>{LINK_NAMES[k] ?? k}</span>
          <span>
            {n} 条（{((n / total) * 100).toFixed(1)}%）
          </span>
        </div>
      ))}
    </Space>
  );
}

function KeyNodeTable({ nodes }: { nodes: KeyNode[] }) {
  return (
    <Table<KeyNode>
      size="small"
      rowKey="account"
      pagination={false}
      dataSource={nodes}
      columns={[
        { title: '排名', width: 60, render: (_v, _r, i) => i + 1 },
        { title: '账号', dataIndex: 'name', width: 160 },
        { title: '下游转发', dataIndex: 'downstream', width: 100 },
        { title: '直接转发', dataIndex: 'direct', width: 100 },
        { title: '所在层级', dataIndex: 'level', width: 90, render: (v: number) => `第${v}层` },
        {
          title: '传播路径',
          dataIndex: 'path',
          render: (path: string[]) => (
            <Space size={2} wrap>
              {path.map((p, i) => (
                <span key={`${p}-${i}`}>
                  {i > 0 ? <Typography.Text type="secondary"> → </Typography.Text> : null}
                  <Tag color={i === 0 ? 'blue' : i === path.length - 1 ? 'orange' : undefined}>
                    {p}
                  </Tag>
                </span>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
