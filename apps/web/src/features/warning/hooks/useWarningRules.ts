import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { warningCalls } from '@guanlan/shared';
import type { CallInput, CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { call } from '../../../api/http';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { refreshWarningQueries } from './warning-queries';

export type RuleQuery = CallInput<typeof warningCalls.findPageWarningRule>;
export type RuleItem = CallOutput<typeof warningCalls.findPageWarningRule>['list'][number];
export type RuleInfo = CallOutput<typeof warningCalls.findWarningRuleInfo>;
export type MachineRuleInput = CallInput<typeof warningCalls.saveMachineWarningRule>;
export type ArtificialRuleInput = CallInput<typeof warningCalls.saveArtificialWarningRule>;
export type RulePreview = CallOutput<typeof warningCalls.previewWarningRule>;

/** All rules of the organisation for filters and pickers (one page of 200). */
export const ALL_RULES: RuleQuery = { pageNum: 1, pageSize: 200 };

/** One page of rules (置顶 first, as the server orders them). */
export function useWarningRules(query: RuleQuery) {
  return useCallQuery(warningCalls.findPageWarningRule, query, {
    placeholderData: keepPreviousData,
    staleTime: 0,
    silent: true,
  });
}

/** One rule's full form (disabled for a new rule). */
export function useWarningRuleInfo(warningRuleId: number | undefined) {
  return useCallQuery(
    warningCalls.findWarningRuleInfo,
    { warningRuleId: warningRuleId ?? 0 },
    { enabled: warningRuleId !== undefined, staleTime: 0 },
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => refreshWarningQueries(queryClient);
}

/** Saves a machine or an artificial rule; resolves the saved id. */
export function useSaveWarningRule() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (
      input:
        | { kind: 'machine'; form: MachineRuleInput }
        | { kind: 'artificial'; form: ArtificialRuleInput },
    ): Promise<number> => {
      const saved =
        input.kind === 'machine'
          ? await call(warningCalls.saveMachineWarningRule, input.form)
          : await call(warningCalls.saveArtificialWarningRule, input.form);
      return saved.warningRuleId;
    },
    onSuccess: async () => {
      void message.success('预警规则已保存');
      await refresh();
    },
  });
}

/** 试算: what the rule would have fired over the last 7 days. */
export function usePreviewWarningRule() {
  return useCallMutation(warningCalls.previewWarningRule);
}

/** 删除 a rule (its past warnings stay in the list). */
export function useDeleteWarningRule() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(warningCalls.deleteWarningRule, {
    onSuccess: async () => {
      void message.success('预警规则已删除');
      await refresh();
    },
  });
}

/** 启用 / 停用. */
export function useToggleRuleEnabled() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(warningCalls.saveWarningRuleEnableState, {
    onSuccess: async (_answer, input) => {
      void message.success(input.enableState ? '规则已启用' : '规则已停用');
      await refresh();
    },
  });
}

/** 置顶 / 取消置顶. */
export function useToggleRuleTop() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  return useCallMutation(warningCalls.saveWarningRuleTopState, {
    onSuccess: async (_answer, input) => {
      void message.success(input.topState ? '已置顶' : '已取消置顶');
      await refresh();
    },
  });
}
