import { useState } from 'react';
import type { DetailQuery } from '../article';
import { detailLinkFrom } from '../article';
import { useAuthorHistory, useSimilarArticles } from '../hooks/useArticle';
import { ArticleListPanel } from './ArticleListPanel';
import { EntityPanel } from './EntityPanel';
import { SpreadIndexPanel } from './SpreadIndexPanel';
import { SpreadRoutePanel } from './SpreadRoutePanel';

interface ArticleSidePanelsProps {
  articleId: number;
  authorName: string;
  base: '/articleDetails' | '/articleDetailsTwo';
  from: Pick<DetailQuery, 'fromId' | 'fromType'>;
}

/** 传播指数, 相似文章 (with video covers), 传播路径, 实体分析 and 作者历史发文. */
export function ArticleSidePanels({ articleId, authorName, base, from }: ArticleSidePanelsProps) {
  const [similarPage, setSimilarPage] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const similar = useSimilarArticles(articleId, similarPage);
  const history = useAuthorHistory(articleId, historyPage);
  const linkOf = (id: number, publishTime: string) => detailLinkFrom(base, id, publishTime, from);
  return (
    <>
      <SpreadIndexPanel articleId={articleId} />
      <ArticleListPanel
        title="相似文章"
        page={similar.data}
        isLoading={similar.isLoading}
        isError={similar.isError}
        currentId={articleId}
        emptyText="暂无相似文章"
        linkOf={(item) => linkOf(item.id, item.publishTime)}
        onPage={setSimilarPage}
      />
      <SpreadRoutePanel articleId={articleId} linkOf={linkOf} />
      <EntityPanel articleId={articleId} />
      <ArticleListPanel
        title={authorName ? `作者历史发文 · ${authorName}` : '作者历史发文'}
        page={history.data}
        isLoading={history.isLoading}
        isError={history.isError}
        currentId={articleId}
        emptyText={authorName ? '暂无该作者的其他文章' : '该文章未标注作者'}
        linkOf={(item) => linkOf(item.id, item.publishTime)}
        onPage={setHistoryPage}
      />
    </>
  );
}
