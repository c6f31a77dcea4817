import { intensiveMonitorCalls as c } from '@guanlan/shared';
import { ABROAD_CARRIER_OPTIONS, CARRIER_OPTIONS } from '../../components/filters/filter-options';
import type { ListKind } from '../monitor/components/ArticlePanel';
import type { RuleDraft } from '../special/special';
import type { SearchArea } from '../../components/filters/filter-options';

/** A group of monitored objects. */
export interface IntensiveGroup {
  groupId: number;
  groupName: string;
}

/** A monitored account, site or medium (重点监测对象). */
export interface MonitorItem {
  monitorId: number;
  groupId: number;
  monitorName: string;
  carrier: string;
  siteName: string;
  homeUrl: string;
  accountName: string;
  enableState: boolean;
  keywordCount: number;
}

/** A custom keyword of a monitored object, with its rule. */
export interface KeywordItem extends RuleDraft {
  keywordId: number;
  monitorId: number;
  keywordName: string;
  searchArea: SearchArea;
}

/** Carriers a monitored object can be on (domestic, then abroad ones not already listed). */
export const MONITOR_CARRIERS = [
  ...CARRIER_OPTIONS,
  ...ABROAD_CARRIER_OPTIONS.filter((o) => !CARRIER_OPTIONS.some((c) => c.value === o.value)),
];

/** The list calls of 重点监测 for the shared article list. */
export const INTENSIVE_LIST: ListKind = {
  calls: { list: c.findIntensiveMonitorArticle, exportList: c.exportIntensiveMonitorArticle },
  carrierOptions: MONITOR_CARRIERS,
  list: {},
  fromType: 'intensiveMonitor',
};

export const customKeywordPath = (monitorId: number) => `/customkeyword/${monitorId}`;
export const keywordListPath = (monitorId: number, keywordId?: number) =>
  `/keywordlist/${monitorId}${keywordId ? `?keywordId=${keywordId}` : ''}`;

/** What the object is: its account, else its site, else its home page. */
export function targetText(m: Pick<MonitorItem, 'accountName' | 'siteName' | 'homeUrl'>): string {
  return m.accountName || m.siteName || m.homeUrl || '—';
}
