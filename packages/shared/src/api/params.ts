import { z } from 'zod';
import { parseCn } from '../time.js';

/**
 * Input building blocks shared by every call. Form-style calls arrive as query-string text,
 * so each helper accepts both the JSON type and its string form, and every string has a bound:
 * nothing unbounded reaches a service.
 */

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** Short single-line text such as a name (trimmed, 1..max characters). */
export const name = (max = 50) =>
  z
    .string()
    .trim()
    .min(1, { message: '不能为空' })
    .max(max, { message: `不能超过${max}个字符` });

/** Optional free text of bounded length. */
export const text = (max = 2000) => z.string().max(max, { message: `不能超过${max}个字符` });

/** A positive integer id; accepts "12" from a query string. */
export const id = () =>
  z.coerce
    .number({ message: '必须是数字编号' })
    .int({ message: '必须是整数编号' })
    .positive({ message: '编号必须大于0' })
    .max(Number.MAX_SAFE_INTEGER, { message: '编号过大' });

/** A bounded integer. */
export const int = (min = 0, max = 1_000_000) =>
  z.coerce
    .number({ message: '必须是数字' })
    .int({ message: '必须是整数' })
    .min(min, { message: `不能小于${min}` })
    .max(max, { message: `不能大于${max}` });

/** A boolean given as true/false, 1/0 or their string forms. */
export const bool = () =>
  z.union([z.boolean(), z.number(), z.string()]).transform((v, ctx) => {
    if (typeof v === 'boolean') {
      return v;
    }
    const s = String(v).trim().toLowerCase();
    if (TRUE_WORDS.has(s)) {
      return true;
    }
    if (FALSE_WORDS.has(s)) {
      return false;
    }
    ctx.addIssue({ code: 'custom', message: '必须是 true 或 false' });
    return z.NEVER;
  });

/** One of a fixed set of codes, e.g. carriers or sentiments. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `必须是以下之一：${values.join('、')}` });

/**
 * A list given as a JSON array, a repeated query parameter or a comma-separated string,
 * with at most `max` items.
 */
export const list = <T extends z.ZodType>(item: T, max = 200) =>
  z
    .union([z.array(z.unknown()), z.string(), z.number()])
    .transform((v) => {
      if (Array.isArray(v)) {
        return v;
      }
      const s = String(v).trim();
      return s === '' ? [] : s.split(',').map((x) => x.trim());
    })
    .pipe(z.array(item).max(max, { message: `最多${max}项` }));

/** A time given as epoch milliseconds or `YYYY-MM-DD[ HH:mm[:ss]]` (Asia/Shanghai). */
export const time = () =>
  z.union([z.number(), z.string().max(40)]).transform((v, ctx) => {
    if (typeof v === 'number' || /^\d{10,15}$/.test(v)) {
      const n = Number(v);
      if (Number.isSafeInteger(n) && n >= 0) {
        return n;
      }
    } else {
      const ms = parseCn(v);
      if (ms !== undefined) {
        return ms;
      }
    }
    ctx.addIssue({ code: 'custom', message: '时间格式应为 YYYY-MM-DD HH:mm:ss 或毫秒时间戳' });
    return z.NEVER;
  });

/** A mainland mobile number (11 digits starting 13–19); forms check it with the same pattern. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Mainland mobile number. */
export const phone = () =>
  z.string().trim().regex(MOBILE_PATTERN, { message: '请输入正确的11位手机号' });

/** Six-digit SMS verification code. */
export const phoneCode = () =>
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: '验证码为6位数字' });

/** Password as typed by the user (strength is checked where a password is set). */
export const password = () =>
  z.string().min(1, { message: '请输入密码' }).max(128, { message: '密码不能超过128个字符' });

/** A new password: 8–32 characters with letters and digits. */
export const newPassword = () =>
  z
    .string()
    .min(8, { message: '密码至少8位' })
    .max(32, { message: '密码不能超过32位' })
    .regex(/[A-Za-z]/, { message: '密码须包含字母' })
    .regex(/\d/, { message: '密码须包含数字' });

/** Paging parameters (1-based page numbers). */
export const paging = {
  pageNum: int(1, 100_000).default(1),
  pageSize: int(1, 200).default(20),
};

/** A page of results. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

/** The empty input of calls that take no parameters (extra keys are ignored). */
export const none = () => z.object({});

/** A plain acknowledgement. */
export const ok = () => z.null();
