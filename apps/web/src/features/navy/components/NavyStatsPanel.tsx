import { ExportOutlined } from '@ant-design/icons';
import { navyCalls } from '@guanlan/shared';
import { Button, Card, Col, Row, Table, Tag } from 'antd';
import { download } from '../../../api/http';
import { EChart } from '../../../components/charts';
import type { NavyStats } from '../navy-types';

const pct = (v: number) => `${v}%`;

/** 统计排名: score ranking chart, member ranking and troop statistics, Excel export. */
export function NavyStatsPanel({
  stats,
  loading,
}: {
  stats: NavyStats | undefined;
  loading: boolean;
}) {
  const top = (stats?.members ?? []).slice(0, 10);
  const option = {
    grid: { left: 80, right: 24, top: 16, bottom: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: top.map((m) => m.realName) },
    series: [
      {
        type: 'bar',
        data: top.map((m) => m.score),
        itemStyle: { color: '#1677ff' },
        label: { show: true, position: 'right' },
        barMaxWidth: 22,
      },
    ],
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card title="得分排行（前10）" size="small">
          <EChart option={option} height={360} />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card
          title="成员排名"
          size="small"
          extra={
            <Button
              size="small"
              icon={<ExportOutlined />}
              onClick={() => void download(navyCalls.exportNavyStatistics, {})}
            >
              导出Excel
            </Button>
          }
        >
          <Table
            data-testid="navy-ranking"
            rowKey="userId"
            size="small"
            loading={loading}
            dataSource={stats?.members ?? []}
            pagination={{ pageSize: 8 }}
            columns={[
              {
                title: '排名',
                dataIndex: 'rank',
                width: 64,
                render: (r: number) =>
                  r <= 3 ? <Tag color={['gold', 'lime', 'cyan'][r - 1]}>{r}</Tag> : r,
              },
              { title: '成员', dataIndex: 'realName' },
              { title: '队伍', dataIndex: 'userGroupName' },
              { title: '任务', dataIndex: 'tasks', width: 64 },
              { title: '提交', dataIndex: 'submissions', width: 64 },
              { title: '通过率', dataIndex: 'passRate', width: 80, render: pct },
              { title: '按时率', dataIndex: 'onTimeRate', width: 80, render: pct },
              { title: '得分', dataIndex: 'score', width: 64 },
            ]}
          />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="队伍统计" size="small">
          <Table
            rowKey="userGroupId"
            size="small"
            loading={loading}
            dataSource={stats?.troops ?? []}
            pagination={false}
            columns={[
              { title: '队伍', dataIndex: 'userGroupName' },
              { title: '成员数', dataIndex: 'members' },
              { title: '参与任务', dataIndex: 'tasks' },
              { title: '提交数', dataIndex: 'submissions' },
              { title: '通过数', dataIndex: 'passed' },
              { title: '通过率', dataIndex: 'passRate', render: pct },
              { title: '按时率', dataIndex: 'onTimeRate', render: pct },
              { title: '得分', dataIndex: 'score' },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
