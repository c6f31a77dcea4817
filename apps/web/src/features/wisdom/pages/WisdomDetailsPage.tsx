import { wisdomCalls } from '@guanlan/shared';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Popconfirm,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { EChart } from '../../../components/charts';
import { CaseFormModal } from '../components/CaseFormModal';
import { responseText } from '../wisdom-types';
import type { CaseDetail } from '../wisdom-types';

/** A timeline node: time, why it is there (首发, 峰值 …), title and source. */
function timelineText(t: CaseDetail['snapshot']['timeline'][number]): string {
  return `${t.time.slice(5, 16)} ${t.reason ? `【${t.reason}】` : ''}${t.title}（${t.siteName}）`;
}

/** /wisdomdetails?caseId= — one case: the frozen event facts, curve, timeline, 评析 and lessons. */
export function WisdomDetailsPage() {
  const [params] = useSearchParams();
  const caseId = Number(params.get('caseId') ?? 0);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const query = useCallQuery(wisdomCalls.findWisdomCase, { caseId }, { enabled: caseId > 0 });
  const remove = useCallMutation(wisdomCalls.deleteWisdomCase, {
    onSuccess: () => {
      void message.success('案例已删除');
      void navigate('/wisdomindex');
    },
  });
  const c = query.data as CaseDetail | undefined;
  if (!caseId) {
    return <Empty description="未指定案例" />;
  }
  if (!c) {
    return (
      <Spin spinning={query.isLoading}>
        {query.isError ? <Empty description="案例不存在" /> : <div style={{ height: 200 }} />}
      </Spin>
    );
  }
  const s = c.snapshot;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {c.title}
            <Tag color="blue">{c.category}</Tag>
            {c.tags.map((t) => (
              <Tag key={t}>{t}</Tag>
            ))}
          </Space>
        }
        extra={
          <Space>
            <Button onClick={() => setEditing(true)}>编辑评析</Button>
            <Popconfirm title="确定删除该案例？" onConfirm={() => remove.mutate({ caseId })}>
              <Button danger>删除</Button>
            </Popconfirm>
          </Space>
        }
      >
        <Descriptions column={3} size="small" bordered>
          <Descriptions.Item label="事件">{s.eventName}</Descriptions.Item>
          <Descriptions.Item label="起止时间">
            {s.startTime.slice(0, 16)} ～ {s.endTime?.slice(0, 16) ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label="信息总量">{s.total}</Descriptions.Item>
          <Descriptions.Item label="首发">
            {s.firstSource ? `${s.firstSource.time.slice(0, 16)} ${s.firstSource.siteName}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="首次官方回应">
            {s.firstOfficialResponse
              ? `${s.firstOfficialResponse.time.slice(0, 16)} ${s.firstOfficialResponse.department}`
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="回应用时">{responseText(s.responseHours)}</Descriptions.Item>
          <Descriptions.Item label="峰值">
            {s.peak ? `${s.peak.time} · ${s.peak.count} 条` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="情感" span={2}>
            {s.sentiments.map((x) => `${x.name} ${x.count}（${x.percent}%）`).join('　')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col span={16}>
          <Card title="事件走势与阶段">
            <Space wrap style={{ marginBottom: 8 }}>
              {s.phases.map((p) => (
                <Tag key={`${p.name}-${p.start}`} color="geekblue">
                  {p.name} {p.start.slice(5)}～{p.end.slice(5)}（{p.count}）
                </Tag>
              ))}
            </Space>
            {s.curve.length ? (
              <EChart
                height={300}
                option={{
                  tooltip: { trigger: 'axis' },
                  legend: { top: 0 },
                  grid: { left: 40, right: 16, top: 30, bottom: 30 },
                  xAxis: { type: 'category', data: s.curve.map((p) => p.time.slice(5)) },
                  yAxis: { type: 'value', minInterval: 1 },
                  series: [
                    {
                      name: '信息量',
                      type: 'line',
                      smooth: true,
                      areaStyle: { opacity: 0.15 },
                      data: s.curve.map((p) => p.count),
                    },
                    {
                      name: '负面',
                      type: 'line',
                      smooth: true,
                      color: '#e5484d',
                      data: s.curve.map((p) => p.negative),
                    },
                  ],
                }}
              />
            ) : (
              <Empty />
            )}
          </Card>
        </Col>
        <Col span={8}>
          <Card title="主要媒体">
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={s.topMedia}
              columns={[
                { title: '媒体', dataIndex: 'name' },
                { title: '信息量', dataIndex: 'count', width: 80 },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Card title="事件脉络">
            <Timeline
              items={[
                ...s.timeline.map((t) => ({
                  time: t.time,
                  color: 'blue',
                  children: timelineText(t),
                })),
                ...s.disposes.map((d) => ({
                  time: d.time,
                  color: 'green',
                  children: `${d.time.slice(5, 16)} 【处置】${d.department}：${d.content}`,
                })),
              ]
                .sort((x, y) => x.time.localeCompare(y.time))
                .map(({ color, children }) => ({ color, children }))}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="评析">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {c.review || '（尚未填写）'}
            </Typography.Paragraph>
          </Card>
          <Card title="经验与启示" style={{ marginTop: 16 }}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {c.lessons || '（尚未填写）'}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      <CaseFormModal
        open={editing}
        editing={c}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void query.refetch();
        }}
      />
    </Space>
  );
}

export default WisdomDetailsPage;
