import { loginCalls } from '@guanlan/shared';
import { App } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useCallMutation, useCallQuery } from '../../../api/useCall';
import { safeRedirect } from '../../../router/guard-decision';

export interface UeSettingValues {
  version: 'government' | 'university' | 'enterprise';
  realName?: string;
  newPassword?: string;
  confirm?: string;
}

/** Form values → saveUeSetting input; blank optional fields are left out. */
export function toUeSettingInput(values: UeSettingValues) {
  const realName = values.realName?.trim();
  return {
    version: values.version,
    ...(realName ? { realName } : {}),
    ...(values.newPassword ? { newPassword: values.newPassword } : {}),
  };
}

/** /uelogin: check the session, offer the editions, save the initial settings. */
export function useUeSetting() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const check = useCallQuery(loginCalls.ueCheckToken, {}, { staleTime: 0 });
  const canSetUp = check.data?.valid === true && check.data.needInit;
  const versions = useCallQuery(loginCalls.ueGetVersionList, {}, { enabled: canSetUp });
  const save = useCallMutation(loginCalls.saveUeSetting, {
    onSuccess: () => {
      message.success('初始设置已完成');
      void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
  });

  function handleFinish(values: UeSettingValues): void {
    save.mutate(toUeSettingInput(values));
  }

  function handleEnter(): void {
    void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }

  return {
    isChecking: check.isPending,
    checkFailed: check.isError || check.data?.valid === false,
    alreadyDone: check.data?.valid === true && !check.data.needInit,
    versions: versions.data ?? [],
    isLoadingVersions: versions.isPending && canSetUp,
    isSaving: save.isPending,
    handleFinish,
    handleEnter,
  };
}
