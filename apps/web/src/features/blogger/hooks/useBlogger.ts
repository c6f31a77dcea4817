import { useQueryClient } from '@tanstack/react-query';
import { bloggerCalls } from '@guanlan/shared';
import { callKey } from '../../../api/query-keys';

/** Refreshes every 博主分析 query after a change (lists, statistics, details, rankings). */
export function useRefreshBlogger() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      Object.values(bloggerCalls).map((def) =>
        queryClient.invalidateQueries({ queryKey: callKey(def) }),
      ),
    );
}
