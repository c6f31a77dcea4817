import { personalCenterCalls, personalCenterSettingsCalls as pcs, p } from '@guanlan/shared';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { requiredRules, zodRule } from '../../../lib/form-rules';
import { SmsCodeInput } from '../../auth/components/SmsCodeInput';
import { usePhoneCodeField } from '../../auth/hooks/usePhoneCodeField';
import type { AccountInfo } from '../account';
import { useSaveCall } from '../hooks/useAccountCentre';

const REFRESH = [personalCenterCalls.findAccountInfo];

/** 主账号手机: bind a new phone or unbind the current one, each confirmed by an SMS code. */
export function CaPhoneCard({ info }: { info: AccountInfo | undefined }) {
  const [form] = Form.useForm<{ phone: string; phoneCode: string }>();
  const [mode, setMode] = useState<'bind' | 'unbind' | null>(null);
  const code = usePhoneCodeField(form, pcs.sendCAPhoneCode);
  const done = () => {
    setMode(null);
    form.resetFields();
  };
  const bind = useSaveCall(pcs.bindCAPhone, REFRESH, '手机号已绑定', done);
  const unbind = useSaveCall(pcs.unbindCAPhone, REFRESH, '手机号已解绑', done);

  function handleFinish(v: { phone: string; phoneCode: string }): void {
    if (mode === 'bind') {
      bind.mutate({ phone: v.phone.trim(), phoneCode: v.phoneCode.trim() });
    } else {
      unbind.mutate({ phoneCode: v.phoneCode.trim() });
    }
  }

  return (
    <Card title="主账号手机">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          当前绑定：
          <Typography.Text strong>{info?.phoneMasked ?? '未绑定'}</Typography.Text>
        </Typography.Text>
        <Alert
          type="info"
          showIcon
          title="主账号手机用于短信登录、找回密码和接收预警短信。验证码5分钟内有效，每60秒可获取一次。"
        />
        {mode === null ? (
          <Space>
            <Button type="primary" onClick={() => setMode('bind')}>
              {info?.phoneMasked ? '更换手机号' : '绑定手机号'}
            </Button>
            {info?.phoneMasked ? <Button onClick={() => setMode('unbind')}>解绑</Button> : null}
          </Space>
        ) : (
          <Form form={form} layout="vertical" onFinish={handleFinish}>
            <Form.Item
              name="phone"
              label={mode === 'bind' ? '新手机号' : '当前绑定的手机号'}
              rules={[...requiredRules('请输入手机号'), zodRule(p.phone())]}
            >
              <Input maxLength={11} inputMode="numeric" placeholder="11位手机号" />
            </Form.Item>
            <Form.Item
              name="phoneCode"
              label="短信验证码"
              rules={[...requiredRules('请输入验证码'), zodRule(p.phoneCode())]}
            >
              <SmsCodeInput code={code} size="middle" />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={bind.isPending || unbind.isPending}>
                {mode === 'bind' ? '确认绑定' : '确认解绑'}
              </Button>
              <Button onClick={done}>取消</Button>
            </Space>
          </Form>
        )}
      </Space>
    </Card>
  );
}
