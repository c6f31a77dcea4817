import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { briefingCalls } from '@guanlan/shared';
import type { CallInput } from '@guanlan/shared';
import { App } from 'antd';
import { download } from '../../../../api/http';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';

export type CustomizedFileQuery = CallInput<typeof briefingCalls.findPageCustomizedFile>;

/** One page of uploaded 定制报告 files. */
export function useCustomizedFiles(query: CustomizedFileQuery) {
  return useCallQuery(briefingCalls.findPageCustomizedFile, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useRefreshFiles() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findPageCustomizedFile) });
}

/** 上传报告 (the file travels as base64 in a JSON body). */
export function useUploadCustomizedFile() {
  const { message } = App.useApp();
  const refresh = useRefreshFiles();
  return useCallMutation(briefingCalls.uploadCustomizedFile, {
    onSuccess: async (_answer, input) => {
      void message.success(`“${input.fileName}”已上传`);
      await refresh();
    },
  });
}

/** 删除 an uploaded file. */
export function useDeleteCustomizedFile() {
  const { message } = App.useApp();
  const refresh = useRefreshFiles();
  return useCallMutation(briefingCalls.deleteCustomizedFile, {
    onSuccess: async () => {
      void message.success('文件已删除');
      await refresh();
    },
  });
}

/** 下载 an uploaded file as it was uploaded. */
export function downloadCustomizedFile(fileId: number) {
  return download(briefingCalls.downCustomizedFile, { fileId, contentDisposition: 'attachment' });
}
