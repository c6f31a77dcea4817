import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Input, Select, Space } from 'antd';
import { useState } from 'react';
import type { MonitorGroup } from '../monitor-kind';

export interface GroupSelectProps {
  groups: readonly MonitorGroup[] | undefined;
  /** 栏目 / 分组. */
  noun: string;
  loading: boolean;
  value: number | undefined;
  onChange: (groupId: number) => void;
  /** Creates a group and resolves its groupId. */
  onCreate: (columnName: string) => Promise<number>;
  creating: boolean;
}

/** 所属栏目/分组, with 新建栏目/分组 inside the drop-down. */
export function GroupSelect({
  groups,
  noun,
  loading,
  value,
  onChange,
  onCreate,
  creating,
}: GroupSelectProps) {
  const [draft, setDraft] = useState('');

  async function handleCreate(): Promise<void> {
    const name = draft.trim();
    if (!name) {
      return;
    }
    const groupId = await onCreate(name);
    setDraft('');
    onChange(groupId);
  }

  return (
    <Select
      aria-label={`所属${noun}`}
      placeholder={`请选择${noun}`}
      loading={loading}
      value={value}
      onChange={onChange}
      options={(groups ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '8px 0' }} />
          <Space.Compact style={{ width: '100%', padding: '0 8px 4px' }}>
            <Input
              placeholder={`新${noun}名称`}
              maxLength={30}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => e.stopPropagation()}
              onPressEnter={() => void handleCreate().catch(() => undefined)}
            />
            <Button
              icon={<PlusOutlined />}
              loading={creating}
              disabled={!draft.trim()}
              onClick={() => void handleCreate().catch(() => undefined)}
            >
              新建{noun}
            </Button>
          </Space.Compact>
        </>
      )}
    />
  );
}
