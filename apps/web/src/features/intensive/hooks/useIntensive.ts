import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { intensiveMonitorCalls as c } from '@guanlan/shared';
import type { CallDef, CallInput } from '@guanlan/shared';
import { App } from 'antd';
import { call } from '../../../api/http';
import { queryKeyOf } from '../../../api/query-keys';
import { readGroups } from '../../monitor/read';
import type { IntensiveGroup, KeywordItem, MonitorItem } from '../intensive';

const PREFIX = '/api/app/intensiveMonitor/';

function read<T>(def: CallDef, input: Record<string, unknown>) {
  return call(def, input as CallInput<CallDef>) as Promise<T>;
}

function useQ<T>(def: CallDef, input: Record<string, unknown>, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(def, input as CallInput<CallDef>),
    queryFn: () => read<T>(def, input),
    enabled,
  });
}

/** The groups of monitored objects, in order. */
export function useIntensiveGroups() {
  return useQuery({
    queryKey: [...queryKeyOf(c.findIntensiveMonitorGroup, {}), 'groups'],
    queryFn: async (): Promise<IntensiveGroup[]> =>
      readGroups(await call(c.findIntensiveMonitorGroup, {})).map(({ groupId, groupName }) => ({
        groupId,
        groupName,
      })),
  });
}

/** One page of monitored objects of a group (all groups without one). */
export function useMonitors(groupId: number | undefined, keyword: string) {
  return useQ<{ total: number; list: MonitorItem[] }>(c.findPageIntensiveMonitor, {
    ...(groupId ? { groupId } : {}),
    ...(keyword ? { keyword } : {}),
    pageNum: 1,
    pageSize: 200,
  });
}

/** One monitored object. */
export function useMonitorInfo(monitorId: number | undefined) {
  return useQ<MonitorItem>(c.findIntensiveMonitorInfo, { monitorId: monitorId ?? 0 }, !!monitorId);
}

/** The custom keywords of one monitored object. */
export function useKeywords(monitorId: number | undefined) {
  return useQ<KeywordItem[]>(
    c.findIntensiveMonitorKeyword,
    { monitorId: monitorId ?? 0 },
    !!monitorId,
  );
}

/** A mutation of 重点监测 that refreshes every 重点监测 view and says so. */
export function useIntensiveMutation(def: CallDef, done: string) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => call(def, input as CallInput<CallDef>),
    onSuccess: async () => {
      void message.success(done);
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(PREFIX),
      });
    },
  });
}
