import { NAVY_MEMBER_STATE_LABELS, navyRanksCalls } from '@guanlan/shared';
import { Badge, Button, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useWorkflowAction, useWorkflowQuery } from '../../oa/hooks/useWorkflowCalls';
import type { Paged } from '../../oa/hooks/useWorkflowCalls';
import type { GroupNode, NavyMember } from '../navy-types';
import { groupOptions } from '../navy-types';

const STATE_BADGE: Record<string, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  passed: 'success',
  rejected: 'error',
};
const STATE_OPTIONS = Object.entries(NAVY_MEMBER_STATE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** 成员: the troop's members with their state; 审核通过 / 拒绝, 调整分组, 移出. */
export function MemberPanel({
  groupId,
  groups,
}: {
  groupId: number | undefined;
  groups: GroupNode[];
}) {
  const [memberState, setMemberState] = useState<'pending' | 'passed' | 'rejected'>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const members = useWorkflowQuery<Paged<NavyMember>>(navyRanksCalls.findPageNavyUser, {
    userGroupId: groupId,
    memberState,
    keyword: keyword || undefined,
    pageNum,
    pageSize: 10,
  });
  const clear = () => setSelected([]);
  const audit = useWorkflowAction(navyRanksCalls.auditNavyUser, '审核完成', clear);
  const move = useWorkflowAction(navyRanksCalls.moveNavyUser, '已调整分组', clear);
  const remove = useWorkflowAction(navyRanksCalls.deleteNavyUser, '已移出队伍', clear);
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="姓名或手机号"
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
          style={{ width: 200 }}
        />
        <Select
          placeholder="成员状态"
          allowClear
          style={{ width: 120 }}
          options={STATE_OPTIONS}
          value={memberState}
          onChange={(v) => {
            setMemberState(v);
            setPageNum(1);
          }}
        />
        <Button
          disabled={!selected.length}
          onClick={() => audit.mutate({ userIds: selected, memberState: 'passed' })}
        >
          审核通过
        </Button>
        <Button
          disabled={!selected.length}
          onClick={() => audit.mutate({ userIds: selected, memberState: 'rejected' })}
        >
          拒绝
        </Button>
        <Select
          placeholder="调整到分组"
          disabled={!selected.length}
          style={{ width: 150 }}
          options={groupOptions(groups)}
          value={null}
          onChange={(v: number) => move.mutate({ userIds: selected, userGroupId: v })}
        />
        <Popconfirm
          title="将所选成员移出队伍？"
          disabled={!selected.length}
          onConfirm={() => remove.mutate({ userIds: selected })}
        >
          <Button danger disabled={!selected.length}>
            移出
          </Button>
        </Popconfirm>
      </Space>
      <Table
        rowKey="userId"
        size="middle"
        loading={members.isLoading}
        dataSource={members.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        locale={{ emptyText: '暂无成员' }}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: members.data?.total ?? 0,
          onChange: setPageNum,
          showTotal: (n) => `共 ${n} 人`,
        }}
        columns={[
          { title: '姓名', dataIndex: 'realName' },
          { title: '手机号', key: 'phone', render: (_v, m) => m.phone || '—' },
          { title: '所属分组', dataIndex: 'userGroupName' },
          {
            title: '状态',
            key: 'state',
            render: (_v, m) => (
              <Badge
                status={STATE_BADGE[m.memberState] ?? 'default'}
                text={NAVY_MEMBER_STATE_LABELS[m.memberState as 'pending'] ?? m.memberState}
              />
            ),
          },
          { title: '加入时间', dataIndex: 'joinTime' },
        ]}
      />
    </>
  );
}
