import { ReportListPage } from '../list/ReportListPage';

/** /report/specialDailyPaper — 专题日报: 按专题每天生成的报告及其自动生成设置. */
export function SpecialDailyReportPage() {
  return <ReportListPage type="specialDay" />;
}

export default SpecialDailyReportPage;
