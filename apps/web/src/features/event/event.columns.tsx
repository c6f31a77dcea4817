import { Button, Popconfirm, Progress, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { backfillView } from '../special/special';
import { EVENT_CONTEXT_PATH, eventHref, eventState, formatWindow } from './event';
import type { EventItem } from './hooks/useEvents';

export interface EventColumnActions {
  onEnable: (event: EventItem, enabled: boolean) => void;
  onTop: (event: EventItem) => void;
  onEdit: (event: EventItem) => void;
  onDelete: (event: EventItem) => void;
  /** The event whose switch is saving. */
  savingId: number | undefined;
}

/** Columns of the 事件库 list. */
export function eventColumns(actions: EventColumnActions): TableColumnsType<EventItem> {
  return [
    {
      title: '事件名称',
      key: 'eventName',
      render: (_value, event) => {
        const matching = backfillView(event.backfill);
        return (
          <div style={{ minWidth: 0 }}>
            <Space size={4} wrap>
              <Link to={eventHref(EVENT_CONTEXT_PATH, event.eventId)}>
                <Typography.Text strong style={{ color: 'inherit' }}>
                  {event.eventName}
                </Typography.Text>
              </Link>
              {event.topState ? <Tag color="blue">置顶</Tag> : null}
              {event.ruleMode === 'advanced' ? <Tag>高级规则</Tag> : null}
            </Space>
            {event.description ? (
              <Typography.Paragraph
                type="secondary"
                ellipsis={{ rows: 1, tooltip: event.description }}
                style={{ margin: '2px 0 0', fontSize: 12 }}
              >
                {event.description}
              </Typography.Paragraph>
            ) : null}
            {matching ? (
              <Tooltip title={matching.text}>
                <Progress percent={matching.percent} size="small" style={{ maxWidth: 220 }} />
              </Tooltip>
            ) : null}
          </div>
        );
      },
    },
    {
      title: '事件时间',
      key: 'window',
      width: 300,
      render: (_value, event) => formatWindow(event.eventStartTime, event.eventEndTime),
    },
    {
      title: '文章数',
      key: 'articleCount',
      width: 90,
      align: 'right',
      render: (_value, event) => event.articleCount.toLocaleString('zh-CN'),
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_value, event) => {
        const status = eventState(event);
        return <Tag color={status.color}>{status.label}</Tag>;
      },
    },
    {
      title: '启用',
      key: 'enableState',
      width: 80,
      render: (_value, event) => (
        <Switch
          size="small"
          aria-label={`启用 ${event.eventName}`}
          checked={event.enableState}
          loading={actions.savingId === event.eventId}
          onChange={(checked) => actions.onEnable(event, checked)}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_value, event) => (
        <Space size={0} wrap>
          <Link to={eventHref(EVENT_CONTEXT_PATH, event.eventId)}>
            <Button type="link" size="small">
              分析
            </Button>
          </Link>
          <Button type="link" size="small" onClick={() => actions.onEdit(event)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => actions.onTop(event)}>
            {event.topState ? '取消置顶' : '置顶'}
          </Button>
          <Popconfirm
            title="删除事件"
            description={`确定删除「${event.eventName}」及其处置记录吗？`}
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() => actions.onDelete(event)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
