import { loginCalls } from '@guanlan/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { schemaError } from '../../../lib/form-rules';
import { useCompleteLogin } from './useCompleteLogin';

/**
 * /loginLoading and /loginLoadingAjax: exchanges the one-time `token` of the query for a
 * session. A query (not an effect) so the token is spent once even under StrictMode.
 */
export function useTokenLogin() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const redirect = searchParams.get('redirect');
  const completeLogin = useCompleteLogin();
  const invalid =
    token === ''
      ? '缺少登录凭证'
      : schemaError(loginCalls.tokenLogin.input, { token }) && '登录凭证无效或已过期';

  const query = useQuery({
    queryKey: queryKeyOf(loginCalls.tokenLogin, { token }),
    queryFn: ({ signal }) => call(loginCalls.tokenLogin, { token }, { signal, silent: true }),
    enabled: invalid === undefined,
    staleTime: Infinity,
    gcTime: 0,
  });

  const answer = query.data;
  useEffect(() => {
    if (answer) {
      completeLogin(answer, redirect);
    }
  }, [answer, completeLogin, redirect]);

  const error = invalid ?? (query.error ? query.error.message || '登录失败' : undefined);
  return { error };
}
