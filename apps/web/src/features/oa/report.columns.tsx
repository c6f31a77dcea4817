import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ReportTags } from './components/ReportTags';
import type { OaReportItem } from './oa-types';
import styles from './Workflow.module.css';

/** Columns of the report lists (我的上报, 审批列表). */
export function reportColumns(
  extra: TableColumnsType<OaReportItem> = [],
): TableColumnsType<OaReportItem> {
  return [
    {
      title: '标题',
      key: 'reportTitle',
      width: 280,
      ellipsis: true,
      render: (_v, r) => <Link to={`/reportedDetail/${r.reportId}`}>{r.reportTitle}</Link>,
    },
    { title: '等级 / 状态', key: 'tags', width: 200, render: (_v, r) => <ReportTags item={r} /> },
    { title: '类型', dataIndex: 'reportType', width: 100 },
    { title: '上报人', dataIndex: 'reporterName', width: 100 },
    {
      title: '处置人',
      key: 'handlerName',
      width: 100,
      render: (_v, r) => r.handlerName || <span className={styles.muted}>—</span>,
    },
    { title: '上报时间', dataIndex: 'createTime', width: 170 },
    {
      title: '环节时限',
      key: 'stepDeadline',
      width: 170,
      render: (_v, r) =>
        r.stepDeadline ? (
          <span className={r.overdue ? styles.overdue : undefined}>{r.stepDeadline}</span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    ...extra,
  ];
}
