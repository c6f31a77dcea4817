import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Result, Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { confirmRule } from '../../../lib/form-rules';
import { PageLoading } from '../../../components/PageLoading';
import { AuthShell } from '../components/AuthShell';
import { AUTH_RULES } from '../auth.rules';
import { useUeSetting } from '../hooks/useUeSetting';
import type { UeSettingValues } from '../hooks/useUeSetting';

const EDITION_GRID: CSSProperties = {
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
};
const EDITION_CARD: CSSProperties = {
  height: 'auto',
  padding: '12px 16px',
  lineHeight: 1.6,
  borderRadius: 8,
};
const EDITION_TEXT: CSSProperties = {
  fontSize: 12,
  color: 'rgba(0, 0, 0, 0.45)',
  whiteSpace: 'normal',
};

/** /uelogin: first-login settings — edition, real name and an optional new password. */
export function UeLoginPage() {
  const [form] = Form.useForm<UeSettingValues>();
  const setting = useUeSetting();

  if (setting.isChecking) {
    return <PageLoading tip="正在校验登录状态…" />;
  }
  if (setting.checkFailed) {
    return (
      <AuthShell title="初始设置">
        <Result
          status="warning"
          title="登录状态已失效"
          subTitle="请重新登录后再完成初始设置。"
          extra={
            <Link to="/login">
              <Button type="primary">返回登录</Button>
            </Link>
          }
        />
      </AuthShell>
    );
  }
  if (setting.alreadyDone) {
    return (
      <AuthShell title="初始设置">
        <Result
          status="success"
          title="账号已完成初始设置"
          extra={
            <Button type="primary" onClick={setting.handleEnter}>
              进入系统
            </Button>
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="初始设置" subtitle="首次登录，请选择使用的版本并完善账号信息" isWide>
      <Form form={form} layout="vertical" size="large" onFinish={setting.handleFinish}>
        <Form.Item label="选择版本" required>
          {setting.isLoadingVersions ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (
            <Form.Item name="version" noStyle rules={[{ required: true, message: '请选择版本' }]}>
              <Radio.Group style={EDITION_GRID}>
                {setting.versions.map((edition) => (
                  <Radio.Button key={edition.version} value={edition.version} style={EDITION_CARD}>
                    <div style={{ fontWeight: 600 }}>{edition.title}</div>
                    <div style={EDITION_TEXT}>{edition.description}</div>
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          )}
        </Form.Item>
        <Form.Item label="真实姓名" name="realName" rules={AUTH_RULES.realName}>
          <Input
            prefix={<UserOutlined />}
            placeholder="选填，用于报告署名与日志审计"
            maxLength={20}
          />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="newPassword"
          rules={AUTH_RULES.optionalNewPassword}
          extra="选填，不填则保留当前密码"
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="8–32位，须含字母和数字"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            ({ getFieldValue }) => ({
              required: Boolean(getFieldValue('newPassword')),
              message: '请再次输入新密码',
            }),
            confirmRule(() => form.getFieldValue('newPassword')),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="再次输入新密码"
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={setting.isSaving}>
          完成设置并进入系统
        </Button>
      </Form>
    </AuthShell>
  );
}

export default UeLoginPage;
