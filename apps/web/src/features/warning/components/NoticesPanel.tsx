import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { useSession } from '../../../stores/useSession';
import { useDeleteWarningNotice, useWarningNotices } from '../hooks/useWarningNotices';
import type { NoticeItem } from '../hooks/useWarningNotices';
import { noticeColumns } from '../setting.columns';
import styles from '../Warning.module.css';
import { NoticeFormModal } from './NoticeFormModal';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

/** 接收人 tab: who receives warnings outside the app, and how. */
export function NoticesPanel() {
  const [keyword, setKeyword] = useState('');
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const [editing, setEditing] = useState<{ notice?: NoticeItem }>();
  const notices = useWarningNotices({ keyword: keyword || undefined, pageNum, pageSize });
  const remove = useDeleteWarningNotice();
  const user = useSession((s) => s.user);

  const { mutate: deleteNotice } = remove;
  const columns = useMemo(
    () =>
      noticeColumns({
        onEdit: (notice) => setEditing({ notice }),
        onDelete: (notice) => deleteNotice({ noticeId: notice.noticeId }),
        accountName: (id) =>
          user && id === user.userId ? (user.realName ?? user.userName) : `账号 #${id}`,
      }),
    [deleteNotice, user],
  );

  return (
    <div>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label="搜索接收人"
          placeholder="搜索接收人姓名"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          添加接收人
        </Button>
      </div>
      <Table
        rowKey="noticeId"
        size="middle"
        columns={columns}
        dataSource={notices.data?.list ?? []}
        loading={notices.isFetching}
        locale={{
          emptyText: (
            <EmptyState
              type="noRecipients"
              size="small"
              description={notices.error ? notices.error.message : undefined}
            />
          ),
        }}
        pagination={pagination(notices.data?.total, '人')}
      />
      <NoticeFormModal
        open={editing !== undefined}
        notice={editing?.notice}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
