import { ReportListPage } from '../list/ReportListPage';

/** /report/weeklyPaper — 周报: 每周舆情报告的列表、生成、自动生成设置与待入报文章. */
export function WeeklyReportPage() {
  return <ReportListPage type="week" />;
}

export default WeeklyReportPage;
