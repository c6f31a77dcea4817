import { useQuery } from '@tanstack/react-query';
import { loginCalls } from '@guanlan/shared';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { sessionStore } from '../../../stores/session';

/** Loads `/api/login/currentUser` into the session store (SPEC §4 `user`). */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeyOf(loginCalls.currentUser),
    queryFn: async ({ signal }) => {
      const user = await call(loginCalls.currentUser, {}, { signal, persistent: true });
      sessionStore.setUser(user);
      return user;
    },
    staleTime: 5 * 60_000,
  });
}
