import { ReportListPage } from '../list/ReportListPage';

/** /report/SpecialReports — 专题报告: 按需生成的专题报告，以及上传的定制报告文件. */
export function SpecialReportsPage() {
  return <ReportListPage type="special" />;
}

export default SpecialReportsPage;
