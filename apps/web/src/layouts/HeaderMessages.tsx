import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { MessageDrawer } from '../features/message/components/MessageDrawer';
import { useMessageCount } from '../features/message/hooks/useMessageCount';

/** The header bell with the unread count; it opens the message centre drawer. */
export function HeaderMessages() {
  const count = useMessageCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" aria-label={`消息通知，${count} 条未读`} onClick={() => setOpen(true)}>
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
      <MessageDrawer open={open} unread={count} onClose={() => setOpen(false)} />
    </>
  );
}
