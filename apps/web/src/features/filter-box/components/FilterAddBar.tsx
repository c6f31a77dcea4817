import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { MAX_CONTENT } from '../filter-box';
import type { FilterTab } from '../filter-box';

export interface FilterAddBarProps {
  tab: FilterTab;
  scopes: { value: number; label: string }[];
  isSaving: boolean;
  onAdd: (content: string, scope: number) => void;
  onBatch: () => void;
}

/** 添加 one entry of the current type, for 全部 or one special; 批量添加 opens the modal. */
export function FilterAddBar({ tab, scopes, isSaving, onAdd, onBatch }: FilterAddBarProps) {
  const [content, setContent] = useState('');
  const [scope, setScope] = useState(0);

  function handleAdd(): void {
    const value = content.trim();
    if (value) {
      onAdd(value, scope);
      setContent('');
    }
  }

  return (
    <Space wrap>
      <Input
        aria-label={`${tab.label}过滤内容`}
        placeholder={tab.placeholder}
        maxLength={MAX_CONTENT}
        style={{ width: 260 }}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        onPressEnter={handleAdd}
      />
      <Select
        aria-label="适用范围"
        style={{ width: 220 }}
        options={scopes}
        value={scope}
        onChange={setScope}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={!content.trim()}
        loading={isSaving}
        onClick={handleAdd}
      >
        添加
      </Button>
      <Button icon={<UnorderedListOutlined />} onClick={onBatch}>
        批量添加
      </Button>
    </Space>
  );
}
