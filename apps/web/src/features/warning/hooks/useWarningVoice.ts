import { useQueryClient } from '@tanstack/react-query';
import { indexCalls } from '@guanlan/shared';
import type { CallOutput } from '@guanlan/shared';
import { App } from 'antd';
import { queryKeyOf } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

export type WarningVoice = CallOutput<typeof indexCalls.findWarningVoice>;

/** 预警提示音: whether to beep and for which levels (failures read as 关闭, silently). */
export function useWarningVoice() {
  return useCallQuery(
    indexCalls.findWarningVoice,
    {},
    { silent: true, persistent: true, staleTime: 5 * 60_000 },
  );
}

/** Saves the voice setting; the switch moves at once and moves back if the save fails. */
export function useSaveWarningVoice() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = queryKeyOf(indexCalls.findWarningVoice, {});
  return useCallMutation(indexCalls.saveWarningVoice, {
    onMutate: (input) => {
      const previous = queryClient.getQueryData<WarningVoice>(key);
      const levels = Array.isArray(input.levels)
        ? (input.levels as WarningVoice['levels'])
        : (previous?.levels ?? []);
      queryClient.setQueryData<WarningVoice>(key, { enabled: Boolean(input.enabled), levels });
      return { previous };
    },
    onError: (_error, _input, context) => {
      const previous = (context as { previous?: WarningVoice } | undefined)?.previous;
      queryClient.setQueryData(key, previous);
    },
    onSuccess: (_answer, input) => {
      void message.success(input.enabled ? '预警提示音已开启' : '预警提示音已关闭');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
