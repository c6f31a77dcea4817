import type { z } from 'zod';

/** Field names users see in validation messages; unknown fields fall back to the key. */
const FIELD_LABELS: Record<string, string> = {
  userName: '用户名',
  password: '密码',
  newPassword: '新密码',
  phone: '手机号',
  phoneCode: '验证码',
  token: '登录凭证',
  orgName: '单位名称',
  contactName: '联系人',
  email: '邮箱',
  pageNum: '页码',
  pageSize: '每页条数',
  startTime: '开始时间',
  endTime: '结束时间',
  id: '编号',
};

/** The raw value at an issue's path, to tell a missing field from a malformed one. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') {
      return undefined;
    }
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** Turns the first zod issue into one Chinese sentence naming the field. */
export function validationMessage(error: z.ZodError, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) {
    return '请求参数有误';
  }
  const key = issue.path.filter((k) => typeof k === 'string').at(-1);
  const label = key ? (FIELD_LABELS[key] ?? key) : '';
  let message = issue.message;
  const raw = input === undefined ? issue.input : valueAt(input, issue.path);
  const missing = raw === undefined || raw === '';
  const english = !/[\u4e00-\u9fff]/.test(message);
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && missing) {
    message = '不能为空';
  } else if (issue.code === 'invalid_type' || issue.code === 'invalid_union') {
    message = english ? '类型不正确' : message;
  } else if (issue.code === 'unrecognized_keys') {
    message = `包含未知参数 ${issue.keys.join('、')}`;
  } else if (english) {
    // A library default that slipped past our own messages: never show users English.
    message = '格式不正确';
  }
  if (!label || message.startsWith(label)) {
    return message;
  }
  return `参数「${label}」${message}`;
}
