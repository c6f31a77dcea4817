import { keepPreviousData } from '@tanstack/react-query';
import { warningCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { useCallQuery } from '../../../api/useCall';

export type LogQuery = CallInput<typeof warningCalls.findPageWarningRuleLog>;
export type Firing = CallOutput<typeof warningCalls.findPageWarningRuleLog>['list'][number];
export type Delivery = Firing['deliveries'][number];

/** One page of 推送记录: firings, newest first, each with its deliveries. */
export function useWarningLog(query: LogQuery) {
  return useCallQuery(warningCalls.findPageWarningRuleLog, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
    silent: true,
  });
}
