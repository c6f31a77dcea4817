import { Card, Tabs } from 'antd';
import type { BriefingType } from '@guanlan/shared';
import { useSearchParams } from 'react-router';
import { CustomizedFilesPanel } from './components/CustomizedFilesPanel';
import { ReportsPanel } from './components/ReportsPanel';
import { WaitingArticlesPanel } from './components/WaitingArticlesPanel';
import { REPORT_KINDS } from './report-list';

/**
 * One report list page (日报, 周报, 月报, 专题日报, 专题报告): the reports with their toolbar, plus
 * 待入报文章 for the periodic reports and 定制报告 for topic reports. `?tab=` keeps the tab.
 */
export function ReportListPage({ type }: { type: BriefingType }) {
  const kind = REPORT_KINDS[type];
  const [params, setParams] = useSearchParams();
  const tabs = [
    { key: 'reports', label: `${kind.label}列表`, children: <ReportsPanel type={type} /> },
    ...(kind.period
      ? [
          {
            key: 'articles',
            label: '待入报文章',
            children: <WaitingArticlesPanel period={kind.period} />,
          },
        ]
      : []),
    // 定制报告: finished documents uploaded into this list (filed under its report type).
    { key: 'files', label: '定制报告', children: <CustomizedFilesPanel type={type} /> },
  ];
  const asked = params.get('tab');
  const tab = tabs.some((t) => t.key === asked) ? String(asked) : 'reports';

  return (
    <Card title={kind.label}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'reports' ? {} : { tab: key }, { replace: true })}
        items={tabs}
      />
    </Card>
  );
}
