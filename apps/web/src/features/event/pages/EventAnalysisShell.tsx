import { DownloadOutlined, EditOutlined, FileWordOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { backfillView } from '../../special/special';
import { errorText } from '../components/QueryView';
import { EventFormDrawer } from '../components/EventFormDrawer';
import { EventPicker } from '../components/EventPicker';
import {
  EVENT_LIST_PATH,
  EVENT_REPORT_PATH,
  EVENT_VIEWS,
  eventHref,
  eventState,
  formatWindow,
} from '../event';
import { downloadEventBriefing } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import { useEventInfo } from '../hooks/useEvents';
import styles from '../Event.module.css';

/**
 * The frame of the seven analysis views (/incident/context and its siblings): the event header
 * with its window, state and 下载报告, and the views as tabs that carry `?eventId=`.
 */
export function EventAnalysisShell() {
  const eventId = useEventId();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  function handlePick(next: number): void {
    void navigate(eventHref(pathname, next));
  }

  if (eventId === undefined) {
    return (
      <Card title="事件分析">
        <EmptyState description="请选择要分析的事件">
          <div className={styles.headerActions} style={{ justifyContent: 'center' }}>
            <EventPicker value={undefined} onChange={handlePick} />
            <Link to={EVENT_LIST_PATH}>
              <Button>去事件库</Button>
            </Link>
          </div>
        </EmptyState>
      </Card>
    );
  }

  return (
    <>
      <EventHeader eventId={eventId} onPick={handlePick} />
      <Card
        variant="borderless"
        style={{ marginBottom: 16, boxShadow: '0 1px 2px rgba(15, 35, 70, 0.06)' }}
        styles={{ body: { padding: '4px 24px 0' } }}
      >
        <Tabs
          activeKey={pathname}
          items={EVENT_VIEWS.map((view) => ({ key: view.path, label: view.title }))}
          onChange={(path) => void navigate(eventHref(path, eventId))}
          tabBarStyle={{ marginBottom: 0 }}
        />
      </Card>
      <Outlet />
    </>
  );
}

function EventHeader({ eventId, onPick }: { eventId: number; onPick: (id: number) => void }) {
  const info = useEventInfo(eventId);
  const [isEditing, setIsEditing] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);

  function handleDownload(): void {
    setIsDownloading(true);
    downloadEventBriefing(eventId)
      .catch(() => undefined)
      .finally(() => setIsDownloading(false));
  }

  const event = info.data;
  if (!event) {
    return (
      <Card style={{ marginBottom: 16 }}>
        {info.isError ? (
          <EmptyState type="noNetwork" description={errorText(info.error)}>
            <div className={styles.headerActions} style={{ justifyContent: 'center' }}>
              <EventPicker value={undefined} onChange={onPick} />
              <Link to={EVENT_LIST_PATH}>
                <Button>去事件库</Button>
              </Link>
            </div>
          </EmptyState>
        ) : (
          <Skeleton active title paragraph={{ rows: 1 }} />
        )}
      </Card>
    );
  }

  const state = eventState(event);
  const matching = backfillView(event.backfill);
  return (
    <Card style={{ marginBottom: 16 }}>
      <div className={styles.header}>
        <div className={styles.headerMain}>
          <div className={styles.headerTitle}>
            <span data-testid="event-name">{event.eventName}</span>
            <Tag color={state.color}>{state.label}</Tag>
          </div>
          <div className={styles.headerMeta}>
            <span>事件时间：{formatWindow(event.eventStartTime, event.eventEndTime)}</span>
            <span>相关信息：{event.articleCount.toLocaleString('zh-CN')} 条</span>
            {event.description ? <span>{event.description}</span> : null}
          </div>
        </div>
        <div className={styles.headerActions}>
          <EventPicker value={eventId} onChange={onPick} width={220} />
          <Button icon={<EditOutlined />} onClick={() => setIsEditing(true)}>
            编辑事件
          </Button>
          <Link to={eventHref(EVENT_REPORT_PATH, eventId)}>
            <Button icon={<FileWordOutlined />}>事件报告</Button>
          </Link>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={isDownloading}
            onClick={handleDownload}
          >
            下载报告
          </Button>
        </div>
      </div>
      {matching ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={`${matching.text}，各项分析会随之更新`}
        />
      ) : null}
      <EventFormDrawer
        target={isEditing ? eventId : undefined}
        onClose={() => setIsEditing(false)}
        onSaved={() => setIsEditing(false)}
      />
    </Card>
  );
}

export default EventAnalysisShell;
