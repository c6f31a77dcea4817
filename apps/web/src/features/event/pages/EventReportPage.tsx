import { FileExcelOutlined, FileWordOutlined } from '@ant-design/icons';
import { briefingCalls, eventCalls } from '@guanlan/shared';
import { Button, Card, Descriptions, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { download } from '../../../api/http';
import { useCallQuery } from '../../../api/useCall';
import { EmptyState } from '../../../components/EmptyState';
import { EventPicker } from '../components/EventPicker';
import { errorText } from '../components/QueryView';
import {
  EVENT_LIST_PATH,
  EVENT_REPORT_PATH,
  EVENT_VIEWS,
  eventHref,
  eventState,
  formatWindow,
  shortTime,
} from '../event';
import { downloadEventBriefing } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';
import { useEventInfo } from '../hooks/useEvents';

/** /incident/report — 事件报告: what the Word briefing holds, and its download. */
export function EventReportPage() {
  const eventId = useEventId();
  const navigate = useNavigate();
  const info = useEventInfo(eventId);
  const [busy, setBusy] = useState<'docx' | 'xlsx'>();
  const [templateId, setTemplateId] = useState<number>();
  const templates = useCallQuery(briefingCalls.findBriefingTemplate, {});

  function run(kind: 'docx' | 'xlsx', job: () => Promise<unknown>): void {
    setBusy(kind);
    job()
      .catch(() => undefined)
      .finally(() => setBusy(undefined));
  }

  const picker = (
    <EventPicker
      value={eventId}
      onChange={(next) => void navigate(eventHref(EVENT_REPORT_PATH, next))}
    />
  );

  if (eventId === undefined) {
    return (
      <Card title="事件报告">
        <EmptyState description="请选择要生成报告的事件">
          <Space>
            {picker}
            <Link to={EVENT_LIST_PATH}>
              <Button>去事件库</Button>
            </Link>
          </Space>
        </EmptyState>
      </Card>
    );
  }

  const event = info.data;
  return (
    <Card title="事件报告" extra={picker}>
      {!event ? (
        <EmptyState
          type={info.isError ? 'noNetwork' : 'noData'}
          description={info.isError ? errorText(info.error) : '加载中…'}
        />
      ) : (
        <>
          <Descriptions column={{ xs: 1, xl: 2 }} size="small" bordered>
            <Descriptions.Item label="事件名称">
              <Typography.Text strong>{event.eventName}</Typography.Text>{' '}
              <Tag color={eventState(event).color}>{eventState(event).label}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="事件时间">
              {formatWindow(event.eventStartTime, event.eventEndTime)}
            </Descriptions.Item>
            <Descriptions.Item label="相关信息">
              {event.articleCount.toLocaleString('zh-CN')} 条
            </Descriptions.Item>
            <Descriptions.Item label="创建时间">{shortTime(event.createTime)}</Descriptions.Item>
            <Descriptions.Item label="事件描述" span={2}>
              {event.description || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            报告内容
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={[...EVENT_VIEWS]}
            renderItem={(view, index) => (
              <List.Item
                extra={
                  <Link to={eventHref(view.path, eventId)}>
                    <Button type="link" size="small">
                      查看
                    </Button>
                  </Link>
                }
              >
                <List.Item.Meta title={`${index + 1}. ${view.title}`} description={view.summary} />
              </List.Item>
            )}
          />
          <Space style={{ marginTop: 24 }} wrap>
            <Select
              allowClear
              placeholder="页眉页脚：默认"
              style={{ width: 200 }}
              value={templateId}
              onChange={setTemplateId}
              options={(templates.data ?? []).map((t) => ({
                value: t.templateId,
                label: `使用「${t.templateName}」页眉页脚`,
              }))}
            />
            <Button
              type="primary"
              icon={<FileWordOutlined />}
              loading={busy === 'docx'}
              onClick={() => run('docx', () => downloadEventBriefing(eventId, templateId))}
            >
              {busy === 'docx' ? '正在生成报告…' : '下载报告（Word）'}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              loading={busy === 'xlsx'}
              onClick={() =>
                run('xlsx', () =>
                  download(eventCalls.exportEventArticle, {
                    eventId,
                    exportCount: 1000,
                    contentDisposition: 'attachment',
                  }),
                )
              }
            >
              导出事件文章（最新 1000 条）
            </Button>
            <Typography.Text type="secondary">
              报告按事件时间范围内的全部文章生成，图表在服务端绘制。
            </Typography.Text>
          </Space>
        </>
      )}
    </Card>
  );
}

export default EventReportPage;
