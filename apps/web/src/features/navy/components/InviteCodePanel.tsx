import { navyRanksCalls } from '@guanlan/shared';
import {
  Badge,
  Button,
  Form,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { Paged } from '../../oa/hooks/useWorkflowCalls';
import type { GroupNode, InviteCode } from '../navy-types';
import { groupOptions } from '../navy-types';

const STATE_BADGE: Record<string, 'success' | 'default' | 'warning'> = {
  有效: 'success',
  已过期: 'default',
  已用完: 'warning',
};

/** 邀请码: generate (troop, maximum uses, days valid), list with uses and state, expire at once. */
export function InviteCodePanel({ groups }: { groups: GroupNode[] }) {
  const [form] = Form.useForm<{ userGroupId: number; maxUses: number; validDays: number }>();
  const [pageNum, setPageNum] = useState(1);
  const codes = useWorkflowQuery<Paged<InviteCode>>(navyRanksCalls.findNavyInvitationCode, {
    pageNum,
    pageSize: 10,
  });
  const create = useWorkflowAction(navyRanksCalls.saveNavyInvitationCode, '邀请码已生成');
  const expire = useWorkflowAction(navyRanksCalls.expireNavyInvitationCode, '邀请码已失效');
  return (
    <>
      <Form
        form={form}
        layout="inline"
        initialValues={{ maxUses: 10, validDays: 7 }}
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item
          name="userGroupId"
          label="加入队伍"
          rules={[{ required: true, message: '请选择队伍' }]}
        >
          <Select style={{ width: 160 }} options={groupOptions(groups)} />
        </Form.Item>
        <Form.Item name="maxUses" label="可用次数">
          <InputNumber min={1} max={10000} />
        </Form.Item>
        <Form.Item name="validDays" label="有效天数">
          <InputNumber min={1} max={365} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          生成邀请码
        </Button>
      </Form>
      <Table
        rowKey="invitationCodeId"
        size="middle"
        loading={codes.isLoading}
        dataSource={codes.data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: codes.data?.total ?? 0,
          onChange: setPageNum,
        }}
        columns={[
          {
            title: '邀请码',
            key: 'code',
            render: (_v, c) => (
              <Typography.Text copyable code>
                {c.code}
              </Typography.Text>
            ),
          },
          { title: '队伍', dataIndex: 'userGroupName' },
          { title: '已用 / 可用', key: 'uses', render: (_v, c) => `${c.usedCount} / ${c.maxUses}` },
          { title: '有效期至', dataIndex: 'expireTime' },
          {
            title: '状态',
            key: 'state',
            render: (_v, c) => (
              <Badge status={STATE_BADGE[c.codeState] ?? 'default'} text={c.codeState} />
            ),
          },
          {
            title: '操作',
            key: 'ops',
            render: (_v, c) =>
              c.codeState === '有效' ? (
                <Space>
                  <Popconfirm
                    title="让这个邀请码立即失效？"
                    onConfirm={() => expire.mutate({ invitationCodeId: c.invitationCodeId })}
                  >
                    <Button type="link" size="small" danger>
                      立即失效
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
    </>
  );
}
