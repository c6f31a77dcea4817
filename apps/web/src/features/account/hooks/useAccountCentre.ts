import { useQueryClient } from '@tanstack/react-query';
import {
  applicationCalls,
  menuCalls,
  personalCenterCalls as pc,
  personalCenterSettingsCalls as pcs,
} from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { App } from 'antd';
import { callKey } from '../../../api/query-keys';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import type { AccountInfo, ManagedKind, TierCalls } from '../account';

/** A mutation that toasts `text` and refreshes the calls it changed. */
export function useSaveCall<C extends CallDef>(
  def: C,
  refresh: readonly CallDef[],
  text = '保存成功',
  onDone?: () => void,
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallMutation(def, {
    onSuccess: async () => {
      void message.success(text);
      onDone?.();
      for (const r of refresh) {
        await queryClient.invalidateQueries({ queryKey: callKey(r) });
      }
    },
  });
}

export function useAccountInfo() {
  const query = useCallQuery(pc.findAccountInfo, {});
  return { ...query, data: query.data as AccountInfo | undefined };
}

export function useLeader() {
  return useCallQuery(pc.findLeaderAccountInfo, {});
}

export function useCaPermission(enabled: boolean) {
  return useCallQuery(pc.findCAAccountPermission, {}, { enabled });
}

/** The calls of one managed tier (用户管理 = ordinary, 子账号管理 = sub). */
export const TIER_CALLS: Record<ManagedKind, TierCalls> = {
  ordinary: {
    page: pc.findPageOrdinaryAccount,
    save: pc.saveOrdinaryAccount,
    remove: pc.deleteOrdinaryAccount,
    grants: pc.saveOrdinaryAccountAuthorization,
    modules: pc.findOrdinaryAccountModule,
    config: pc.saveOrdinaryAccountConfig,
  },
  sub: {
    page: pc.findPageSubAccount,
    save: pc.saveSubAccount,
    remove: pc.deleteSubAccount,
    grants: pc.saveSubAccountAuthorization,
    modules: pc.findSubAccountModule,
    config: pc.saveSubAccountConfig,
  },
};

export const REFRESH_MENU = [menuCalls.findAppFromMenu, pcs.findMenuSetting, pcs.findMenuAlias];
export const REFRESH_APPS = [applicationCalls.findAppMenu, ...REFRESH_MENU];
