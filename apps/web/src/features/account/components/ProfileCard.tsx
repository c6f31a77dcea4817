import { loginCalls, personalCenterCalls } from '@guanlan/shared';
import { Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { requiredRules } from '../../../lib/form-rules';
import type { AccountInfo } from '../account';
import { useSaveCall } from '../hooks/useAccountCentre';

/** 修改资料: the caller's own name and e-mail. */
export function ProfileCard({ info }: { info: AccountInfo | undefined }) {
  const [form] = Form.useForm<{ realName: string; email?: string }>();
  const save = useSaveCall(personalCenterCalls.saveAccountInfo, [
    personalCenterCalls.findAccountInfo,
    loginCalls.currentUser,
  ]);
  useEffect(() => {
    if (info) {
      form.setFieldsValue({ realName: info.realName, email: info.email ?? undefined });
    }
  }, [info, form]);
  return (
    <Card title="个人资料">
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate({ realName: v.realName, email: v.email || undefined })}
      >
        <Form.Item name="realName" label="姓名" rules={requiredRules('请输入姓名')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
          <Input placeholder="用于接收预警与简报" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存资料
        </Button>
      </Form>
    </Card>
  );
}
