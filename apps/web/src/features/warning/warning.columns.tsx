import { Badge, Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { carrierLabel, formatPublishTime, SENTIMENT_TAGS } from '../special/special';
import { LevelTag } from './components/LevelTag';
import { WarningWorkflowActions } from '../oa/components/WarningWorkflowActions';
import type { WarningArticle } from './hooks/useWarningArticles';
import { warningArticleHref } from './warning';
import styles from './Warning.module.css';

export interface WarningColumnActions {
  onRead: (item: WarningArticle) => void;
}

/** Columns of 预警信息: unread rows are bold. */
export function warningColumns({ onRead }: WarningColumnActions): TableColumnsType<WarningArticle> {
  return [
    {
      title: '级别',
      key: 'warningLevel',
      width: 96,
      render: (_value, item) => <LevelTag level={item.warningLevel} />,
    },
    {
      title: '标题',
      key: 'title',
      ellipsis: true,
      render: (_value, item) => (
        <div className={item.isRead ? styles.readTitle : styles.unreadTitle}>
          <Link
            to={warningArticleHref(item)}
            style={{ display: 'block', minWidth: 0, color: 'inherit' }}
          >
            <Typography.Text
              ellipsis={{ tooltip: item.title }}
              style={{ display: 'block', color: 'inherit', fontWeight: 'inherit' }}
            >
              {item.title}
            </Typography.Text>
          </Link>
          {item.summary ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 1 }}
              style={{ margin: '2px 0 0', fontSize: 12, fontWeight: 400 }}
            >
              {item.summary}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    { title: '来源', dataIndex: 'siteName', key: 'siteName', width: 130, ellipsis: true },
    {
      title: '载体',
      key: 'carrier',
      width: 72,
      render: (_value, item) => carrierLabel(item.carrier),
    },
    {
      title: '情感',
      key: 'sentiment',
      width: 72,
      render: (_value, item) => {
        const tag = item.sentiment ? SENTIMENT_TAGS[item.sentiment] : undefined;
        return tag ? <Tag color={tag.color}>{tag.label}</Tag> : '—';
      },
    },
    {
      title: '预警规则',
      key: 'ruleName',
      width: 150,
      ellipsis: true,
      render: (_value, item) =>
        item.warningType === 'artificial' ? `${item.ruleName}（人工）` : item.ruleName,
    },
    {
      title: '预警时间',
      key: 'warnedAt',
      width: 148,
      render: (_value, item) => formatPublishTime(item.warnedAt),
    },
    {
      title: '状态',
      key: 'isRead',
      width: 76,
      render: (_value, item) =>
        item.isRead ? <Badge status="default" text="已读" /> : <Badge status="error" text="未读" />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_value, item) => (
        <Space size={8}>
          {item.isRead ? (
            <span className={styles.muted}>—</span>
          ) : (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onRead(item)}>
              标为已读
            </Button>
          )}
          <WarningWorkflowActions articleId={item.id} warningId={item.warningId} />
        </Space>
      ),
    },
  ];
}
