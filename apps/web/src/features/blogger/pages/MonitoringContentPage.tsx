import { BloggerDetailPage } from './BloggerDetailPage';

/** /app/monitoringContent?analysisId= — 监测内容: posting trend, warnings and hot posts. */
export default function MonitoringContentPage() {
  return <BloggerDetailPage section="content" />;
}
