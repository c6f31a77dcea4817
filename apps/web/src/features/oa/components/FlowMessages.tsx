import { oaCalls } from '@guanlan/shared';
import { Badge, Button, Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import type { Paged } from '../hooks/useWorkflowCalls';
import { useWorkflowAction, useWorkflowQuery } from '../hooks/useWorkflowCalls';
import type { OaFlowMessage } from '../oa-types';
import styles from '../Workflow.module.css';

/** 流程消息: what the flow asks of me, unread first in bold; 全部已读. */
export function FlowMessages() {
  const messages = useWorkflowQuery<Paged<OaFlowMessage> & { unreadCount: number }>(
    oaCalls.findReportFlowMessage,
    { pageNum: 1, pageSize: 8 },
  );
  const read = useWorkflowAction(oaCalls.readReportFlowMessage, null);
  const unread = messages.data?.unreadCount ?? 0;
  return (
    <Card
      title={
        <span>
          流程消息 <Badge count={unread} style={{ marginLeft: 4 }} />
        </span>
      }
      size="small"
      extra={
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          onClick={() => read.mutate({ all: true })}
        >
          全部已读
        </Button>
      }
    >
      <List
        size="small"
        loading={messages.isLoading}
        dataSource={messages.data?.list ?? []}
        locale={{ emptyText: '暂无流程消息' }}
        renderItem={(m) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Link
                  to={`/reportedDetail/${m.reportId}`}
                  onClick={() =>
                    !m.readState && read.mutate({ messageIds: [m.messageId], all: false })
                  }
                  style={{ fontWeight: m.readState ? 400 : 600 }}
                >
                  {!m.readState && <Badge status="error" style={{ marginRight: 6 }} />}
                  {m.title}
                </Link>
              }
              description={
                <>
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                    {m.content}
                  </Typography.Text>
                  <div className={styles.muted}>{m.createTime}</div>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
