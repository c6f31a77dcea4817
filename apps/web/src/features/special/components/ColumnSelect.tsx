import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Input, Select, Space } from 'antd';
import { useState } from 'react';
import type { ColumnNode } from '../hooks/useSpecials';

export interface ColumnSelectProps {
  columns: readonly ColumnNode[] | undefined;
  loading: boolean;
  value: number | undefined;
  onChange: (groupId: number) => void;
  /** Creates a column and resolves its groupId. */
  onCreate: (columnName: string) => Promise<number>;
  creating: boolean;
}

/** 所属栏目, with 新建栏目 inside the drop-down. */
export function ColumnSelect({
  columns,
  loading,
  value,
  onChange,
  onCreate,
  creating,
}: ColumnSelectProps) {
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
      aria-label="所属栏目"
      placeholder="请选择栏目"
      loading={loading}
      value={value}
      onChange={onChange}
      options={(columns ?? []).map((c) => ({ value: c.groupId, label: c.columnName }))}
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '8px 0' }} />
          <Space.Compact style={{ width: '100%', padding: '0 8px 4px' }}>
            <Input
              placeholder="新栏目名称"
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
              新建栏目
            </Button>
          </Space.Compact>
        </>
      )}
    />
  );
}
