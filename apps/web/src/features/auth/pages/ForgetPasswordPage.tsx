import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { registerCalls } from '@guanlan/shared';
import { Link } from 'react-router';
import { useCallMutation } from '../../../api/useCall';
import { confirmRule } from '../../../lib/form-rules';
import { AuthShell } from '../components/AuthShell';
import { SmsCodeInput } from '../components/SmsCodeInput';
import { AUTH_RULES } from '../auth.rules';
import { usePhoneCodeField } from '../hooks/usePhoneCodeField';

interface ForgetValues {
  phone: string;
  phoneCode: string;
  newPassword: string;
  confirm: string;
}

/** /forget: reset the password with an SMS code sent to the bound phone. */
export function ForgetPasswordPage() {
  const [form] = Form.useForm<ForgetValues>();
  const code = usePhoneCodeField(form, registerCalls.sendPhoneCodeByForget);
  const reset = useCallMutation(registerCalls.validatePhoneCodeByForget);

  function handleFinish(values: ForgetValues): void {
    reset.mutate({
      phone: values.phone.trim(),
      phoneCode: values.phoneCode.trim(),
      newPassword: values.newPassword,
    });
  }

  if (reset.data) {
    return (
      <AuthShell title="密码已重置">
        <Result
          status="success"
          title="密码重置成功"
          subTitle={`账号 ${reset.data.userName} 的密码已更新，请使用新密码登录。`}
          extra={
            <Link to="/login">
              <Button type="primary">返回登录</Button>
            </Link>
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="忘记密码" subtitle="通过账号绑定的手机号验证身份后设置新密码">
      <Form form={form} size="large" onFinish={handleFinish}>
        <Form.Item name="phone" rules={AUTH_RULES.phone}>
          <Input
            prefix={<MobileOutlined />}
            placeholder="绑定的手机号"
            maxLength={11}
            inputMode="tel"
          />
        </Form.Item>
        <Form.Item name="phoneCode" rules={AUTH_RULES.phoneCode}>
          <SmsCodeInput code={code} />
        </Form.Item>
        <Form.Item name="newPassword" rules={AUTH_RULES.newPassword} hasFeedback>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="新密码：8–32位，须含字母和数字"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['newPassword']}
          hasFeedback
          rules={[
            { required: true, message: '请再次输入新密码' },
            confirmRule(() => form.getFieldValue('newPassword')),
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="确认新密码"
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          重置密码
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">想起密码了？返回登录</Link>
      </div>
    </AuthShell>
  );
}

export default ForgetPasswordPage;
