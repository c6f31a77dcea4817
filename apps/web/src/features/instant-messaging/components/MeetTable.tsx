import { useState } from 'react';
import { Alert, Card, DatePicker, Input, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { instantMessagingCalls as im } from '@guanlan/shared';
import { useCallQuery } from '../../../api/useCall';
import type { MeetItem, Paged } from '../im';
import { MeetRecords } from './MeetRecords';

const MEET_RULE =
  '会话划分规则：同一群组的消息按时间排序，相邻两条消息间隔超过30分钟即开始新的会话。';

/** The meet records of a set's chats (newest first), searchable by word and time. */
export function MeetTable({ setId }: { setId: number }) {
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<MeetItem | null>(null);
  const meets = useCallQuery(im.findInstantMessagingMeetList, {
    setId,
    pageNum: page,
    pageSize: 20,
    ...(keyword ? { keyword } : {}),
    ...(range?.[0] ? { startTime: range[0].startOf('day').valueOf() } : {}),
    ...(range?.[1] ? { endTime: range[1].endOf('day').valueOf() } : {}),
  });
  const data = meets.data as Paged<MeetItem> | undefined;
  return (
    <Card title="会话" size="small">
      <Alert type="info" showIcon message={data?.rule ?? MEET_RULE} style={{ marginBottom: 12 }} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder="含此词的会话"
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
        <DatePicker.RangePicker
          onChange={(v) => {
            setRange(v);
            setPage(1);
          }}
        />
      </Space>
      <Table<MeetItem>
        rowKey="meetId"
        size="small"
        loading={meets.isLoading}
        dataSource={data?.list ?? []}
        onRow={(m) => ({ onClick: () => setOpen(m), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: 20,
          total: data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: '群', dataIndex: 'groupName', width: 170 },
          { title: '开始时间', dataIndex: 'startTime', width: 170 },
          {
            title: '时长',
            dataIndex: 'durationMinutes',
            width: 80,
            render: (m: number) => `${m}分钟`,
          },
          { title: '消息', dataIndex: 'messageCount', width: 70 },
          { title: '人数', dataIndex: 'personCount', width: 70 },
          { title: '首条消息', dataIndex: 'firstMessage', ellipsis: true },
        ]}
      />
      <MeetRecords meet={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
