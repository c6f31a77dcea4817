import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@guanlan/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_COOKIE, browserCookies, SESSION_COOKIE_OPTIONS } from '../../../api/cookies';
import { api } from '../../../api/http';
import { sessionStore } from '../../../stores/session';
import { nextPathAfterLogin } from '../auth-flow';
import type { LoginOutcome } from '../auth-flow';

interface LoginAnswer extends LoginOutcome {
  accessToken: string;
  user: SessionUser;
}

/**
 * Finishes any login (password, SMS code, one-time token): keeps the token in the
 * AUTHENTICATE_TOKEN cookie (the server sets it too), fills the session and moves on.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LoginAnswer, redirect: string | null) => {
      browserCookies.set(AUTH_COOKIE, answer.accessToken, SESSION_COOKIE_OPTIONS);
      api.resetRelogin();
      // Drop cached pages of an earlier session; the query that logged in stays active.
      queryClient.removeQueries({ type: 'inactive' });
      sessionStore.setUser(answer.user);
      void navigate(nextPathAfterLogin(answer, redirect), { replace: true });
    },
    [navigate, queryClient],
  );
}
