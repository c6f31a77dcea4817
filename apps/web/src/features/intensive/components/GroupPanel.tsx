import { DeleteOutlined, EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { intensiveMonitorCalls as c } from '@guanlan/shared';
import { Button, Card, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { cx } from '../../../lib/cx';
import { useIntensiveGroups, useIntensiveMutation } from '../hooks/useIntensive';
import styles from '../Intensive.module.css';

export interface GroupPanelProps {
  /** The chosen group; undefined = 全部分组. */
  value: number | undefined;
  onChange: (groupId: number | undefined) => void;
  /** Shows 新建/重命名/删除 (the 监测列表 page). */
  editable?: boolean;
}

/** 监测分组: 全部 and the groups of monitored objects, optionally with their management. */
export function GroupPanel({ value, onChange, editable = false }: GroupPanelProps) {
  const groups = useIntensiveGroups();
  const save = useIntensiveMutation(c.saveIntensiveMonitorGroup, '分组已保存');
  const remove = useIntensiveMutation(c.deleteIntensiveMonitorGroup, '分组已删除');
  const [naming, setNaming] = useState<{ groupId?: number; name: string }>();

  const row = (groupId: number | undefined, name: string) => (
    <div
      key={groupId ?? 'all'}
      role="button"
      tabIndex={0}
      className={cx(styles.group, value === groupId && styles.groupActive)}
      onClick={() => onChange(groupId)}
      onKeyDown={(e) => e.key === 'Enter' && onChange(groupId)}
    >
      <FolderOutlined />
      <span className={styles.groupName}>{name}</span>
      {editable && groupId !== undefined ? (
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Button
            size="small"
            type="text"
            aria-label={`重命名 ${name}`}
            icon={<EditOutlined />}
            onClick={() => setNaming({ groupId, name })}
          />
          <Popconfirm
            title={`删除分组「${name}」？`}
            description="分组内的监测对象会一并删除。"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={() => {
              remove.mutate({ groupId });
              if (value === groupId) {
                onChange(undefined);
              }
            }}
          >
            <Button
              size="small"
              type="text"
              danger
              aria-label={`删除 ${name}`}
              icon={<DeleteOutlined />}
            />
          </Popconfirm>
        </Space>
      ) : null}
    </div>
  );

  return (
    <Card
      size="small"
      title="监测分组"
      extra={
        editable ? (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setNaming({ name: '' })}>
            新建分组
          </Button>
        ) : null
      }
    >
      {row(undefined, '全部分组')}
      {(groups.data ?? []).map((g) => row(g.groupId, g.groupName))}
      <Modal
        title={naming?.groupId ? '重命名分组' : '新建分组'}
        open={naming !== undefined}
        okText="保存"
        okButtonProps={{ disabled: !naming?.name.trim() }}
        confirmLoading={save.isPending}
        onCancel={() => setNaming(undefined)}
        onOk={() =>
          naming &&
          save.mutate(
            {
              ...(naming.groupId ? { groupId: naming.groupId } : {}),
              groupName: naming.name.trim(),
            },
            { onSuccess: () => setNaming(undefined) },
          )
        }
      >
        <Input
          aria-label="分组名称"
          maxLength={30}
          placeholder="例如：政务账号"
          value={naming?.name ?? ''}
          onChange={(e) => setNaming((n) => (n ? { ...n, name: e.target.value } : n))}
        />
      </Modal>
    </Card>
  );
}
