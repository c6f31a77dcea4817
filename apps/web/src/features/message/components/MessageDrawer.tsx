import { CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, List, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { MESSAGE_TYPE_TABS, messageTarget } from '../message';
import type { MessageTab } from '../message';
import { useMessageList, useReadMessages } from '../hooks/useMessages';
import type { MessageItem } from '../hooks/useMessages';

const PAGE_SIZE = 10;
const TYPE_COLORS: Record<string, string> = {
  warning: 'red',
  briefing: 'blue',
  system: 'default',
  task: 'orange',
  approval: 'purple',
};

export interface MessageDrawerProps {
  open: boolean;
  unread: number;
  onClose: () => void;
}

/** 消息中心: the account's messages by type; clicking one marks it read and opens its link. */
export function MessageDrawer({ open, unread, onClose }: MessageDrawerProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState<MessageTab>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const list = useMessageList(
    {
      ...(tab === 'all' ? {} : { messageType: tab }),
      ...(unreadOnly ? { readState: false } : {}),
      pageNum,
      pageSize: PAGE_SIZE,
    },
    open,
  );
  const read = useReadMessages();

  function handleOpen(item: MessageItem): void {
    if (!item.isRead) {
      read.mutate({ messageIds: [item.messageId], all: false });
    }
    const target = messageTarget(item);
    if (target?.kind === 'internal') {
      onClose();
      void navigate(target.href);
    } else if (target?.kind === 'external') {
      window.open(target.href, '_blank', 'noopener,noreferrer');
    }
  }

  return (
    <Drawer
      title={
        <Space>
          消息中心
          {unread > 0 ? <Badge count={unread} overflowCount={99} /> : null}
        </Space>
      }
      open={open}
      onClose={onClose}
      size={440}
      extra={
        <Button
          size="small"
          icon={<CheckOutlined />}
          disabled={unread === 0}
          loading={read.isPending}
          onClick={() => read.mutate({ all: true })}
        >
          全部已读
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Segmented
          block
          size="small"
          options={MESSAGE_TYPE_TABS.map((t) => ({ value: t.key, label: t.label }))}
          value={tab}
          onChange={(value) => {
            setTab(value);
            setPageNum(1);
          }}
        />
        <Space>
          <Switch
            size="small"
            checked={unreadOnly}
            onChange={(checked) => {
              setUnreadOnly(checked);
              setPageNum(1);
            }}
          />
          <Typography.Text type="secondary">只看未读</Typography.Text>
        </Space>
        <List
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <EmptyState type="noMessages" size="small" /> }}
          pagination={
            (list.data?.total ?? 0) > PAGE_SIZE
              ? {
                  size: 'small',
                  current: pageNum,
                  pageSize: PAGE_SIZE,
                  total: list.data?.total ?? 0,
                  onChange: setPageNum,
                }
              : false
          }
          renderItem={(item) => (
            <List.Item
              key={item.messageId}
              style={{ cursor: 'pointer', alignItems: 'flex-start' }}
              onClick={() => handleOpen(item)}
            >
              <List.Item.Meta
                avatar={
                  <Badge dot={!item.isRead} offset={[-2, 6]}>
                    <span style={{ width: 8, display: 'inline-block' }} />
                  </Badge>
                }
                title={
                  <Space size={6} align="start">
                    <Tag color={TYPE_COLORS[item.messageType]}>{item.messageTypeName}</Tag>
                    <Typography.Text
                      strong={!item.isRead}
                      type={item.isRead ? 'secondary' : undefined}
                    >
                      {item.title}
                    </Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <Typography.Paragraph
                      type="secondary"
                      ellipsis={{ rows: 2 }}
                      style={{ margin: '2px 0 4px' }}
                    >
                      {item.content}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {item.createTime}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Space>
    </Drawer>
  );
}
