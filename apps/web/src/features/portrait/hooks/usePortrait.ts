import { useQueryClient } from '@tanstack/react-query';
import { portraitCalls } from '@guanlan/shared';
import { callKey } from '../../../api/query-keys';

/** Refreshes every 网民画像 query after a change. */
export function useRefreshPortrait() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      Object.values(portraitCalls).map((def) =>
        queryClient.invalidateQueries({ queryKey: callKey(def) }),
      ),
    );
}
