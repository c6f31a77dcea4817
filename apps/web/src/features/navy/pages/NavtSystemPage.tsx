import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { NAVY_TASK_STATE_LABELS, navyCalls } from '@guanlan/shared';
import type { NavyTaskState } from '@guanlan/shared';
import {
  Button,
  Card,
  Col,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NAVY_LINKS, SystemShell } from '../../oa/components/SystemShell';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { Paged } from '../../oa/hooks/useWorkflowCalls';
import { NavyStatsPanel } from '../components/NavyStatsPanel';
import { TaskFormModal } from '../components/TaskFormModal';
import type { TaskLink } from '../components/TaskFormModal';
import { TypeLabelModal } from '../components/TypeLabelModal';
import { TASK_STATE_ACTIONS, TASK_STATE_COLORS } from '../navy-types';
import type { NavyStats, NavyTaskItem } from '../navy-types';

const STATE_OPTIONS = Object.entries(NAVY_TASK_STATE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const NEXT: Record<string, NavyTaskState | undefined> = {
  draft: 'published',
  published: 'closed',
  closed: 'finished',
};

/** /navtSystem — 网评任务: overview, the task list with its state actions, statistics and ranking. */
export function NavtSystemPage() {
  const [params, setParams] = useSearchParams();
  const linkType = params.get('linkType');
  const linkId = Number(params.get('linkId'));
  const link: TaskLink | undefined =
    (linkType === 'article' || linkType === 'warning' || linkType === 'event') && linkId > 0
      ? { linkType, linkId }
      : undefined;
  const [creating, setCreating] = useState(false);
  const [typesOpen, setTypesOpen] = useState(false);
  const [taskState, setTaskState] = useState<NavyTaskState>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const stats = useWorkflowQuery<NavyStats>(navyCalls.findNavyStatistics, {});
  const tasks = useWorkflowQuery<Paged<NavyTaskItem>>(navyCalls.findPageNavyTask, {
    taskState,
    keyword: keyword || undefined,
    pageNum,
    pageSize: 10,
  });
  const move = useWorkflowAction(navyCalls.saveNavyTaskState, '任务状态已更新');
  const remove = useWorkflowAction(navyCalls.deleteNavyTask, '任务已删除');
  const o = stats.data?.overview;

  function closeForm(): void {
    setCreating(false);
    if (link) {
      setParams({}, { replace: true });
    }
  }

  const taskTable = (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="搜索任务名称"
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
          style={{ width: 240 }}
        />
        <Select
          placeholder="任务状态"
          allowClear
          style={{ width: 130 }}
          options={STATE_OPTIONS}
          value={taskState}
          onChange={(v?: NavyTaskState) => {
            setTaskState(v);
            setPageNum(1);
          }}
        />
      </Space>
      <Table
        rowKey="taskId"
        size="middle"
        loading={tasks.isLoading}
        dataSource={tasks.data?.list ?? []}
        locale={{ emptyText: '暂无网评任务' }}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: tasks.data?.total ?? 0,
          onChange: setPageNum,
          showTotal: (n) => `共 ${n} 条`,
        }}
        columns={[
          {
            title: '任务名称',
            key: 'taskName',
            ellipsis: true,
            render: (_v, t) => (
              <Space size={4}>
                <Link to={`/navtSystem/detail/${t.taskId}`}>{t.taskName}</Link>
                {t.labels.map((l) => (
                  <Tag key={l.labelId} color={l.color}>
                    {l.labelName}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: '类型', dataIndex: 'taskTypeName', width: 100 },
          {
            title: '状态',
            key: 'state',
            width: 100,
            render: (_v, t) => <Tag color={TASK_STATE_COLORS[t.taskState]}>{t.taskStateName}</Tag>,
          },
          { title: '提交截止', dataIndex: 'deadline', width: 170 },
          {
            title: '提交 / 通过 / 待审',
            key: 'counts',
            width: 150,
            render: (_v, t) => `${t.submittedCount} / ${t.passedCount} / ${t.pendingCount}`,
          },
          {
            title: '操作',
            key: 'ops',
            width: 150,
            render: (_v, t) => {
              const next = NEXT[t.taskState];
              return (
                <Space size={0}>
                  {next && (
                    <Popconfirm
                      title={`确认${TASK_STATE_ACTIONS[next]}任务？`}
                      onConfirm={() => move.mutate({ taskId: t.taskId, taskState: next })}
                    >
                      <Button type="link" size="small">
                        {TASK_STATE_ACTIONS[next]}
                      </Button>
                    </Popconfirm>
                  )}
                  {t.taskState === 'draft' && (
                    <Popconfirm
                      title="删除这个草稿任务？"
                      onConfirm={() => remove.mutate({ taskId: t.taskId })}
                    >
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
    </>
  );

  return (
    <SystemShell
      system="navy"
      title="网评任务系统"
      links={NAVY_LINKS}
      extra={
        <Space>
          <Button icon={<TagsOutlined />} onClick={() => setTypesOpen(true)}>
            类型与标签
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建任务
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        {[
          { title: '任务总数', value: o?.taskCount },
          { title: '进行中', value: o?.publishedCount },
          { title: '提交总数', value: o?.submissionCount },
          { title: '待审核', value: o?.pendingCount },
          { title: '队伍成员', value: o?.memberCount },
          { title: '通过率', value: o?.passRate, suffix: '%' },
        ].map((s) => (
          <Col key={s.title} xs={12} md={8} xl={4}>
            <Card size="small" loading={stats.isLoading}>
              <Statistic title={s.title} value={s.value ?? 0} suffix={s.suffix} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Tabs
          items={[
            { key: 'tasks', label: '任务列表', children: taskTable },
            {
              key: 'stats',
              label: '统计排名',
              children: <NavyStatsPanel stats={stats.data} loading={stats.isLoading} />,
            },
          ]}
        />
      </Card>
      <TaskFormModal open={creating || link !== undefined} link={link} onClose={closeForm} />
      <TypeLabelModal open={typesOpen} onClose={() => setTypesOpen(false)} />
    </SystemShell>
  );
}

export default NavtSystemPage;
