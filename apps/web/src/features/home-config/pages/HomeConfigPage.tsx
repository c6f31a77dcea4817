import { Col, Row, Space } from 'antd';
import { ChartSourceSettings } from '../components/ChartSourceSettings';
import { PanelSettings } from '../components/PanelSettings';
import { SensitiveSettings } from '../components/SensitiveSettings';
import { WarningVoiceSettings } from '../components/WarningVoiceSettings';

/** 首页配置 (/account/homeConfig): panels, chart source, 敏感信息 and the warning voice. */
export default function HomeConfigPage() {
  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <PanelSettings />
          <WarningVoiceSettings />
        </Space>
      </Col>
      <Col xs={24} xl={14}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <ChartSourceSettings />
          <SensitiveSettings />
        </Space>
      </Col>
    </Row>
  );
}
