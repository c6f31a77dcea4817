import { useQueryClient } from '@tanstack/react-query';
import { briefingCalls } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';

/** Every report template of the organisation (the two built-ins first). */
export function useTemplates() {
  return useCallQuery(briefingCalls.findBriefingTemplate, {}, { staleTime: 0 });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingTemplate) });
}

/** 保存模板: creates or updates one template and reloads the list. */
export function useSaveTemplate() {
  const { message } = App.useApp();
  const refresh = useRefreshTemplates();
  return useCallMutation(briefingCalls.saveBriefingTemplate, {
    onSuccess: async (_data, input) => {
      void message.success(input.templateId === undefined ? '模板已创建' : '模板已保存');
      await refresh();
    },
  });
}

/** 删除模板 (the server refuses built-ins and templates still in use, in Chinese). */
export function useDeleteTemplate() {
  const { message } = App.useApp();
  const refresh = useRefreshTemplates();
  return useCallMutation(briefingCalls.deleteBriefingTemplate, {
    onSuccess: async () => {
      void message.success('模板已删除');
      await refresh();
    },
  });
}
