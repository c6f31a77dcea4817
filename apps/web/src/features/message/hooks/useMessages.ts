import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { messageCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type MessageQuery = CallInput<typeof messageCalls.showMessage>;
export type MessageItem = CallOutput<typeof messageCalls.showMessage>['list'][number];

/** One page of the account's messages (only while the drawer is open). */
export function useMessageList(query: MessageQuery, enabled: boolean) {
  return useCallQuery(messageCalls.showMessage, query, {
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** 标为已读 (some or all); refreshes the list and the bell's count. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useCallMutation(messageCalls.readMessage, {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(messageCalls.showMessage) }),
        queryClient.invalidateQueries({ queryKey: callKey(messageCalls.findMessageCount) }),
      ]),
  });
}
