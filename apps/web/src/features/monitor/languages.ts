import { LANGUAGE_CODES, LANGUAGE_NAMES } from '@guanlan/shared';
/**
 * Languages of multilingual and abroad monitoring (the contract's ISO 639-1 codes) with their
 * Chinese names, in the order the pickers show them.
 */
export const LANGUAGE_OPTIONS = [
  ...LANGUAGE_CODES.filter((code) => code !== 'zh'),
  'zh' as const,
].map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

const NAMES: Record<string, string> = Object.fromEntries(
  LANGUAGE_OPTIONS.map((o) => [o.value, o.label]),
);

/** The Chinese name of a language code (unknown codes as they are). */
export function languageLabel(code: string): string {
  return NAMES[code] ?? code;
}

/** Short-video platforms a set can watch (the contract's codes). */
export const PLATFORM_OPTIONS = [
  { value: 'douyin', label: '抖音' },
  { value: 'kuaishou', label: '快手' },
  { value: 'channels', label: '视频号' },
  { value: 'bilibili', label: 'B站' },
  { value: 'xigua', label: '西瓜视频' },
  { value: 'xiaohongshu', label: '小红书' },
  { value: 'weishi', label: '微视' },
  { value: 'haokan', label: '好看视频' },
] as const;

const PLATFORM_NAMES: Record<string, string> = Object.fromEntries(
  PLATFORM_OPTIONS.map((o) => [o.value, o.label]),
);

/** The Chinese name of a platform code. */
export function platformLabel(code: string): string {
  return PLATFORM_NAMES[code] ?? code;
}
