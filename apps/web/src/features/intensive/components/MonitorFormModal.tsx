import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { intensiveMonitorCalls as c } from '@guanlan/shared';
import { useIntensiveMutation } from '../hooks/useIntensive';
import { MONITOR_CARRIERS } from '../intensive';
import type { IntensiveGroup, MonitorItem } from '../intensive';

export interface MonitorFormModalProps {
  groups: readonly IntensiveGroup[];
  /** The object being edited, a new object in a group, or nothing (closed). */
  editing: MonitorItem | { groupId: number | undefined } | undefined;
  onClose: () => void;
}

/** 新建/编辑监测对象: name, group, carrier, and the site, home page or account it watches. */
export function MonitorFormModal({ groups, editing, onClose }: MonitorFormModalProps) {
  const open = editing !== undefined;
  return (
    <Modal
      title={editing && 'monitorId' in editing ? '编辑监测对象' : '新建监测对象'}
      open={open}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {editing ? <MonitorForm groups={groups} editing={editing} onClose={onClose} /> : null}
    </Modal>
  );
}

function MonitorForm({
  groups,
  editing,
  onClose,
}: Required<Pick<MonitorFormModalProps, 'groups' | 'onClose'>> & {
  editing: NonNullable<MonitorFormModalProps['editing']>;
}) {
  const item = 'monitorId' in editing ? editing : undefined;
  const save = useIntensiveMutation(c.saveIntensiveMonitor, '监测对象已保存');
  const [problem, setProblem] = useState<string>();
  const [form] = Form.useForm<{
    monitorName: string;
    groupId: number;
    carrier: string;
    siteName?: string;
    homeUrl?: string;
    accountName?: string;
  }>();

  function submit(values: Record<string, string | number | undefined>): void {
    const target = ['siteName', 'homeUrl', 'accountName'].some((k) =>
      String(values[k] ?? '').trim(),
    );
    if (!target) {
      setProblem('请至少填写站点名称、主页地址或账号名称之一');
      return;
    }
    const clean = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== undefined && String(v).trim() !== ''),
    );
    save.mutate(
      { ...clean, ...(item ? { monitorId: item.monitorId } : {}) },
      { onSuccess: onClose },
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        monitorName: item?.monitorName,
        groupId: editing.groupId ?? groups[0]?.groupId,
        carrier: item?.carrier ?? 'microBlog',
        siteName: item?.siteName || undefined,
        homeUrl: item?.homeUrl || undefined,
        accountName: item?.accountName || undefined,
      }}
      onFinish={submit}
      onValuesChange={() => setProblem(undefined)}
    >
      <Form.Item
        name="monitorName"
        label="对象名称"
        rules={[{ required: true, message: '请输入对象名称' }]}
      >
        <Input maxLength={50} placeholder="例如：市卫健委官方微博" />
      </Form.Item>
      <Form.Item
        name="groupId"
        label="所属分组"
        rules={[{ required: true, message: '请选择分组' }]}
      >
        <Select options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
      </Form.Item>
      <Form.Item name="carrier" label="载体" rules={[{ required: true }]}>
        <Select options={MONITOR_CARRIERS} />
      </Form.Item>
      <Form.Item name="accountName" label="账号名称" extra="监测该账号（作者）发布的信息">
        <Input maxLength={100} placeholder="例如：健康某市" />
      </Form.Item>
      <Form.Item name="siteName" label="站点名称" extra="监测该站点（来源）发布的信息">
        <Input maxLength={100} placeholder="例如：某市日报" />
      </Form.Item>
      <Form.Item
        name="homeUrl"
        label="主页地址"
        rules={[{ type: 'url', message: '请输入以 http:// 或 https:// 开头的网址' }]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      {problem ? <div style={{ color: '#d4380d', marginBottom: 12 }}>{problem}</div> : null}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Space>
    </Form>
  );
}
