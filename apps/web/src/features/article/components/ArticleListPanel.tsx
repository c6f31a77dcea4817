import { Card, Pagination, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { carrierName, SENTIMENT_TAG } from '../article';
import type { ArticleListItem, ArticlePage } from '../hooks/useArticle';
import styles from '../Article.module.css';

interface ArticleListPanelProps {
  title: ReactNode;
  page: ArticlePage | undefined;
  isLoading: boolean;
  isError: boolean;
  currentId: number;
  emptyText: string;
  linkOf: (item: ArticleListItem) => string;
  onPage: (pageNum: number) => void;
}

/** A small paged article list for the side panels (similar articles, author history). */
export function ArticleListPanel({
  title,
  page,
  isLoading,
  isError,
  currentId,
  emptyText,
  linkOf,
  onPage,
}: ArticleListPanelProps) {
  let body: ReactNode;
  if (isError) {
    body = <EmptyState size="small" type="noNetwork" description="加载失败" />;
  } else if (!page || page.list.length === 0) {
    body = <EmptyState size="small" description={isLoading ? '加载中…' : emptyText} />;
  } else {
    body = (
      <>
        {page.list.map((item) => (
          <ListRow key={item.id} item={item} isCurrent={item.id === currentId} to={linkOf(item)} />
        ))}
        {page.total > page.pageSize ? (
          <Pagination
            size="small"
            simple
            align="center"
            style={{ marginTop: 8 }}
            current={page.pageNum}
            pageSize={page.pageSize}
            total={page.total}
            onChange={onPage}
          />
        ) : null}
      </>
    );
  }
  return (
    <Card
      size="small"
      title={title}
      extra={page ? <span className={styles.listMeta}>共 {page.total} 篇</span> : null}
    >
      {body}
    </Card>
  );
}

function ListRow({
  item,
  isCurrent,
  to,
}: {
  item: ArticleListItem;
  isCurrent: boolean;
  to: string;
}) {
  const sentiment = item.sentiment ? SENTIMENT_TAG[item.sentiment] : undefined;
  const text = (
    <div style={{ minWidth: 0, flex: 1 }}>
      <Typography.Text
        className={styles.listTitle}
        ellipsis={{ tooltip: item.title }}
        strong={isCurrent}
        style={{ display: 'block' }}
      >
        {item.title}
      </Typography.Text>
      <Space size={6} className={styles.listMeta} wrap>
        {isCurrent ? <Tag color="processing">当前文章</Tag> : null}
        <span>{item.siteName || '未知来源'}</span>
        {item.carrier ? <span>{carrierName(item.carrier)}</span> : null}
        <span>{item.publishTime.slice(0, 16)}</span>
        {sentiment ? (
          <Tag color={sentiment.color} variant="filled">
            {sentiment.label}
          </Tag>
        ) : null}
      </Space>
    </div>
  );
  const content = (
    <div style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
      {item.articleCoverBase64 ? (
        <img className={styles.cover} src={item.articleCoverBase64} alt="视频封面" />
      ) : null}
      {text}
    </div>
  );
  return isCurrent ? (
    <div className={styles.listItem}>{content}</div>
  ) : (
    <Link className={styles.listItem} to={to}>
      {content}
    </Link>
  );
}
