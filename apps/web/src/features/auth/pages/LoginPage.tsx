import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Tabs } from 'antd';
import { loginCalls } from '@guanlan/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import { SmsCodeInput } from '../components/SmsCodeInput';
import { AUTH_RULES } from '../auth.rules';
import { useLogin } from '../hooks/useLogin';
import { usePhoneCodeField } from '../hooks/usePhoneCodeField';

interface AccountValues {
  userName: string;
  password: string;
}

interface PhoneValues {
  phone: string;
  phoneCode: string;
}

type LoginTab = 'account' | 'phone';

/** /login: 账号登录 or 验证码登录. */
export function LoginPage() {
  const [tab, setTab] = useState<LoginTab>('account');
  const [accountForm] = Form.useForm<AccountValues>();
  const [phoneForm] = Form.useForm<PhoneValues>();
  const login = useLogin();
  const code = usePhoneCodeField(phoneForm, loginCalls.sendPhoneCodeByLogin);

  function handleAccountFinish(values: AccountValues): void {
    login.mutate({ userName: values.userName.trim(), password: values.password });
  }

  function handlePhoneFinish(values: PhoneValues): void {
    login.mutate({ phone: values.phone.trim(), phoneCode: values.phoneCode.trim() });
  }

  function handleTabChange(key: string): void {
    setTab(key === 'phone' ? 'phone' : 'account');
  }

  const accountPane = (
    <Form form={accountForm} size="large" onFinish={handleAccountFinish} autoComplete="on">
      <Form.Item name="userName" rules={AUTH_RULES.userName}>
        <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={AUTH_RULES.password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );

  const phonePane = (
    <Form form={phoneForm} size="large" onFinish={handlePhoneFinish}>
      <Form.Item name="phone" rules={AUTH_RULES.phone}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="phoneCode" rules={AUTH_RULES.phoneCode}>
        <SmsCodeInput code={code} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );

  return (
    <AuthShell title="欢迎登录" subtitle="观澜舆情 · 全网舆情监测与分析平台">
      <Tabs
        activeKey={tab}
        onChange={handleTabChange}
        items={[
          { key: 'account', label: '账号登录', children: accountPane },
          { key: 'phone', label: '验证码登录', children: phonePane },
        ]}
      />
      <Flex justify="space-between" style={{ marginTop: 16 }}>
        <Link to="/forget">忘记密码</Link>
        <span>
          还没有账号？<Link to="/register">申请试用</Link> ·{' '}
          <Link to="/publicityPage">产品介绍</Link>
        </span>
      </Flex>
    </AuthShell>
  );
}

export default LoginPage;
