import { ReportListPage } from '../list/ReportListPage';

/** /report/monthlyPaper — 月报: 每月舆情报告的列表、生成、自动生成设置与待入报文章. */
export function MonthlyReportPage() {
  return <ReportListPage type="month" />;
}

export default MonthlyReportPage;
