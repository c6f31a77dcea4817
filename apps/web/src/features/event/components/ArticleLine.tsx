import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { sentimentTag } from '../../../components/charts';
import { articleDetailsLink } from '../../../router/links';
import { shortTime } from '../event';
import styles from '../Event.module.css';

export interface ArticleLineProps {
  eventId: number;
  article: {
    id: number;
    title: string;
    siteName: string;
    publishTime: string;
    sentiment?: string;
    carrierName?: string;
  };
  /** Tags before the title (首发, 峰值首篇 …). */
  reasons?: readonly string[];
}

/** One article of an event view: title linking to its detail, source, carrier, time, sentiment. */
export function ArticleLine({ eventId, article, reasons = [] }: ArticleLineProps) {
  const tag = sentimentTag(article.sentiment);
  const href = articleDetailsLink({
    fromId: eventId,
    fromType: 'event',
    articleId: article.id,
    publishTime: article.publishTime,
  });
  return (
    <div style={{ minWidth: 0 }}>
      <div className={styles.treeNode}>
        {reasons.map((reason) => (
          <Tag key={reason} color={reason === '首发' ? 'volcano' : 'blue'}>
            {reason}
          </Tag>
        ))}
        <Link to={href}>
          <Typography.Text strong style={{ color: 'inherit' }}>
            {article.title}
          </Typography.Text>
        </Link>
      </div>
      <div className={styles.headerMeta} style={{ marginTop: 2 }}>
        <span>{article.siteName || '未知来源'}</span>
        {article.carrierName ? <span>{article.carrierName}</span> : null}
        <span>{shortTime(article.publishTime)}</span>
        {tag ? (
          <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
            {tag.label}
          </Tag>
        ) : null}
      </div>
    </div>
  );
}
