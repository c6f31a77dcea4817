import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import type { DetailQuery } from '../article';
import { useArticleDetail, useTranslate } from '../hooks/useArticle';
import type { Translation } from '../hooks/useArticle';
import styles from '../Article.module.css';
import { ArticleActions } from './ArticleActions';
import { ArticleBody } from './ArticleBody';
import { ArticleHeader } from './ArticleHeader';
import { ArticleSidePanels } from './ArticleSidePanels';

interface ArticleDetailViewProps {
  query: DetailQuery;
  /** `full`: panels beside the article; `compact` (/articleDetailsTwo): panels below it. */
  variant: 'full' | 'compact';
}

/** The article detail page shared by /articleDetails and /articleDetailsTwo. */
export function ArticleDetailView({ query, variant }: ArticleDetailViewProps) {
  const { articleId } = query;
  const detail = useArticleDetail(
    articleId === undefined
      ? undefined
      : {
          articleId,
          fromId: query.fromId,
          fromType: query.fromType,
          publishTime: query.publishTime,
        },
  );
  const translate = useTranslate();
  const [translation, setTranslation] = useState<{ id: number; value: Translation }>();
  const base = variant === 'full' ? '/articleDetails' : '/articleDetailsTwo';

  if (articleId === undefined) {
    return (
      <Card>
        <EmptyState description="链接缺少文章编号，请从列表重新打开文章" />
      </Card>
    );
  }
  if (detail.isError) {
    return (
      <Card>
        <EmptyState type="noNetwork" description="文章加载失败，可能已被删除">
          <Button onClick={() => void detail.refetch()}>重试</Button>
        </EmptyState>
      </Card>
    );
  }
  const article = detail.data;
  if (!article) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const shown = translation?.id === article.id ? translation.value : undefined;
  function handleTranslate(): void {
    if (shown) {
      setTranslation(undefined);
      return;
    }
    translate.mutate(
      { articleId: article!.id, targetLanguage: 'zh' },
      { onSuccess: (value) => setTranslation({ id: article!.id, value }) },
    );
  }

  const main = (
    <>
      <Card>
        {article.sentiment === 'irrelevant' ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title="本单位已将该文章标记为「与我无关」，它不会出现在列表和分析中；重新选择情感倾向即可恢复。"
          />
        ) : null}
        <ArticleHeader
          article={article}
          actions={
            <ArticleActions
              article={article}
              from={query}
              isTranslating={translate.isPending}
              hasTranslation={shown !== undefined}
              onTranslate={handleTranslate}
            />
          }
        />
      </Card>
      <Card title="正文">
        <ArticleBody article={article} translation={shown} />
      </Card>
    </>
  );
  const panels = (
    <ArticleSidePanels
      key={article.id}
      articleId={article.id}
      authorName={article.author.name}
      base={base}
      from={query}
    />
  );

  if (variant === 'compact') {
    return (
      <div className={styles.compact}>
        {main}
        {panels}
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{main}</div>
      <div className={styles.side}>{panels}</div>
    </div>
  );
}
