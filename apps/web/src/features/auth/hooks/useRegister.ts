import { registerCalls } from '@guanlan/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useCallMutation } from '../../../api/useCall';
import { schemaError } from '../../../lib/form-rules';
import { toApplicationInput } from '../register';
import type { ApplicationValues } from '../register';

export type UserNameStatus = 'idle' | 'checking' | 'available' | 'taken';

const TAKEN_MESSAGE = '该用户名已被注册，请更换';

/** The trial application: user-name availability on blur, then register. */
export function useRegister(form: FormInstance<ApplicationValues>) {
  const [userNameStatus, setUserNameStatus] = useState<UserNameStatus>('idle');
  const [checkedName, setCheckedName] = useState('');
  const check = useCallMutation(registerCalls.getByUserNameYE, { silent: true });
  const register = useCallMutation(registerCalls.register);

  function handleUserNameBlur(): void {
    const userName = String(form.getFieldValue('userName') ?? '').trim();
    if (userName === '' || userName === checkedName) {
      return;
    }
    if (schemaError(registerCalls.register.input.shape.userName, userName) !== undefined) {
      setUserNameStatus('idle');
      return;
    }
    setUserNameStatus('checking');
    check.mutate(
      { userName },
      {
        onSuccess: ({ available }) => {
          setCheckedName(userName);
          setUserNameStatus(available ? 'available' : 'taken');
          if (!available) {
            form.setFields([{ name: 'userName', errors: [TAKEN_MESSAGE] }]);
          }
        },
        onError: () => setUserNameStatus('idle'),
      },
    );
  }

  function handleUserNameChange(): void {
    if (userNameStatus !== 'idle') {
      setUserNameStatus('idle');
      setCheckedName('');
    }
  }

  function handleFinish(values: ApplicationValues): void {
    if (userNameStatus === 'taken' && values.userName.trim() === checkedName) {
      form.setFields([{ name: 'userName', errors: [TAKEN_MESSAGE] }]);
      return;
    }
    register.mutate(toApplicationInput(values));
  }

  return {
    userNameStatus,
    handleUserNameBlur,
    handleUserNameChange,
    handleFinish,
    isSubmitting: register.isPending,
    application: register.data,
  };
}
