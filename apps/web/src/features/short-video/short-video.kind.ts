import { shortVideoCalls as s } from '@guanlan/shared';
import { pickOptions } from '../../components/filters/filter-options';
import { ABROAD_CARRIERS } from '@guanlan/shared';
import { PLATFORM_OPTIONS } from '../monitor/languages';
import type { MonitorKind } from '../monitor/monitor-kind';
import { SET_KIND_FIELDS, setCalls, setSaveInput } from '../monitor/read';

/** The detail page of one video (covers, counts and their growth). */
export function videoDetailsHref(setId: number, articleId: number): string {
  return `/shortVideo/details?${new URLSearchParams({ articleId: String(articleId), setId: String(setId) }).toString()}`;
}

/** 短视频监测: sets watch video platforms; lists show covers, a video opens its details. */
export const SHORT_VIDEO_KIND: MonitorKind = {
  key: 'shortVideo',
  ...SET_KIND_FIELDS,
  treeTitle: '短视频监测方案',
  fromType: 'shortVideo',
  workspacePath: (setId) => `/app/shortVideo/${setId ?? 'notCreated'}`,
  editorPath: (setId) => `/shortVideoSet/addShortVideo/${setId}`,
  calls: setCalls(s, 'ShortVideo'),
  toSaveInput: (form) => setSaveInput(form, ['platforms']),
  charts: { carrierStatistics: { call: s.findShortVideoCarrierDataStatistics } },
  regionMap: 'china',
  carrierOptions: pickOptions(ABROAD_CARRIERS, ['video']),
  editor: { platforms: PLATFORM_OPTIONS },
  list: {
    cover: true,
    chips: { field: 'platforms', label: '平台' },
    href: (setId, item) => videoDetailsHref(setId, item.id),
  },
  namePlaceholder: '例如：本地美食短视频',
};
