import { ABROAD_CARRIERS, dataSourceCalls, DOMESTIC_CARRIERS } from '@guanlan/shared';
import type { CallInput, SourceItem } from '@guanlan/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** Pure helpers of the 数据源中心 page: labels, time texts, the form ↔ call mapping. */

export type HealthStatus = SourceItem['health']['status'];
export type SaveSourceInput = CallInput<typeof dataSourceCalls.saveSource>;

/** The list refreshes itself this often (the collectors run on their own schedule). */
export const SOURCE_REFRESH_MS = 30_000;

export const KIND_LABELS: Record<SourceItem['kind'], string> = {
  rss: 'RSS',
  site: '网站',
  account: '账号',
  api: '接口推送',
};

/** antd Tag/Badge colours per health status. */
export const HEALTH_COLORS: Record<
  HealthStatus,
  'success' | 'error' | 'warning' | 'processing' | 'default'
> = {
  ok: 'success',
  error: 'error',
  drop: 'warning',
  pending: 'processing',
  disabled: 'default',
};

/** Chinese carrier name; a code unknown to the chosen side falls back to the other side. */
export function carrierLabel(carrier: string, isAbroad: boolean): string {
  const domestic = DOMESTIC_CARRIERS as Record<string, string>;
  const abroad = ABROAD_CARRIERS as Record<string, string>;
  const first = isAbroad ? abroad : domestic;
  const second = isAbroad ? domestic : abroad;
  return first[carrier] ?? second[carrier] ?? carrier;
}

export interface Option<T = string> {
  value: T;
  label: string;
}

/** The carriers a domestic or an abroad source may have. */
export function carrierOptions(isAbroad: boolean): Option[] {
  const carriers = isAbroad ? ABROAD_CARRIERS : DOMESTIC_CARRIERS;
  return Object.entries(carriers).map(([value, label]) => ({ value, label }));
}

export const LANGUAGE_OPTIONS: Option[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: '英语' },
  { value: 'ja', label: '日语' },
  { value: 'ko', label: '韩语' },
  { value: 'ru', label: '俄语' },
  { value: 'fr', label: '法语' },
  { value: 'de', label: '德语' },
  { value: 'es', label: '西班牙语' },
  { value: 'ar', label: '阿拉伯语' },
];

/** "15 分钟", "2 小时", "1 天" for a collection interval in seconds. */
export function intervalLabel(seconds: number): string {
  if (seconds % 86_400 === 0) {
    return `${seconds / 86_400} 天`;
  }
  if (seconds % 3600 === 0) {
    return `${seconds / 3600} 小时`;
  }
  if (seconds % 60 === 0) {
    return `${seconds / 60} 分钟`;
  }
  return `${seconds} 秒`;
}

const INTERVAL_PRESETS = [300, 600, 900, 1800, 3600, 7200, 21_600, 43_200, 86_400];

/** Interval choices; a stored value outside the presets stays selectable. */
export function intervalOptions(current?: number): Option<number>[] {
  const values = new Set(INTERVAL_PRESETS);
  if (current !== undefined) {
    values.add(current);
  }
  return [...values]
    .sort((a, b) => a - b)
    .map((value) => ({ value, label: `每 ${intervalLabel(value)}` }));
}

/** Full date-time, for tooltips. */
export function formatTime(ms: number | null): string {
  return ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
}

/** "3 分钟前" relative to `now`; `fallback` when there is no time. */
export function timeAgo(ms: number | null, now: number, fallback = '—'): string {
  return ms === null ? fallback : dayjs(ms).locale('zh-cn').from(now);
}

/** When the scheduler picks the source up next, in words. */
export function nextRunText(item: Pick<SourceItem, 'enabled' | 'nextRunAt'>, now: number): string {
  if (!item.enabled) {
    return '已停用';
  }
  return item.nextRunAt <= now ? '即将采集' : dayjs(item.nextRunAt).locale('zh-cn').from(now);
}

/** "上次成功" in words: never succeeded is different from never ran. */
export function lastSuccessText(
  item: Pick<SourceItem, 'lastRunAt' | 'lastSuccessAt'>,
  now: number,
): string {
  if (item.lastSuccessAt !== null) {
    return timeAgo(item.lastSuccessAt, now);
  }
  return item.lastRunAt === null ? '尚未采集' : '从未成功';
}

/** Form fields of 新增/编辑数据源; optional texts are '' in the form and absent on the wire. */
export interface SourceFormValues {
  name: string;
  kind: 'rss' | 'site';
  url: string;
  carrier: string;
  region: string;
  language: string;
  isAbroad: boolean;
  weight: number;
  intervalSec: number;
  linkSelector: string;
  articleUrlPattern: string;
  contentSelector: string;
}

export const NEW_SOURCE_VALUES: SourceFormValues = {
  name: '',
  kind: 'rss',
  url: '',
  carrier: 'news',
  region: '',
  language: 'zh',
  isAbroad: false,
  weight: 1,
  intervalSec: 900,
  linkSelector: '',
  articleUrlPattern: '',
  contentSelector: '',
};

/** The form's starting values: empty for a new source, the row's values for an edit. */
export function toFormValues(item?: SourceItem): SourceFormValues {
  if (!item) {
    return NEW_SOURCE_VALUES;
  }
  return {
    ...NEW_SOURCE_VALUES,
    name: item.name,
    kind: item.kind === 'site' ? 'site' : 'rss',
    url: item.url,
    carrier: item.carrier,
    region: item.region ?? '',
    language: item.language,
    isAbroad: item.isAbroad,
    weight: item.weight,
    intervalSec: item.intervalSec,
  };
}

export type FieldError = { field: keyof SourceFormValues; message: string };
export type ParsedSourceForm =
  { ok: true; input: SaveSourceInput } | { ok: false; errors: FieldError[] };

function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
}

/**
 * Checks the form against the shared saveSource schema (the server runs the same one) and
 * builds the call input. Selectors are sent only for 网站 sources.
 */
export function parseSourceForm(values: SourceFormValues, sourceId?: number): ParsedSourceForm {
  const isSite = values.kind === 'site';
  const input: SaveSourceInput = {
    ...(sourceId === undefined ? {} : { sourceId }),
    name: values.name.trim(),
    kind: values.kind,
    url: values.url.trim(),
    carrier: values.carrier,
    region: optionalText(values.region),
    language: values.language,
    isAbroad: values.isAbroad,
    weight: values.weight,
    intervalSec: values.intervalSec,
    linkSelector: isSite ? optionalText(values.linkSelector) : undefined,
    articleUrlPattern: isSite ? optionalText(values.articleUrlPattern) : undefined,
    contentSelector: isSite ? optionalText(values.contentSelector) : undefined,
  };
  const result = dataSourceCalls.saveSource.input.safeParse(input);
  if (result.success) {
    return { ok: true, input };
  }
  const errors = result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? 'name') as keyof SourceFormValues,
    message: issue.message,
  }));
  return { ok: false, errors };
}

/** The vendor ingest endpoint (NDJSON, one article per line). */
export const INGEST_PATH = '/ingest/v1/articles';

/** One NDJSON line a vendor may send. */
export const NDJSON_EXAMPLE = JSON.stringify({
  url: 'https://news.example.com/2025/06/01/123.html',
  title: '某市召开防汛工作部署会',
  content: '6月1日，某市召开防汛工作部署会，要求各部门压实责任……',
  publishTime: '2025-06-01 09:30:00',
  carrier: 'news',
});

/** The curl command that pushes articles.jsonl with an API key. */
export function curlExample(origin: string, apiKey: string): string {
  return [
    `curl -X POST ${origin}${INGEST_PATH} \\`,
    `  -H "Authorization: Bearer ${apiKey}" \\`,
    '  -H "Content-Type: application/x-ndjson" \\',
    '  --data-binary @articles.jsonl',
  ].join('\n');
}
