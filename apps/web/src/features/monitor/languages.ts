/**
 * Languages of multilingual and abroad monitoring (the contract's ISO 639-1 codes) with their
 * Chinese names, in the order the pickers show them.
 */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: '英语' },
  { value: 'ja', label: '日语' },
  { value: 'ko', label: '韩语' },
  { value: 'ru', label: '俄语' },
  { value: 'fr', label: '法语' },
  { value: 'de', label: '德语' },
  { value: 'es', label: '西班牙语' },
  { value: 'pt', label: '葡萄牙语' },
  { value: 'it', label: '意大利语' },
  { value: 'ar', label: '阿拉伯语' },
  { value: 'vi', label: '越南语' },
  { value: 'th', label: '泰语' },
  { value: 'ms', label: '马来语' },
  { value: 'id', label: '印尼语' },
  { value: 'mn', label: '蒙古语' },
  { value: 'bo', label: '藏语' },
  { value: 'ug', label: '维吾尔语' },
  { value: 'zh', label: '中文' },
] as const;

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
