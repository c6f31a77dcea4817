import { useState } from 'react';
import { Button, Drawer, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { instantMessagingCalls as im } from '@guanlan/shared';
import { download } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import type { MeetItem, Paged, PersonItem, RecordItem } from '../im';

interface Props {
  meet: MeetItem | null;
  onClose: () => void;
}

/**
 * One meet record: its messages (recalled ones kept and flagged, 关注词 hits marked) with the
 * two exports of SPEC — all records, or the chosen ones (their ids in the query string) — and
 * its persons with every nickname they used.
 */
export function MeetRecords({ meet, onClose }: Props) {
  const meetId = meet?.meetId ?? 0;
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const records = useCallQuery(
    im.findInstantMessagingMeetRecord,
    { meetId, pageNum: page, pageSize: 50, ...(keyword ? { keyword } : {}) },
    { enabled: meet !== null },
  );
  const persons = useCallQuery(
    im.findInstantMessagingMeetPerson,
    { meetId, pageNum: 1, pageSize: 100 },
    { enabled: meet !== null },
  );
  const recs = records.data as Paged<RecordItem> | undefined;
  const people = persons.data as Paged<PersonItem> | undefined;

  return (
    <Drawer
      title={meet ? `${meet.groupName} ${meet.startTime} 至 ${meet.endTime.slice(11)}` : ''}
      open={meet !== null}
      onClose={onClose}
      width={860}
      destroyOnHidden
      extra={
        <Space>
          <Button
            onClick={() =>
              void download(im.exportInstantMessagingMeetRecord, {
                meetId,
                ...(keyword ? { keyword } : {}),
              })
            }
          >
            导出全部
          </Button>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            onClick={() =>
              void download(im.instantMessagingMeetRecordExport, { meetId, recordIds: chosen })
            }
          >
            导出所选（{chosen.length}）
          </Button>
        </Space>
      }
    >
      <Tabs
        items={[
          {
            key: 'records',
            label: `会话记录（${recs?.total ?? 0}）`,
            children: (
              <>
                <Input.Search
                  allowClear
                  placeholder="在本会话中搜索"
                  style={{ width: 280, marginBottom: 12 }}
                  onSearch={(v) => {
                    setKeyword(v.trim());
                    setPage(1);
                  }}
                />
                <Table<RecordItem>
                  rowKey="recordId"
                  size="small"
                  loading={records.isLoading}
                  dataSource={recs?.list ?? []}
                  rowSelection={{
                    selectedRowKeys: chosen,
                    onChange: (keys) => setChosen(keys.map(Number)),
                  }}
                  pagination={{
                    current: page,
                    pageSize: 50,
                    total: recs?.total ?? 0,
                    onChange: setPage,
                    showSizeChanger: false,
                  }}
                  columns={[
                    { title: '时间', dataIndex: 'time', width: 170 },
                    { title: '发言人', dataIndex: 'speaker', width: 130 },
                    {
                      title: '内容',
                      dataIndex: 'content',
                      render: (text: string, r) => (
                        <Space size={4} wrap>
                          <Typography.Text delete={r.recalled} mark={r.hit}>
                            {text}
                          </Typography.Text>
                          {r.recalled ? <Tag color="orange">已撤回</Tag> : null}
                          {r.hit ? <Tag color="red">关注词</Tag> : null}
                        </Space>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'persons',
            label: `参与人（${people?.total ?? 0}）`,
            children: (
              <Table<PersonItem>
                rowKey="personId"
                size="small"
                loading={persons.isLoading}
                dataSource={people?.list ?? []}
                pagination={false}
                columns={[
                  { title: '当前昵称', dataIndex: 'nickName' },
                  { title: '账号', dataIndex: 'senderId' },
                  { title: '本会话发言', dataIndex: 'messageCount', width: 100 },
                  {
                    title: '曾用昵称',
                    dataIndex: 'nickNameHistory',
                    render: (h: PersonItem['nickNameHistory']) =>
                      h.length > 1
                        ? h.map((n) => (
                            <Tag key={n.nickName} title={`自 ${n.since}`}>
                              {n.nickName}
                            </Tag>
                          ))
                        : '—',
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
