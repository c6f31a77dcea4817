import type { personalCenterCalls as pc } from '@guanlan/shared';

export type ManagedKind = 'ordinary' | 'sub';

/** A row of 用户管理 / 子账号管理 as the server maps it. */
export interface AccountItem {
  accountId: number;
  userName: string;
  realName: string;
  kind: 'root' | ManagedKind;
  kindName: string;
  phoneMasked: string | null;
  email: string | null;
  remark: string | null;
  enabled: boolean;
  expireTime: number | null;
  createdAt: number;
  lastLoginAt: number | null;
  modules: string[];
  moduleNames: string[];
  specialIds: number[] | null;
  eventIds: number[] | null;
}

export interface AccountInfo extends AccountItem {
  orgId: number;
  orgName: string;
  edition: string | null;
  editionName: string | null;
  requirePhoneBind: boolean;
  maxOrdinaryAccounts: number;
  maxSubAccounts: number;
}

export interface TierCalls {
  page: typeof pc.findPageSubAccount;
  save: typeof pc.saveSubAccount;
  remove: typeof pc.deleteSubAccount;
  grants: typeof pc.saveSubAccountAuthorization;
  modules: typeof pc.findSubAccountModule;
  config: typeof pc.saveSubAccountConfig;
}

export const TIER_TEXT: Record<ManagedKind, { title: string; noun: string; hint: string }> = {
  ordinary: {
    title: '用户管理',
    noun: '同级账号',
    hint: '同级账号与主账号共享本单位的专题、预警与报告，可管理子账号，但不能管理同级账号。',
  },
  sub: {
    title: '子账号管理',
    noun: '子账号',
    hint: '子账号只能看到授权给它的模块与专题：菜单、接口、导出与推送都按授权过滤。',
  },
};

/** A strong enough password: 8–32 characters with letters and digits (as the server checks). */
export const PASSWORD_RULES = [
  { min: 8, message: '密码至少8位' },
  { max: 32, message: '密码不能超过32位' },
  { pattern: /[A-Za-z]/, message: '密码须包含字母' },
  { pattern: /\d/, message: '密码须包含数字' },
];
