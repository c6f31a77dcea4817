import { Alert, Card, Empty, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPublishTime, SENTIMENT_TAGS } from '../../special/special';
import type { RulePreview } from '../hooks/useWarningRules';
import { reasonBesideTitle } from '../live/live-message';
import { previewSummary } from '../rule-form';
import styles from '../Warning.module.css';

/** Firings shown in full; the rest are counted in the headline. */
const MAX_FIRINGS = 20;
const MAX_ARTICLES = 5;

/** 试算结果: how often the rule would have fired over the last 7 days, with the articles. */
export function PreviewResult({ preview }: { preview: RulePreview }) {
  const shown = preview.firings.slice(0, MAX_FIRINGS);
  return (
    <Card size="small" title="试算结果" style={{ marginTop: 16 }}>
      <Alert
        type={preview.firingCount > 0 ? 'warning' : 'success'}
        showIcon
        title={previewSummary(preview)}
        description={
          preview.firingCount > 0
            ? '按当前条件回看近7天入库的文章，列出每次预警及其文章。'
            : '近7天没有文章满足该规则，可放宽条件后再试算。'
        }
        style={{ marginBottom: 12 }}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近7天不会触发预警" />
      ) : (
        shown.map((firing, index) => (
          <div key={`${firing.firedAt}-${index}`} className={styles.previewFiring}>
            <div style={{ marginBottom: 4 }}>
              <Typography.Text strong>{formatPublishTime(firing.firedAt)}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                {firing.articles.length === 1 && firing.articles[0]
                  ? reasonBesideTitle(firing.reason, firing.articles[0].title)
                  : firing.reason}
              </Typography.Text>
            </div>
            {firing.articles.slice(0, MAX_ARTICLES).map((article) => {
              const tag = article.sentiment ? SENTIMENT_TAGS[article.sentiment] : undefined;
              return (
                <div key={article.id} className={styles.previewArticle}>
                  <Link
                    className={styles.previewArticleTitle}
                    to={`/articleDetails?articleId=${article.id}&fromType=warning`}
                    title={article.title}
                  >
                    {article.title}
                  </Link>
                  <span className={styles.muted}>
                    {tag ? <Tag color={tag.color}>{tag.label}</Tag> : null}
                    {article.siteName} · {formatPublishTime(article.publishTime)}
                  </span>
                </div>
              );
            })}
            {firing.articles.length > MAX_ARTICLES ? (
              <div className={styles.hint}>另有 {firing.articles.length - MAX_ARTICLES} 篇</div>
            ) : null}
          </div>
        ))
      )}
      {preview.firings.length > MAX_FIRINGS ? (
        <div className={styles.hint}>仅显示最近 {MAX_FIRINGS} 次</div>
      ) : null}
    </Card>
  );
}
