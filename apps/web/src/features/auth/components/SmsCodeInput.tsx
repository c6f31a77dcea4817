import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';

export interface SmsCodeInputProps {
  /** Set by Form.Item so the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The form's code sender (usePhoneCodeField). */
  code: { handleSend: () => void; buttonText: string; canSend: boolean; isSending: boolean };
  size?: 'large' | 'middle';
}

/** A six-digit code field with the 获取验证码 button (controlled by antd Form.Item). */
export function SmsCodeInput({ id, value, onChange, code, size = 'large' }: SmsCodeInputProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        size={size}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        prefix={<SafetyCertificateOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
        placeholder="6位验证码"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button
        size={size}
        onClick={code.handleSend}
        disabled={!code.canSend}
        loading={code.isSending}
        style={{ minWidth: 128 }}
      >
        {code.buttonText}
      </Button>
    </Space.Compact>
  );
}
