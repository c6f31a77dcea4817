import dayjs from 'dayjs';

/** The folder key of the left list: one folder id (0 = 默认收藏夹) or every folder. */
export type FolderKey = number | 'all';

/** The start of 全部时间: older than any article the system holds. */
export const ALL_TIME_START = Date.UTC(2000, 0, 1);

/** Time presets of the archive; 全部时间 is the default, since favourites are kept for good. */
export const FAVORITE_TIME_PRESETS = [
  { value: 'all', label: '全部时间' },
  { value: '7d', label: '近7天' },
  { value: '30d', label: '近30天' },
  { value: 'custom', label: '自定义' },
] as const;
export type FavoriteTimePreset = (typeof FAVORITE_TIME_PRESETS)[number]['value'];

/** The time part of the favourites query; `custom` needs both ends. */
export function favoriteTimeScope(
  preset: FavoriteTimePreset,
  custom: readonly [number, number] | undefined,
  now: number,
): { timeRange: 'custom' | '7d' | '30d'; startTime?: number; endTime?: number } | undefined {
  if (preset === 'all') {
    return {
      timeRange: 'custom',
      startTime: ALL_TIME_START,
      endTime: dayjs(now).endOf('day').valueOf(),
    };
  }
  if (preset === 'custom') {
    return custom ? { timeRange: 'custom', startTime: custom[0], endTime: custom[1] } : undefined;
  }
  return { timeRange: preset };
}

/** The folder filter of the query: absent for 全部收藏. */
export function folderFilter(folder: FolderKey): { folderId?: number } {
  return folder === 'all' ? {} : { folderId: folder };
}

/** Link to the article detail from the archive (SPEC §2 query parameters). */
export function favoriteDetailsHref(articleId: number, publishTime: string): string {
  const params = new URLSearchParams({
    articleId: String(articleId),
    fromType: 'favorite',
    publishTime: publishTime.slice(0, 10),
  });
  return `/articleDetails?${params.toString()}`;
}

/** Export options of the archive (SPEC §9): the shared options of every article list. */
export { EXPORT_OPTIONS as FAVORITE_EXPORT_OPTIONS } from '../../components/filters/filter-options';

/** The export count of a menu key; anything unknown exports the newest 1000. */
export function exportCountOf(key: string): 0 | 1000 | 5000 | 8000 {
  const n = Number(key);
  return n === 0 || n === 5000 || n === 8000 ? n : 1000;
}
