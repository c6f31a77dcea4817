import { loginCalls } from '@guanlan/shared';
import { useSearchParams } from 'react-router';
import { useCallMutation } from '../../../api/useCall';
import { useCompleteLogin } from './useCompleteLogin';

/** ajaxLogin with a password or an SMS code, then on to the next page. */
export function useLogin() {
  const [searchParams] = useSearchParams();
  const completeLogin = useCompleteLogin();
  return useCallMutation(loginCalls.ajaxLogin, {
    onSuccess: (answer) => completeLogin(answer, searchParams.get('redirect')),
  });
}
