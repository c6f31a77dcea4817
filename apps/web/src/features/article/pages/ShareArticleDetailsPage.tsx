import { Card, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { EmptyState } from '../../../components/EmptyState';
import { parseDetailQuery } from '../article';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleHeader } from '../components/ArticleHeader';
import { useSharedArticle } from '../hooks/useArticle';
import styles from '../Article.module.css';

/** /shareArticleDetails?articleId&shareCode — a shared article, read-only, without login. */
export function ShareArticleDetailsPage() {
  const [search] = useSearchParams();
  const { articleId, shareCode } = parseDetailQuery(search);
  const shared = useSharedArticle(articleId, shareCode);

  let content;
  if (articleId === undefined || shareCode === undefined || shared.isError) {
    content = (
      <Card>
        <EmptyState description="分享链接无效或已失效，请向分享人重新获取链接" />
      </Card>
    );
  } else if (!shared.data) {
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  } else {
    content = (
      <>
        <Card>
          <ArticleHeader article={shared.data} />
        </Card>
        <Card title="正文">
          <ArticleBody article={shared.data} />
        </Card>
      </>
    );
  }
  return (
    <div className={styles.shareShell}>
      <div className={styles.shareBrand}>
        <span style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#1d5fd6' }}>
          <BrandLogo size={26} />
          <b style={{ fontSize: 16 }}>观澜舆情</b>
        </span>
        <span>文章分享 · 只读</span>
      </div>
      <div className={styles.shareMain}>{content}</div>
    </div>
  );
}

export default ShareArticleDetailsPage;
