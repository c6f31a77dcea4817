import { FullscreenOutlined } from '@ant-design/icons';
import { Button, Col, Row, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_RANGES, visiblePanels } from '../dashboard';
import type { DashboardRange } from '../dashboard';
import { DashboardPanel } from '../components/DashboardPanel';
import { WarningVoiceSwitch } from '../../warning/components/WarningVoiceSwitch';
import { useIndexPanels } from '../hooks/useDashboard';
import styles from '../Dashboard.module.css';

/** /dashboard — 首页: the organisation's overview in the panels and order the account chose. */
export function DashboardPage() {
  const navigate = useNavigate();
  const [timeRange, setTimeRange] = useState<DashboardRange>('7d');
  const settings = useIndexPanels();
  // Until the setting answers (or when it is not open yet) every panel shows in default order.
  const panels = visiblePanels(settings.data?.panels);

  return (
    <div>
      <div className={styles.toolbar}>
        <Space size={12} wrap>
          <span className={styles.toolbarLabel}>统计时间</span>
          <Segmented
            options={DASHBOARD_RANGES.map((r) => ({ value: r.value, label: r.label }))}
            value={timeRange}
            onChange={setTimeRange}
          />
        </Space>
        <Space size={16} wrap>
          <WarningVoiceSwitch />
          <Button
            type="primary"
            icon={<FullscreenOutlined />}
            onClick={() => void navigate('/fullScreen')}
          >
            全屏监测
          </Button>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        {panels.map((panel) => (
          <Col key={panel} xs={24} xl={panel === 'carrierStatistics' ? 24 : 12}>
            <DashboardPanel panel={panel} timeRange={timeRange} />
          </Col>
        ))}
      </Row>
    </div>
  );
}

export default DashboardPage;
