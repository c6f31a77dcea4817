import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { extractCount, findMessageCountCall } from '../message-count';

const MESSAGE_COUNT_CALL = findMessageCountCall();
const REFRESH_MS = 60_000;

/** Unread messages for the header badge; 0 until the call exists, failures stay silent. */
export function useMessageCount(): number {
  const { data } = useQuery({
    queryKey: MESSAGE_COUNT_CALL ? queryKeyOf(MESSAGE_COUNT_CALL) : ['message-count-unavailable'],
    queryFn: async ({ signal }) => {
      if (!MESSAGE_COUNT_CALL) {
        return 0;
      }
      try {
        return extractCount(
          await call(MESSAGE_COUNT_CALL, {}, { signal, silent: true, persistent: true }),
        );
      } catch {
        return 0;
      }
    },
    enabled: MESSAGE_COUNT_CALL !== undefined,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
  return data ?? 0;
}
