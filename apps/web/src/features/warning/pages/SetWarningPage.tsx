import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { NoticesPanel } from '../components/NoticesPanel';
import { PushLogPanel } from '../components/PushLogPanel';
import { RulesPanel } from '../components/RulesPanel';

const TABS = [
  { key: 'rules', label: '预警规则', children: <RulesPanel /> },
  { key: 'notices', label: '接收人', children: <NoticesPanel /> },
  { key: 'log', label: '推送记录', children: <PushLogPanel /> },
];

/** /setWarning — 预警设置: rules, recipients and the push log; `?tab=` keeps the tab. */
export function SetWarningPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.key === params.get('tab')) ? String(params.get('tab')) : 'rules';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'rules' ? {} : { tab: key }, { replace: true })}
        items={TABS}
      />
    </Card>
  );
}

export default SetWarningPage;
