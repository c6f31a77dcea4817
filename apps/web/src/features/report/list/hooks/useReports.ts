import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { briefingCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { download } from '../../../../api/http';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';
import { listPollInterval, sendLogPollInterval } from '../report-list';

export type ReportQuery = CallInput<typeof briefingCalls.findPageBriefing>;
export type ReportPage = CallOutput<typeof briefingCalls.findPageBriefing>;
export type ReportRow = ReportPage['list'][number];
export type SaveReportInput = CallInput<typeof briefingCalls.saveBriefing>;
export type ReportFileType = 'docx' | 'pdf' | 'xlsx';

/** One page of reports, newest first; asks again every 1.5 s while one is being generated. */
export function useReportPage(query: ReportQuery) {
  return useCallQuery(briefingCalls.findPageBriefing, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => listPollInterval(q.state.data),
  });
}

/** One report with its 编者按 (disabled without an id), for the edit form. */
export function useReportInfo(briefingId: number | undefined) {
  return useCallQuery(
    briefingCalls.findBriefingInfo,
    { briefingId: briefingId ?? 0 },
    { enabled: briefingId !== undefined, staleTime: 0 },
  );
}

function useRefreshReports() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findPageBriefing) }),
      queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingInfo) }),
    ]);
}

/**
 * 生成报告 (no id: queued for generation) or 编辑 (id: only the title and 编者按 change).
 * Periodic lists also refresh the waiting articles, which a new report takes.
 */
export function useSaveReport() {
  const { message } = App.useApp();
  const refresh = useRefreshReports();
  const queryClient = useQueryClient();
  return useCallMutation(briefingCalls.saveBriefing, {
    onSuccess: async (_answer, input) => {
      void message.success(input.briefingId === undefined ? '报告已开始生成' : '报告已保存');
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingArticle) }),
      ]);
    },
  });
}

/** 重新生成 a report that failed. */
export function useRegenerateReport() {
  const { message } = App.useApp();
  const refresh = useRefreshReports();
  return useCallMutation(briefingCalls.generateBriefing, {
    onSuccess: async () => {
      void message.success('报告已重新开始生成');
      await refresh();
    },
  });
}

/** 删除 reports. */
export function useDeleteReport() {
  const { message } = App.useApp();
  const refresh = useRefreshReports();
  return useCallMutation(briefingCalls.deleteBriefing, {
    onSuccess: async () => {
      void message.success('报告已删除');
      await refresh();
    },
  });
}

/** Downloads a report as Word, PDF or Excel (the client says 下载成功). */
export function downloadReport(briefingId: number, extensionName: ReportFileType) {
  return download(briefingCalls.downBriefing, {
    briefingId,
    extensionName,
    contentDisposition: 'attachment',
  });
}

/** Who a report was mailed to; asks again while a mail is queued. */
export function useSendLog(briefingId: number | undefined) {
  return useCallQuery(
    briefingCalls.findBriefingSendLog,
    { briefingId: briefingId ?? 0 },
    {
      enabled: briefingId !== undefined,
      staleTime: 0,
      refetchInterval: (q) => sendLogPollInterval(q.state.data),
    },
  );
}

/** 发送: mails the report (queued); the send log and the list's 发送 time refresh. */
export function useSendReport() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallMutation(briefingCalls.sendBriefing, {
    onSuccess: async () => {
      void message.success('报告已加入发送队列');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingSendLog) }),
        queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findPageBriefing) }),
      ]);
    },
  });
}
