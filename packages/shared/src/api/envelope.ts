/**
 * The response envelope and the one table of business codes (ant-design-pro style:
 * code → Chinese message → HTTP status → how the web client shows it).
 */

/** How the web client surfaces a code: silently, as a toast, as a notification, or by redirect. */
export type ShowType = 'silent' | 'warn' | 'error' | 'notify' | 'redirect';

interface CodeInfo {
  readonly message: string;
  readonly httpStatus: number;
  readonly showType: ShowType;
}

/**
 * Every business code the server may answer with. The HTTP status follows the code's family:
 * 200 for success and the session codes (3xxx, which the client handles itself), 4xx for input,
 * permission and state errors (4xxx), 503 when a service (the database, an external provider) is
 * unavailable (5030), and 500 only for the unexpected (5000). The body is always the envelope.
 */
export const CODES = {
  SUCCESS: { code: 200, message: '操作成功', httpStatus: 200, showType: 'silent' },
  NOT_LOGGED_IN: {
    code: 3001,
    message: '您尚未登录，请先登录',
    httpStatus: 200,
    showType: 'redirect',
  },
  SESSION_INVALID: {
    code: 3002,
    message: '登录信息无效，请重新登录',
    httpStatus: 200,
    showType: 'redirect',
  },
  SESSION_EXPIRED: {
    code: 3003,
    message: '登录已过期或账号已在其他地方登录，请重新登录',
    httpStatus: 200,
    showType: 'redirect',
  },
  /** Sliding session: the data carries a fresh accessToken; the client stores it and repeats the call. */
  SESSION_REFRESHED: {
    code: 3004,
    message: '登录状态已续期',
    httpStatus: 200,
    showType: 'silent',
  },
  VALIDATION: { code: 4000, message: '请求参数有误', httpStatus: 400, showType: 'warn' },
  BAD_CREDENTIALS: { code: 4001, message: '用户名或密码错误', httpStatus: 401, showType: 'warn' },
  FORBIDDEN: { code: 4003, message: '您没有执行此操作的权限', httpStatus: 403, showType: 'warn' },
  NOT_FOUND: {
    code: 4004,
    message: '请求的内容不存在或已被删除',
    httpStatus: 404,
    showType: 'warn',
  },
  ACCOUNT_LOCKED: {
    code: 4005,
    message: '登录失败次数过多，账号已临时锁定，请稍后再试',
    httpStatus: 423,
    showType: 'warn',
  },
  ACCOUNT_DISABLED: {
    code: 4006,
    message: '账号已停用或所属单位未开通，请联系管理员',
    httpStatus: 403,
    showType: 'warn',
  },
  PHONE_CODE_INVALID: {
    code: 4007,
    message: '验证码错误或已过期',
    httpStatus: 400,
    showType: 'warn',
  },
  PHONE_REQUIRED: {
    code: 4008,
    message: '该账号需要先绑定手机号',
    httpStatus: 403,
    showType: 'silent',
  },
  CONFLICT: { code: 4009, message: '数据已存在，请勿重复提交', httpStatus: 409, showType: 'warn' },
  /** An account's own limit (专题数上限 …) is used up. */
  QUOTA_EXCEEDED: {
    code: 4010,
    message: '已达到账号的数量上限',
    httpStatus: 403,
    showType: 'warn',
  },
  PAYLOAD_TOO_LARGE: {
    code: 4013,
    message: '提交的内容过大',
    httpStatus: 413,
    showType: 'warn',
  },
  UNKNOWN_CALL: {
    code: 4040,
    message: '请求的接口不存在',
    httpStatus: 404,
    showType: 'error',
  },
  RATE_LIMITED: {
    code: 4029,
    message: '操作过于频繁，请稍后再试',
    httpStatus: 429,
    showType: 'warn',
  },
  NOT_OPEN: {
    code: 4100,
    message: '功能尚未开放，敬请期待',
    httpStatus: 404,
    showType: 'warn',
  },
  SERVICE_UNAVAILABLE: {
    code: 5030,
    message: '外部服务暂时不可用，请稍后再试',
    httpStatus: 503,
    showType: 'error',
  },
  SERVER_ERROR: { code: 5000, message: '系统异常，请稍后尝试', httpStatus: 500, showType: 'error' },
} as const satisfies Record<string, CodeInfo & { code: number }>;

export type CodeKey = keyof typeof CODES;
export type BusinessCode = (typeof CODES)[CodeKey]['code'];

const BY_CODE = new Map<number, CodeInfo & { code: number; key: CodeKey }>(
  (Object.keys(CODES) as CodeKey[]).map((key) => [CODES[key].code, { ...CODES[key], key }]),
);

/** Looks a numeric business code up in the table. */
export function codeInfo(code: number) {
  return BY_CODE.get(code);
}

/** The three codes that send the user back to /login (SPEC §4, §8). */
export const RELOGIN_CODES: readonly number[] = [3001, 3002, 3003];

/** Any other 3xxx code carries a refreshed accessToken (SPEC §8). */
export function isRefreshCode(code: number): boolean {
  return code >= 3000 && code < 4000 && !RELOGIN_CODES.includes(code);
}

export interface Meta {
  code: number;
  message: string;
}

export interface Envelope<T = unknown> {
  meta: Meta;
  data: T;
}

/** Builds an envelope from a code key, with an optional more precise message. */
export function envelope<T>(key: CodeKey, data: T, message?: string): Envelope<T> {
  return { meta: { code: CODES[key].code, message: message ?? CODES[key].message }, data };
}
