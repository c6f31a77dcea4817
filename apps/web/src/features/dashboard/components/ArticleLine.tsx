import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { articleDetailsLink } from '../../../router/links';
import { cx } from '../../../lib/cx';
import styles from '../Dashboard.module.css';

export interface ArticleLineProps {
  articleId: number;
  title: string;
  publishTime: string;
  siteName: string;
  /** Where the detail page was opened from (SPEC §2 fromType/fromId). */
  fromType: string;
  fromId: number;
  /** Unread lines are bold. */
  isUnread?: boolean;
  /** A tag before the title (sentiment or warning level). */
  tag?: { color: string; label: string };
  /** Extra text at the end of the meta line. */
  meta?: ReactNode;
  onOpen?: () => void;
}

/** One article of a dashboard list: tag, title opening the detail in a new tab, site and time. */
export function ArticleLine({
  articleId,
  title,
  publishTime,
  siteName,
  fromType,
  fromId,
  isUnread = false,
  tag,
  meta,
  onOpen,
}: ArticleLineProps) {
  const href = articleDetailsLink({ fromId, fromType, articleId, publishTime });
  return (
    <li className={styles.line}>
      <div className={styles.lineTitle}>
        {tag ? (
          <Tag color={tag.color} className={styles.lineTag}>
            {tag.label}
          </Tag>
        ) : null}
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          title={title}
          className={cx(styles.lineLink, isUnread && styles.unread)}
          onClick={onOpen}
        >
          {title}
        </a>
      </div>
      <div className={styles.lineMeta}>
        <span>{siteName || '—'}</span>
        <span>{publishTime.slice(0, 16)}</span>
        {meta}
      </div>
    </li>
  );
}
