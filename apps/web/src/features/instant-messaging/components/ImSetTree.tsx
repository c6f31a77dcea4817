import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Select, Space, Tree, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { instantMessagingCalls as im } from '@guanlan/shared';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { callKey } from '../../../api/query-keys';
import type { ImGroup } from '../im';

interface Props {
  setId: number | undefined;
  onSelect: (setId: number) => void;
}

/** 分组与方案: the tree of IM groups and sets, with 新建分组 and 新建方案 (name checked). */
export function ImSetTree({ setId, onSelect }: Props) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const tree = useCallQuery(im.findInstantMessaging, {});
  const groups = (tree.data ?? []) as ImGroup[];
  const refresh = () => client.invalidateQueries({ queryKey: callKey(im.findInstantMessaging) });
  const saveGroup = useCallMutation(im.saveInstantMessagingGroup, { onSuccess: refresh });
  const saveSet = useCallMutation(im.saveInstantMessagingSet, { onSuccess: refresh });
  const verify = useCallMutation(im.verificationInstantMessagingSetName, { silent: true });
  const [adding, setAdding] = useState<'group' | 'set' | null>(null);
  const [form] = Form.useForm<{ name: string; groupId?: number; keywords?: string[] }>();

  async function submit(): Promise<void> {
    const v = await form.validateFields();
    if (adding === 'group') {
      await saveGroup.mutateAsync({ groupName: v.name });
      void message.success('分组已创建');
    } else {
      const free = await verify.mutateAsync({ setName: v.name });
      if (!free.available) {
        form.setFields([{ name: 'name', errors: ['方案名称已存在，请换一个名称'] }]);
        return;
      }
      const saved = await saveSet.mutateAsync({
        groupId: v.groupId!,
        setName: v.name,
        keywords: v.keywords ?? [],
      });
      void message.success('方案已创建');
      onSelect(saved.setId);
    }
    setAdding(null);
    form.resetFields();
  }

  return (
    <Card
      title="分组与方案"
      size="small"
      extra={
        <Space size={4}>
          <Button size="small" onClick={() => setAdding('group')}>
            新建分组
          </Button>
          <Button
            size="small"
            type="primary"
            disabled={groups.length === 0}
            onClick={() => {
              form.setFieldsValue({ groupId: groups[0]?.groupId });
              setAdding('set');
            }}
          >
            新建方案
          </Button>
        </Space>
      }
    >
      {groups.length === 0 && !tree.isLoading ? (
        <Typography.Text type="secondary">暂无分组，请先新建分组</Typography.Text>
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={groups.map((g) => g.groupId).join(',')}
          selectedKeys={setId === undefined ? [] : [`s${setId}`]}
          treeData={groups.map((g) => ({
            key: `g${g.groupId}`,
            title: g.groupName,
            selectable: false,
            children: g.sets.map((s) => ({ key: `s${s.setId}`, title: s.setName })),
          }))}
          onSelect={(keys) => {
            const key = String(keys[0] ?? '');
            if (key.startsWith('s')) {
              onSelect(Number(key.slice(1)));
            }
          }}
        />
      )}
      <Modal
        title={adding === 'group' ? '新建分组' : '新建即时通讯监测方案'}
        open={adding !== null}
        onOk={() => void submit()}
        onCancel={() => setAdding(null)}
        confirmLoading={saveGroup.isPending || saveSet.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {adding === 'set' ? (
            <Form.Item
              name="groupId"
              label="所属分组"
              rules={[{ required: true, message: '请选择分组' }]}
            >
              <Select options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="name"
            label={adding === 'group' ? '分组名称' : '方案名称'}
            rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
          >
            <Input maxLength={adding === 'group' ? 30 : 50} showCount />
          </Form.Item>
          {adding === 'set' ? (
            <Form.Item name="keywords" label="关注词" extra="会话记录中含这些词的消息会被标出">
              <Select mode="tags" tokenSeparators={[',', '，', ' ']} placeholder="例如：停水" />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </Card>
  );
}
