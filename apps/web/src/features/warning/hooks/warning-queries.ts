import type { QueryClient } from '@tanstack/react-query';
import { messageCalls, warningCalls } from '@guanlan/shared';
import { callKey } from '../../../api/query-keys';

const WARNING_PREFIX = '/api/warning/';

/** Refetches every /api/warning query (lists, counts, rules, notices, logs). */
export function refreshWarningQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => String(q.queryKey[0]).startsWith(WARNING_PREFIX),
  });
}

/**
 * What a pushed warning changes: the warning list, its unread count, the push log, the rules'
 * 最近触发, and the message-centre count (the in-app delivery wrote a message).
 */
export function refreshAfterPush(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findWarningArticle) }),
    queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findUnreadWarningCount) }),
    queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findPageWarningRuleLog) }),
    queryClient.invalidateQueries({ queryKey: callKey(warningCalls.findPageWarningRule) }),
    queryClient.invalidateQueries({ queryKey: callKey(messageCalls.findMessageCount) }),
  ]);
}
