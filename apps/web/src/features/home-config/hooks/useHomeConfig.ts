import { useQueryClient } from '@tanstack/react-query';
import { indexCalls, personalCenterSettingsCalls, specialCalls } from '@guanlan/shared';
import type { CallDef, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type IndexPanels = CallOutput<typeof personalCenterSettingsCalls.findIndexPanel>;
export type ChartSource = CallOutput<typeof personalCenterSettingsCalls.findIndexChartSource>;
export type SensitiveInfo = CallOutput<typeof indexCalls.findSensitiveInfoConfig>;
export type WarningVoice = CallOutput<typeof indexCalls.findWarningVoice>;

export function useIndexPanels() {
  return useCallQuery(personalCenterSettingsCalls.findIndexPanel, {}, { staleTime: 0 });
}

export function useChartSource() {
  return useCallQuery(personalCenterSettingsCalls.findIndexChartSource, {}, { staleTime: 0 });
}

export function useSensitiveInfo() {
  return useCallQuery(indexCalls.findSensitiveInfoConfig, {}, { staleTime: 0 });
}

/** The organisation's column tree, for choosing specials. */
export function useSpecialTree() {
  return useCallQuery(specialCalls.findAllColumnSpecial, {});
}

/** A save that says 保存成功 and refreshes what it saved (and the dashboard's data). */
function useSave<C extends CallDef>(def: C, refresh: CallDef) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallMutation(def, {
    onSuccess: async () => {
      void message.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: callKey(refresh) });
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/index/'),
      });
    },
  });
}

export const useSavePanels = () =>
  useSave(personalCenterSettingsCalls.saveIndexPanel, personalCenterSettingsCalls.findIndexPanel);
export const useSaveChartSource = () =>
  useSave(
    personalCenterSettingsCalls.saveIndexChartSource,
    personalCenterSettingsCalls.findIndexChartSource,
  );
export const useSaveSensitiveInfo = () =>
  useSave(indexCalls.saveSensitiveInfoConfig, indexCalls.findSensitiveInfoConfig);
export { useWarningVoice } from '../../warning/hooks/useWarningVoice';
export const useSaveWarningVoice = () =>
  useSave(indexCalls.saveWarningVoice, indexCalls.findWarningVoice);
