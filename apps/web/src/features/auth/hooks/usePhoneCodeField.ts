import type { FormInstance } from 'antd';
import type { SendCodeCall } from './useSmsCode';
import { useSmsCode } from './useSmsCode';

/**
 * The 获取验证码 button of a form: validates the form's `phone` field first, then sends the
 * code and counts down.
 */
export function usePhoneCodeField(form: FormInstance, def: SendCodeCall) {
  const sms = useSmsCode(def);
  function handleSend(): void {
    form
      .validateFields(['phone'])
      .then((values: { phone: string }) => sms.send(values.phone.trim()))
      .catch(() => {
        // The field shows its own validation message.
      });
  }
  return { ...sms, handleSend };
}
