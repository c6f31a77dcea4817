import { CheckCircleFilled, LinkOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { formatCount, SENTIMENT_TAG } from '../article';
import type { ArticleDetail } from '../hooks/useArticle';
import styles from '../Article.module.css';

interface ArticleHeaderProps {
  article: ArticleDetail;
  /** The action bar under the header (absent on the share page). */
  actions?: ReactNode;
}

const ENGAGEMENT_LABELS = [
  ['reads', '阅读'],
  ['comments', '评论'],
  ['forwards', '转发'],
  ['likes', '点赞'],
  ['plays', '播放'],
] as const;

/** Title, tags (载体, 情感, 演示数据), source, author, time, 原文链接 and engagement counts. */
export function ArticleHeader({ article, actions }: ArticleHeaderProps) {
  const sentiment = SENTIMENT_TAG[article.sentiment];
  const { author } = article;
  const stats = ENGAGEMENT_LABELS.filter(([key]) => article.engagement[key] > 0);
  return (
    <div>
      <h1 className={styles.title}>{article.title}</h1>
      <Space size={[6, 6]} wrap style={{ marginBottom: 10 }}>
        <Tag color="geekblue">{article.carrierName}</Tag>
        <Tag color={sentiment.color}>{sentiment.label}</Tag>
        {article.isDemo ? <Tag color="purple">演示数据</Tag> : null}
        {article.similarCount > 1 ? <Tag>相似文章 {article.similarCount} 篇</Tag> : null}
      </Space>
      <div className={styles.meta}>
        <span>来源：{article.siteName || '未知来源'}</span>
        {author.name ? (
          <span>
            作者：{author.name}
            {author.verified ? (
              <Tooltip title="认证作者">
                <CheckCircleFilled style={{ color: '#f5a623', marginLeft: 4 }} />
              </Tooltip>
            ) : null}
            {author.followers !== null ? `（粉丝 ${formatCount(author.followers)}）` : null}
          </span>
        ) : null}
        <span>发布时间：{article.publishTime}</span>
        {article.url ? (
          <a href={article.url} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> 原文链接
          </a>
        ) : null}
      </div>
      {stats.length > 0 ? (
        <div className={styles.stats}>
          {stats.map(([key, label]) => (
            <span key={key}>
              {label}
              <b>{formatCount(article.engagement[key])}</b>
            </span>
          ))}
        </div>
      ) : null}
      {article.keywords.length > 0 ? (
        <Space size={[4, 4]} wrap style={{ marginTop: 10 }}>
          <span className={styles.listMeta}>关键词：</span>
          {article.keywords.slice(0, 10).map((k) => (
            <Tag key={k.word} variant="filled">
              {k.word}
            </Tag>
          ))}
        </Space>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
