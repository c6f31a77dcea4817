import { HOME_PATH, safeRedirect } from '../../router/guard-decision';

export const VERIFY_PHONE_PATH = '/verifyPhone';
export const UE_LOGIN_PATH = '/uelogin';

/** The parts of a login answer that decide where the user goes next. */
export interface LoginOutcome {
  needBindPhone: boolean;
  needInit: boolean;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') {
      search.set(key, value);
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Where a fresh session goes: phone binding first, then initial settings, then the page the
 * visitor wanted (`redirect`) or the dashboard. The later steps travel in the query.
 */
export function nextPathAfterLogin(outcome: LoginOutcome, redirect: string | null): string {
  const target = safeRedirect(redirect);
  const keep = target === HOME_PATH ? undefined : target;
  if (outcome.needBindPhone) {
    return withQuery(VERIFY_PHONE_PATH, {
      redirect: keep,
      needInit: outcome.needInit ? '1' : undefined,
    });
  }
  if (outcome.needInit) {
    return withQuery(UE_LOGIN_PATH, { redirect: keep });
  }
  return target;
}

/** After binding a phone: initial settings when still pending, else the wanted page. */
export function nextPathAfterPhoneBound(needInit: boolean, redirect: string | null): string {
  return nextPathAfterLogin({ needBindPhone: false, needInit }, redirect);
}

/** Chinese labels of a trial application's status. */
export const APPLICATION_STATUS = {
  pending: '审核中',
  active: '已开通',
  rejected: '未通过',
} as const;

export type ApplicationStatus = keyof typeof APPLICATION_STATUS;

/** Seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60;

/** Text of the 获取验证码 button. */
export function smsButtonText(secondsLeft: number, isSending: boolean): string {
  if (isSending) {
    return '发送中…';
  }
  return secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码';
}
