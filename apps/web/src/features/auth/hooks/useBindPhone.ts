import { loginCalls } from '@guanlan/shared';
import { App } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useCallMutation } from '../../../api/useCall';
import { nextPathAfterPhoneBound } from '../auth-flow';

/** bindUserPhone, then initial settings (when the login said so) or the wanted page. */
export function useBindPhone() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallMutation(loginCalls.bindUserPhone, {
    onSuccess: (bound) => {
      message.success(`手机号 ${bound.phoneMasked} 绑定成功`);
      const needInit = searchParams.get('needInit') === '1';
      void navigate(nextPathAfterPhoneBound(needInit, searchParams.get('redirect')), {
        replace: true,
      });
    },
  });
}
