import { applicationCalls } from '@guanlan/shared';
import { Alert, Card, Col, Row, Switch, Tag, Typography } from 'antd';
import { useCallQuery } from '../../../api/useCall';
import { useSession } from '../../../stores/useSession';
import { MODULE_ICONS } from '../../../layouts/moduleIcons';
import { REFRESH_APPS, useSaveCall } from '../../account/hooks/useAccountCentre';

interface AppItem {
  module: keyof typeof MODULE_ICONS;
  title: string;
  description: string;
  showState: boolean;
  granted: boolean;
}

/** /appcenter — 应用中心: the modules of the organisation's edition, each switchable for the menu. */
export default function AppCenterPage() {
  const isRoot = useSession((s) => s.user?.accountKind === 'root');
  const apps = useCallQuery(applicationCalls.findAppMenu, {});
  const control = useSaveCall(applicationCalls.controlAppForMenu, REFRESH_APPS, '应用菜单已更新');
  const list = (apps.data ?? []) as AppItem[];
  return (
    <Card title="应用中心" loading={apps.isLoading}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          isRoot
            ? '以下为本单位所购版本包含的应用。关闭后该应用从全单位的菜单中移除，数据保留，可随时重新开启。'
            : '以下为本单位的应用；开关由主账号设置。'
        }
      />
      <Row gutter={[16, 16]}>
        {list.map((app) => (
          <Col key={app.module} xs={24} md={12} xl={8} xxl={6}>
            <Card size="small" style={{ height: '100%' }}>
              <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
                <div style={{ fontSize: 26, color: '#1d5fd6', lineHeight: 1 }}>
                  {MODULE_ICONS[app.module]}
                </div>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <Typography.Text strong>{app.title}</Typography.Text>
                    <Switch
                      size="small"
                      checked={app.showState}
                      disabled={!isRoot}
                      aria-label={`${app.title} 加入菜单`}
                      onChange={(show) => control.mutate({ module: app.module, showState: show })}
                    />
                  </div>
                  <Typography.Paragraph
                    type="secondary"
                    style={{ margin: '6px 0 4px', minHeight: 44 }}
                  >
                    {app.description}
                  </Typography.Paragraph>
                  {app.granted ? null : <Tag>未授权</Tag>}
                </div>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
