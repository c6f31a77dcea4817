import { navyCalls, navyRanksCalls } from '@guanlan/shared';
import { Button, ColorPicker, Divider, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { NavyLabel } from '../navy-types';

/** 任务类型与自定义标签: add and delete. */
export function TypeLabelModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typeName, setTypeName] = useState('');
  const [labelName, setLabelName] = useState('');
  const [color, setColor] = useState('#1677ff');
  const types = useWorkflowQuery<{ taskTypeId: number; taskTypeName: string }[]>(
    navyCalls.findNavyTaskType,
    {},
    open,
  );
  const labels = useWorkflowQuery<NavyLabel[]>(navyRanksCalls.findCustomLabel, {}, open);
  const saveType = useWorkflowAction(navyCalls.saveNavyTaskType, '已添加任务类型', () =>
    setTypeName(''),
  );
  const deleteType = useWorkflowAction(navyCalls.deleteNavyTaskType, '已删除任务类型');
  const saveLabel = useWorkflowAction(navyRanksCalls.saveCustomLabel, '已添加标签', () =>
    setLabelName(''),
  );
  const deleteLabel = useWorkflowAction(navyRanksCalls.deleteCustomLabel, '已删除标签');
  return (
    <Modal title="任务类型与标签" open={open} onCancel={onClose} footer={null} width={560}>
      <Divider titlePlacement="start">任务类型</Divider>
      <Space wrap style={{ marginBottom: 12 }}>
        {(types.data ?? []).map((t) => (
          <Popconfirm
            key={t.taskTypeId}
            title={`删除类型「${t.taskTypeName}」？`}
            onConfirm={() => deleteType.mutate({ taskTypeId: t.taskTypeId })}
          >
            <Tag closable onClose={(e) => e.preventDefault()}>
              {t.taskTypeName}
            </Tag>
          </Popconfirm>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          placeholder="新类型名称"
          maxLength={30}
          value={typeName}
          onChange={(e) => setTypeName(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!typeName.trim()}
          onClick={() => saveType.mutate({ taskTypeName: typeName.trim() })}
        >
          添加
        </Button>
      </Space.Compact>
      <Divider titlePlacement="start">自定义标签</Divider>
      <Space wrap style={{ marginBottom: 12 }}>
        {(labels.data ?? []).map((l) => (
          <Popconfirm
            key={l.labelId}
            title={`删除标签「${l.labelName}」？`}
            onConfirm={() => deleteLabel.mutate({ labelId: l.labelId })}
          >
            <Tag color={l.color} closable onClose={(e) => e.preventDefault()}>
              {l.labelName}
            </Tag>
          </Popconfirm>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <ColorPicker value={color} onChange={(c) => setColor(c.toHexString())} />
        <Input
          placeholder="新标签名称"
          maxLength={20}
          value={labelName}
          onChange={(e) => setLabelName(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!labelName.trim()}
          onClick={() =>
            saveLabel.mutate({ labelName: labelName.trim(), color: color.slice(0, 7) })
          }
        >
          添加
        </Button>
      </Space.Compact>
    </Modal>
  );
}
