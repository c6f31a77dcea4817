import type { loginCalls } from '@guanlan/shared';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useCallMutation } from '../../../api/useCall';
import { SMS_RESEND_SECONDS, smsButtonText } from '../auth-flow';

/** Every "send a code to this phone" call has this shape (login, bind, register, forget). */
export type SendCodeCall = typeof loginCalls.sendPhoneCodeByLogin;

/** Sends an SMS code and counts down 60 s before the next one may be requested. */
export function useSmsCode(def: SendCodeCall) {
  const { message } = App.useApp();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const mutation = useCallMutation(def, {
    onSuccess: (sent) => {
      message.success(`验证码已发送至 ${sent.phoneMasked}`);
      setSecondsLeft(SMS_RESEND_SECONDS);
    },
  });

  useEffect(() => {
    if (secondsLeft <= 0) {
      return undefined;
    }
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  return {
    send: (phone: string) => mutation.mutate({ phone }),
    secondsLeft,
    isSending: mutation.isPending,
    canSend: secondsLeft <= 0 && !mutation.isPending,
    buttonText: smsButtonText(secondsLeft, mutation.isPending),
  };
}
