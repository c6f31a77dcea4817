import { personalCenterCalls, p } from '@guanlan/shared';
import { Button, Card, Form, Input } from 'antd';
import { confirmRule, requiredRules, zodRule } from '../../../lib/form-rules';
import { useSaveCall } from '../hooks/useAccountCentre';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the old password, a strong new one; every other login of the account is ended. */
export function PasswordCard() {
  const [form] = Form.useForm<Values>();
  const save = useSaveCall(
    personalCenterCalls.updateAccountPassword,
    [],
    '密码已修改，其他设备上的登录已下线',
    () => form.resetFields(),
  );
  return (
    <Card title="修改密码">
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate({ oldPassword: v.oldPassword, newPassword: v.newPassword })}
      >
        <Form.Item name="oldPassword" label="原密码" rules={requiredRules('请输入原密码')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          rules={[...requiredRules('请输入新密码'), zodRule(p.newPassword())]}
          extra="8–32位，须包含字母和数字，不能包含用户名"
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            ...requiredRules('请再次输入新密码'),
            confirmRule(() => form.getFieldValue('newPassword')),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
