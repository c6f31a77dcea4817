import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { navyRanksCalls } from '@guanlan/shared';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Tabs,
  Tree,
} from 'antd';
import type { TreeDataNode } from 'antd';
import { useState } from 'react';
import { NAVY_LINKS, SystemShell } from '../../oa/components/SystemShell';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import { InviteCodePanel } from '../components/InviteCodePanel';
import { MemberPanel } from '../components/MemberPanel';
import type { GroupNode } from '../navy-types';
import { groupOptions } from '../navy-types';

function toTree(nodes: readonly GroupNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.userGroupId,
    title: `${n.userGroupName}（${n.memberCount}${n.pendingCount ? `，待审${n.pendingCount}` : ''}）`,
    children: toTree(n.children),
  }));
}

function findNode(nodes: readonly GroupNode[], id: number | undefined): GroupNode | undefined {
  for (const n of nodes) {
    if (n.userGroupId === id) {
      return n;
    }
    const hit = findNode(n.children, id);
    if (hit) {
      return hit;
    }
  }
  return undefined;
}

/** /troops — 网评队伍: troops as a tree, their members, invitation codes, joining with a code. */
export function TroopsPage() {
  const groups = useWorkflowQuery<GroupNode[]>(navyRanksCalls.findNavyUserGroup, {});
  const [groupId, setGroupId] = useState<number>();
  const [editing, setEditing] = useState<{ userGroupId?: number; parentId?: number } | undefined>();
  const [form] = Form.useForm<{ userGroupName: string; parentId?: number }>();
  const [joinForm] = Form.useForm<{ code: string; realName: string }>();
  const save = useWorkflowAction(navyRanksCalls.saveNavyUserGroup, '分组已保存', () =>
    setEditing(undefined),
  );
  const remove = useWorkflowAction(navyRanksCalls.deleteNavyUserGroup, '分组已删除', () =>
    setGroupId(undefined),
  );
  const join = useWorkflowAction(
    navyRanksCalls.joinNavyUserGroup,
    '已提交加入申请，等待管理员审核',
    () => joinForm.resetFields(),
  );
  const tree = groups.data ?? [];
  const current = findNode(tree, groupId);

  function openEditor(target: { userGroupId?: number; parentId?: number }): void {
    const node = findNode(tree, target.userGroupId);
    form.setFieldsValue({
      userGroupName: node?.userGroupName ?? '',
      parentId: node?.parentId ?? target.parentId,
    });
    setEditing(target);
  }

  return (
    <SystemShell system="navy" title="网评任务系统" links={NAVY_LINKS}>
      <Row gutter={16}>
        <Col xs={24} lg={7}>
          <Card
            title="队伍分组"
            extra={
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => openEditor({ parentId: groupId })}
              >
                新建
              </Button>
            }
          >
            <Button
              type={groupId === undefined ? 'primary' : 'text'}
              size="small"
              onClick={() => setGroupId(undefined)}
              style={{ marginBottom: 8 }}
            >
              全部成员
            </Button>
            <Tree
              blockNode
              defaultExpandAll
              key={tree.length}
              treeData={toTree(tree)}
              selectedKeys={groupId === undefined ? [] : [groupId]}
              onSelect={(keys) => setGroupId(keys[0] === undefined ? undefined : Number(keys[0]))}
            />
            {current && (
              <Space style={{ marginTop: 12 }}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => openEditor({ userGroupId: current.userGroupId })}
                >
                  重命名
                </Button>
                <Popconfirm
                  title={`删除分组「${current.userGroupName}」？`}
                  onConfirm={() => remove.mutate({ userGroupId: current.userGroupId })}
                >
                  <Button size="small" danger icon={<DeleteOutlined />}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          <Card>
            <Tabs
              items={[
                {
                  key: 'members',
                  label: current ? `成员 · ${current.userGroupName}` : '成员',
                  children: <MemberPanel groupId={groupId} groups={tree} />,
                },
                { key: 'codes', label: '邀请码', children: <InviteCodePanel groups={tree} /> },
                {
                  key: 'join',
                  label: '凭邀请码加入',
                  children: (
                    <Form
                      form={joinForm}
                      layout="vertical"
                      style={{ maxWidth: 360 }}
                      onFinish={(v) => join.mutate(v)}
                    >
                      <Form.Item
                        name="code"
                        label="邀请码"
                        rules={[
                          {
                            required: true,
                            pattern: /^[A-Za-z0-9]{8}$/,
                            message: '邀请码为8位字母或数字',
                          },
                        ]}
                      >
                        <Input maxLength={8} style={{ textTransform: 'uppercase' }} />
                      </Form.Item>
                      <Form.Item
                        name="realName"
                        label="姓名"
                        rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
                      >
                        <Input maxLength={20} />
                      </Form.Item>
                      <Button type="primary" htmlType="submit" loading={join.isPending}>
                        加入队伍
                      </Button>
                    </Form>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Modal
        title={editing?.userGroupId ? '重命名分组' : '新建分组'}
        open={editing !== undefined}
        onCancel={() => setEditing(undefined)}
        confirmLoading={save.isPending}
        onOk={() =>
          void form.validateFields().then((v) =>
            save.mutate({
              ...v,
              ...(editing?.userGroupId ? { userGroupId: editing.userGroupId } : {}),
            }),
          )
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="userGroupName"
            label="分组名称"
            rules={[{ required: true, whitespace: true, message: '请输入分组名称' }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="parentId" label="上级分组">
            <Select
              allowClear
              placeholder="无（顶级分组）"
              options={groupOptions(tree).filter((o) => o.value !== editing?.userGroupId)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </SystemShell>
  );
}

export default TroopsPage;
