import { BloggerDetailPage } from './BloggerDetailPage';

/** /app/monitoringObject?analysisId= — 监测对象: the blogger's profile, index and audience. */
export default function MonitoringObjectPage() {
  return <BloggerDetailPage section="object" />;
}
