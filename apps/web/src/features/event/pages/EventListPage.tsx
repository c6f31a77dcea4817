import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { EventFormDrawer } from '../components/EventFormDrawer';
import { EVENT_CONTEXT_PATH, eventHref } from '../event';
import { eventColumns } from '../event.columns';
import {
  useDeleteEvent,
  useEventPage,
  useToggleEventEnabled,
  useToggleEventTop,
} from '../hooks/useEvents';
import styles from '../Event.module.css';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

type EnableFilter = 'all' | 'enabled' | 'disabled';
const ENABLE_OPTIONS = [
  { value: 'all', label: '全部状态' },
  { value: 'enabled', label: '已启用' },
  { value: 'disabled', label: '已停用' },
];

/** /incidentList — 事件库: every event with its window and state; create, edit and delete. */
export function EventListPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [enable, setEnable] = useState<EnableFilter>('all');
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [editing, setEditing] = useState<number | 'new'>();

  const events = useEventPage({
    keyword: keyword || undefined,
    enableState: enable === 'all' ? undefined : enable === 'enabled',
    pageNum,
    pageSize,
  });
  const toggleEnabled = useToggleEventEnabled();
  const toggleTop = useToggleEventTop();
  const remove = useDeleteEvent();

  const savingId = toggleEnabled.isPending ? Number(toggleEnabled.variables.eventId) : undefined;
  const { mutate: setEnabled } = toggleEnabled;
  const { mutate: setTop } = toggleTop;
  const { mutate: deleteEvent } = remove;
  const columns = useMemo(
    () =>
      eventColumns({
        savingId,
        onEnable: (event, enableState) => setEnabled({ eventId: event.eventId, enableState }),
        onTop: (event) => setTop({ eventId: event.eventId, topState: !event.topState }),
        onEdit: (event) => setEditing(event.eventId),
        onDelete: (event) => deleteEvent({ eventId: event.eventId }),
      }),
    [savingId, setEnabled, setTop, deleteEvent],
  );

  function handleSaved(eventId: number): void {
    const isNew = editing === 'new';
    setEditing(undefined);
    if (isNew) {
      void navigate(eventHref(EVENT_CONTEXT_PATH, eventId));
    }
  }

  let emptyText: string;
  if (events.error) {
    emptyText = events.error.message;
  } else if (keyword || enable !== 'all') {
    emptyText = '没有符合条件的事件';
  } else {
    emptyText = '还没有事件，点击“新建事件”开始分析';
  }

  return (
    <Card title="事件库">
      <div className={styles.toolbar}>
        <div className={styles.timeRow}>
          <Input.Search
            allowClear
            aria-label="搜索事件"
            placeholder="搜索事件名称"
            style={{ width: 260 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPageNum(1);
            }}
          />
          <Select
            aria-label="启用状态"
            style={{ width: 120 }}
            options={ENABLE_OPTIONS}
            value={enable}
            onChange={(value: EnableFilter) => {
              setEnable(value);
              setPageNum(1);
            }}
          />
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建事件
        </Button>
      </div>
      <Table
        rowKey="eventId"
        size="middle"
        columns={columns}
        dataSource={events.data?.list ?? []}
        loading={events.isFetching && !events.data}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <EmptyState size="small" description={emptyText} /> }}
        pagination={pagination(events.data?.total, '个事件', { showSizeChanger: true })}
      />
      <EventFormDrawer
        target={editing}
        onClose={() => setEditing(undefined)}
        onSaved={handleSaved}
      />
    </Card>
  );
}

export default EventListPage;
