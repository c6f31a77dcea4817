import { useSearchParams } from 'react-router';
import { parseDetailQuery } from '../article';
import { ArticleDetailView } from '../components/ArticleDetailView';

/** /articleDetailsTwo — the same detail in one column (opened from warnings and messages). */
export function ArticleDetailsTwoPage() {
  const [search] = useSearchParams();
  return <ArticleDetailView query={parseDetailQuery(search)} variant="compact" />;
}

export default ArticleDetailsTwoPage;
