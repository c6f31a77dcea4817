import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { BigScreenView } from '../BigScreenView';

const ManagementPage = lazy(async () => ({
  default: (await import('../../data-source/pages/DataSourceCenterPage')).DataSourceCenterPage,
}));

/** /dataSourceCenter: the source management page, or the source screen with ?view=screen. */
export function SourceCenterRoute() {
  const [params] = useSearchParams();
  if (params.get('view') === 'screen') {
    return <BigScreenView code="dataSourceCenter" />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <ManagementPage />
    </Suspense>
  );
}

export default SourceCenterRoute;
