import { useSearchParams } from 'react-router';
import { parseDetailQuery } from '../article';
import { ArticleDetailView } from '../components/ArticleDetailView';

/** /articleDetails?fromId&fromType&articleId&publishTime — 文章详情 with panels beside it. */
export function ArticleDetailsPage() {
  const [search] = useSearchParams();
  return <ArticleDetailView query={parseDetailQuery(search)} variant="full" />;
}

export default ArticleDetailsPage;
