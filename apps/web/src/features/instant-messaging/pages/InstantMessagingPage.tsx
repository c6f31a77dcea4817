import { useState } from 'react';
import { Col, Empty, Row, Space } from 'antd';
import { instantMessagingCalls as im } from '@guanlan/shared';
import { useCallQuery } from '../../../api/useCall';
import { ChatTable } from '../components/ChatTable';
import { ImSetTree } from '../components/ImSetTree';
import { MeetTable } from '../components/MeetTable';
import type { ImGroup } from '../im';

/**
 * 即时通讯: groups and sets of watched chats on the left; the chosen set's chats (import,
 * bot token, consent and retention) and its meet records on the right.
 */
export default function InstantMessagingPage() {
  const tree = useCallQuery(im.findInstantMessaging, {});
  const first = ((tree.data ?? []) as ImGroup[]).flatMap((g) => g.sets)[0]?.setId;
  const [chosen, setChosen] = useState<number>();
  const setId = chosen ?? first;
  return (
    <Row gutter={16}>
      <Col flex="260px">
        <ImSetTree setId={setId} onSelect={setChosen} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        {setId === undefined ? (
          <Empty description="请先新建分组和方案，再添加要监测的群" />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }} size={16}>
            <ChatTable key={`c${setId}`} setId={setId} />
            <MeetTable key={`m${setId}`} setId={setId} />
          </Space>
        )}
      </Col>
    </Row>
  );
}
