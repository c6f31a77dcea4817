import { ReportListPage } from '../list/ReportListPage';

/** /report/daily — 日报: 每日舆情报告的列表、生成、自动生成设置与待入报文章. */
export function DailyReportPage() {
  return <ReportListPage type="day" />;
}

export default DailyReportPage;
