import { Button, Popconfirm, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { FilterBoxEntry } from './hooks/useFilterBoxes';

export interface FilterColumnOptions {
  contentTitle: string;
  onToggle: (entry: FilterBoxEntry, enabled: boolean) => void;
  onDelete: (entry: FilterBoxEntry) => void;
}

/** Columns of the 信息过滤 table. */
export function filterBoxColumns(o: FilterColumnOptions): TableColumnsType<FilterBoxEntry> {
  return [
    { title: o.contentTitle, dataIndex: 'content', key: 'content', ellipsis: true },
    {
      title: '适用范围',
      key: 'scope',
      width: 200,
      ellipsis: true,
      render: (_value, entry) =>
        entry.specialId === 0 ? <Tag color="blue">全部</Tag> : <Tag>{entry.specialName}</Tag>,
    },
    {
      title: '启用',
      key: 'enableState',
      width: 90,
      render: (_value, entry) => (
        <Switch
          size="small"
          aria-label={`启用 ${entry.content}`}
          checked={entry.enableState}
          onChange={(checked) => o.onToggle(entry, checked)}
        />
      ),
    },
    { title: '添加时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_value, entry) => (
        <Popconfirm
          title={`删除过滤项「${entry.content}」？`}
          okText="删除"
          okButtonProps={{ danger: true }}
          onConfirm={() => o.onDelete(entry)}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];
}
