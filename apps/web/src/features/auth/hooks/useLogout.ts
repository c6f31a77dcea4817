import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginCalls } from '@guanlan/shared';
import { useNavigate } from 'react-router';
import { browserCookies, clearSessionCookies } from '../../../api/cookies';
import { call } from '../../../api/http';
import { sessionStore } from '../../../stores/session';
import { LOGIN_PATH } from '../../../router/guard-decision';

/** Ends the session on the server, clears cookies and cached data, and opens /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await call(loginCalls.logout, {}, { silent: true, persistent: true });
      } catch {
        // Leaving must work even when the session is already gone on the server.
      }
    },
    onSettled: async () => {
      clearSessionCookies(browserCookies);
      sessionStore.clearUser();
      // Leave the layout first: clearing the cache under mounted queries would refetch them.
      await navigate(LOGIN_PATH, { replace: true });
      queryClient.clear();
    },
  });
}
