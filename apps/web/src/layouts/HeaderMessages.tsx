import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Typography } from 'antd';
import { EmptyState } from '../components/EmptyState';
import { useMessageCount } from '../features/message/hooks/useMessageCount';

/** The header bell with the unread count. */
export function HeaderMessages() {
  const count = useMessageCount();
  const content = (
    <div style={{ width: 300 }}>
      {count > 0 ? (
        <Typography.Paragraph style={{ margin: '12px 0' }}>
          您有 <Typography.Text strong>{count}</Typography.Text> 条未读消息
        </Typography.Paragraph>
      ) : (
        <EmptyState type="noMessages" size="small" />
      )}
    </div>
  );
  return (
    <Popover title="消息通知" content={content} trigger="click" placement="bottomRight">
      <Button type="text" aria-label={`消息通知，${count} 条未读`}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
