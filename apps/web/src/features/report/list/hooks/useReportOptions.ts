import { useQueryClient } from '@tanstack/react-query';
import { briefingCalls, specialCalls } from '@guanlan/shared';
import type { BriefingType, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { useMemo } from 'react';
import { callKey } from '../../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../../api/useCall';

export type ReportSetting = CallOutput<typeof briefingCalls.findBriefingSetting>;

/** The organisation's report templates (two built-in ones at least). */
export function useReportTemplates() {
  return useCallQuery(briefingCalls.findBriefingTemplate, {}, { staleTime: 30_000 });
}

export interface TopicGroup {
  label: string;
  title: string;
  options: { value: number; label: string }[];
}

/** Topics grouped by column, as the special-topic tree shows them (findAllColumnSpecial). */
export function useTopicOptions() {
  const tree = useCallQuery(specialCalls.findAllColumnSpecial, {}, { staleTime: 30_000 });
  const groups = useMemo<TopicGroup[]>(
    () =>
      (tree.data ?? [])
        .filter((column) => column.specials.length > 0)
        .map((column) => ({
          label: column.columnName,
          title: column.columnName,
          options: column.specials.map((s) => ({ value: s.specialId, label: s.specialName })),
        })),
    [tree.data],
  );
  return { groups, isLoading: tree.isLoading };
}

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
