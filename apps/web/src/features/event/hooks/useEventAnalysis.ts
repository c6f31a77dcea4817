import { useQueryClient } from '@tanstack/react-query';
import { eventAnalysisCalls as calls, eventCalls } from '@guanlan/shared';
import type { CallDef, CallInput } from '@guanlan/shared';
import { App } from 'antd';
import { download } from '../../../api/http';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { DisposeInput } from './event-types';

export type { DisposeInput } from './event-types';

/** Leader lists show the top ten. */
export const LEADER_SIZE = 10;
/** The word cloud draws up to a hundred words. */
export const HOT_WORD_SIZE = 100;

/**
 * One analysis of an event over its own window (the server ignores the time presets and reads
 * the event's start and end). Silent: each view shows the server's message in place instead of
 * a toast per card.
 */
export function useEventChart<C extends CallDef>(def: C, eventId: number | undefined, extra = {}) {
  const input = { eventId: eventId ?? 0, ...extra } as CallInput<C>;
  return useCallQuery(def, input, { enabled: eventId !== undefined, silent: true });
}

/** The Excel twins take the event and, for the leader lists, the list size. */
type ExcelCall = typeof calls.trendExcelEvent | typeof calls.mediaActivityLeadersListExcelEvent;

/** Downloads a chart's Excel twin of the event (the client says 下载成功). */
export function exportEventExcel(def: ExcelCall, eventId: number, extra = {}) {
  return () => download(def, { eventId, ...extra, contentDisposition: 'attachment' });
}

/** 下载报告: the whole event analysis as a Word document. */
export function downloadEventBriefing(eventId: number, templateId?: number) {
  return download(eventCalls.downEventBriefing, {
    eventId,
    ...(templateId ? { templateId } : {}),
    extensionName: 'docx',
    contentDisposition: 'attachment',
  });
}

/** 登记处置 / 编辑处置: saves one disposal record and redraws the dispose view. */
export function useSaveDispose() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallMutation(calls.saveEventDispose, {
    onSuccess: async (_data, input: DisposeInput) => {
      void message.success(input.disposeId === undefined ? '处置记录已登记' : '处置记录已修改');
      await queryClient.invalidateQueries({ queryKey: callKey(calls.findEventDispose) });
    },
  });
}
