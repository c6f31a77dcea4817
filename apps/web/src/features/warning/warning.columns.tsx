import { Badge, Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  carrierColumn,
  sentimentColumn,
  sourceColumn,
  timeColumn,
  titleColumn,
} from '../../components/articles/article-columns';
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
    titleColumn<WarningArticle>({
      href: warningArticleHref,
      strong: false,
      className: (item) => (item.isRead ? styles.readTitle : styles.unreadTitle),
    }),
    sourceColumn<WarningArticle>(130),
    carrierColumn<WarningArticle>(),
    sentimentColumn<WarningArticle>(),
    {
      title: '预警规则',
      key: 'ruleName',
      width: 150,
      ellipsis: true,
      render: (_value, item) =>
        item.warningType === 'artificial' ? `${item.ruleName}（人工）` : item.ruleName,
    },
    timeColumn<WarningArticle>((item) => item.warnedAt, {
      title: '预警时间',
      key: 'warnedAt',
      width: 148,
    }),
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
