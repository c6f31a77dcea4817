import { ErrorResult } from '../components/ErrorResult';

/** /404 — every unknown path lands here. */
export function NotFoundPage() {
  return <ErrorResult status="404" subTitle="抱歉，您访问的页面不存在或已被移除。" />;
}

export default NotFoundPage;
