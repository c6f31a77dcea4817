import { PlusOutlined } from '@ant-design/icons';
import { intensiveMonitorCalls as c } from '@guanlan/shared';
import { Button, Card, Input, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { carrierLabel } from '../../../components/articles/article-format';
import { EmptyState } from '../../../components/EmptyState';
import { GroupPanel } from '../components/GroupPanel';
import { MonitorFormModal } from '../components/MonitorFormModal';
import { useIntensiveGroups, useIntensiveMutation, useMonitors } from '../hooks/useIntensive';
import { customKeywordPath, keywordListPath, targetText } from '../intensive';
import type { MonitorItem } from '../intensive';
import styles from '../Intensive.module.css';

/** /monitorlist — 监测列表: the monitored accounts, sites and media by group, with their keywords. */
export default function MonitorListPage() {
  const [groupId, setGroupId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<MonitorItem | { groupId: number | undefined }>();
  const groups = useIntensiveGroups();
  const monitors = useMonitors(groupId, keyword);
  const toggle = useIntensiveMutation(c.saveIntensiveMonitorEnableState, '启用状态已更新');
  const remove = useIntensiveMutation(c.deleteIntensiveMonitor, '监测对象已删除');
  const groupName = (id: number) => groups.data?.find((g) => g.groupId === id)?.groupName ?? '—';

  const columns: TableColumnsType<MonitorItem> = [
    {
      title: '监测对象',
      key: 'monitorName',
      render: (_v, m) => (
        <div>
          <Link to={keywordListPath(m.monitorId)}>{m.monitorName}</Link>
          <div className={styles.muted}>{targetText(m)}</div>
        </div>
      ),
    },
    { title: '载体', key: 'carrier', width: 80, render: (_v, m) => carrierLabel(m.carrier) },
    { title: '分组', key: 'group', width: 120, render: (_v, m) => groupName(m.groupId) },
    {
      title: '自定义关键词',
      key: 'keywordCount',
      width: 120,
      render: (_v, m) => (
        <Link to={customKeywordPath(m.monitorId)}>
          <Tag color={m.keywordCount > 0 ? 'blue' : 'default'}>{m.keywordCount} 组</Tag>
        </Link>
      ),
    },
    {
      title: '启用',
      key: 'enableState',
      width: 72,
      render: (_v, m) => (
        <Switch
          size="small"
          aria-label={`启用 ${m.monitorName}`}
          checked={m.enableState}
          onChange={(enableState) => toggle.mutate({ monitorId: m.monitorId, enableState })}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_v, m) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(m)}>
            编辑
          </Button>
          <Link to={customKeywordPath(m.monitorId)}>
            <Button type="link" size="small">
              关键词
            </Button>
          </Link>
          <Link to={keywordListPath(m.monitorId)}>
            <Button type="link" size="small">
              信息
            </Button>
          </Link>
          <Popconfirm
            title={`删除监测对象「${m.monitorName}」？`}
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate({ monitorId: m.monitorId })}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.layout}>
      <div className={styles.side}>
        <GroupPanel value={groupId} onChange={setGroupId} editable />
      </div>
      <Card
        className={styles.main}
        title="监测列表"
        extra={
          <Space>
            <Input.Search
              allowClear
              aria-label="搜索监测对象"
              placeholder="搜索对象、账号或站点"
              style={{ width: 220 }}
              onSearch={(v) => setKeyword(v.trim())}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!groups.data?.length}
              onClick={() => setEditing({ groupId })}
            >
              新建监测对象
            </Button>
          </Space>
        }
      >
        <Table
          rowKey="monitorId"
          size="middle"
          columns={columns}
          dataSource={monitors.data?.list ?? []}
          loading={monitors.isFetching}
          pagination={{ pageSize: 20, showTotal: (t) => `共 ${t} 个监测对象` }}
          locale={{
            emptyText: (
              <EmptyState
                size="small"
                description={groups.data?.length ? '暂无监测对象' : '请先新建分组'}
              />
            ),
          }}
        />
      </Card>
      <MonitorFormModal
        groups={groups.data ?? []}
        editing={editing}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
