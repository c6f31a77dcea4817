import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { loginCalls } from '@guanlan/shared';
import { Link } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import { SmsCodeInput } from '../components/SmsCodeInput';
import { AUTH_RULES } from '../auth.rules';
import { useBindPhone } from '../hooks/useBindPhone';
import { usePhoneCodeField } from '../hooks/usePhoneCodeField';

interface BindValues {
  phone: string;
  phoneCode: string;
}

/** /verifyPhone: the organisation requires a bound phone before the first use. */
export function VerifyPhonePage() {
  const [form] = Form.useForm<BindValues>();
  const bind = useBindPhone();
  const code = usePhoneCodeField(form, loginCalls.sendUserPhoneCodeByBind);

  function handleFinish(values: BindValues): void {
    bind.mutate({ phone: values.phone.trim(), phoneCode: values.phoneCode.trim() });
  }

  return (
    <AuthShell
      title="绑定手机号"
      subtitle="为保障账号安全，请先绑定手机号，用于登录验证与预警通知。"
    >
      <Form form={form} size="large" onFinish={handleFinish}>
        <Form.Item name="phone" rules={AUTH_RULES.phone}>
          <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item name="phoneCode" rules={AUTH_RULES.phoneCode}>
          <SmsCodeInput code={code} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={bind.isPending}>
          绑定并进入系统
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">返回登录</Link>
      </div>
    </AuthShell>
  );
}

export default VerifyPhonePage;
