import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls } from '@guanlan/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { call } from '../../../api/http';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { EventInput, EventPage, EventQuery } from './event-types';

export type { EventInfo, EventInput, EventItem, EventPage, EventQuery } from './event-types';

/** Back-fill that is still running refreshes the list every few seconds. */
const BACKFILL_POLL_MS = 3000;

function isBackfilling(backfill: { status: string } | null | undefined): boolean {
  return backfill?.status === 'queued' || backfill?.status === 'running';
}

function isMatching(page: EventPage | undefined): boolean {
  return Boolean(page?.list.some((e) => isBackfilling(e.backfill)));
}

/** One page of events (置顶 first, as the server orders them); polls while one back-fills. */
export function useEventPage(query: EventQuery) {
  return useCallQuery(eventCalls.findPageEvent, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => (isMatching(q.state.data) ? BACKFILL_POLL_MS : false),
  });
}

/**
 * One event's full form and header (disabled without an id). Polls while its rule is still
 * matching stored articles, and refreshes every analysis of the event once that is done.
 */
export function useEventInfo(eventId: number | undefined) {
  const queryClient = useQueryClient();
  const wasMatching = useRef(false);
  const info = useCallQuery(
    eventCalls.findEventInfo,
    { eventId: eventId ?? 0 },
    {
      enabled: eventId !== undefined,
      staleTime: 0,
      refetchInterval: (q) => (isBackfilling(q.state.data?.backfill) ? BACKFILL_POLL_MS : false),
    },
  );
  const matching = isBackfilling(info.data?.backfill);
  useEffect(() => {
    if (wasMatching.current && !matching) {
      void queryClient.invalidateQueries({ predicate: isEventAnalysis });
    }
    wasMatching.current = matching;
  }, [matching, queryClient]);
  return info;
}

/** Queries of the event analyses (not the list and form, which refresh on their own). */
function isEventAnalysis(query: { queryKey: readonly unknown[] }): boolean {
  const path = String(query.queryKey[0]);
  return (
    path.startsWith('/api/event/') &&
    path !== eventCalls.findPageEvent.path &&
    path !== eventCalls.findEventInfo.path
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(eventCalls.findPageEvent) }),
      queryClient.invalidateQueries({ queryKey: callKey(eventCalls.findEventInfo) }),
    ]);
}

/**
 * Validate-before-save, then save; resolves the saved eventId. A failed validation rejects
 * with the server's Chinese reason (the client shows business codes itself).
 */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: EventInput): Promise<number> => {
      const check = await call(eventCalls.validateSaveEvent, input);
      if (!check.valid) {
        throw new Error(check.message ?? '事件无法保存');
      }
      const saved = await call(eventCalls.saveEvent, input);
      return saved.eventId;
    },
    onSuccess: async () => {
      // Every analysis of an edited event is stale: its rule or window changed.
      await Promise.all([refresh(), queryClient.invalidateQueries({ predicate: isEventAnalysis })]);
    },
  });
}

/** 删除 an event with its analyses and disposal records. */
export function useDeleteEvent() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(eventCalls.deleteEvent, {
    onSuccess: async () => {
      void message.success('事件已删除');
      await refresh();
    },
  });
}

/** 启用/停用: a stopped event matches no new articles. */
export function useToggleEventEnabled() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(eventCalls.saveEventEnableState, {
    onSuccess: async (_data, input) => {
      void message.success(input.enableState === true ? '事件已启用' : '事件已停用');
      await refresh();
    },
  });
}

/** 置顶/取消置顶. */
export function useToggleEventTop() {
  const refresh = useRefresh();
  return useCallMutation(eventCalls.saveEventTopState, { onSuccess: () => refresh() });
}

/** 显示/隐藏 on the dashboard and big screens. */
export function useToggleEventShow() {
  const refresh = useRefresh();
  return useCallMutation(eventCalls.saveEventShowState, { onSuccess: () => refresh() });
}
