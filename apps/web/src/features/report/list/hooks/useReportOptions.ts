import { useQueryClient } from '@tanstack/react-query';
import { briefingCalls } from '@guanlan/shared';
import type { BriefingType, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';

export type ReportSetting = CallOutput<typeof briefingCalls.findBriefingSetting>;

/** The organisation's report templates (two built-in ones at least). */
export function useReportTemplates() {
  return useCallQuery(briefingCalls.findBriefingTemplate, {}, { staleTime: 30_000 });
}

export { useTopicOptions } from '../../../special/hooks/useSpecials';

/** 自动生成设置 of one report type. */
export function useReportSetting(briefingType: BriefingType, enabled: boolean) {
  return useCallQuery(
    briefingCalls.findBriefingSetting,
    { briefingType },
    { enabled, staleTime: 0 },
  );
}

/** Saves the schedule; the list's next scheduled row and the setting refresh. */
export function useSaveReportSetting() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallMutation(briefingCalls.saveBriefingSetting, {
    onSuccess: async () => {
      void message.success('自动生成设置已保存');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findBriefingSetting) }),
        queryClient.invalidateQueries({ queryKey: callKey(briefingCalls.findPageBriefing) }),
      ]);
    },
  });
}
