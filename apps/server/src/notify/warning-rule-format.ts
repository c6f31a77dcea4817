import type { Sentiment, WarningLevel } from '@guanlan/shared';

/** What a machine rule checks besides its words (warning_rule.conditions, JSON). */
export interface WarningConditions {
  sentiments?: Sentiment[];
  carriers?: string[];
  specialIds?: number[];
  /** 重点监测 objects (monitor_set of the intensive kind) whose new articles fire the rule. */
  monitorIds?: number[];
  /** Fire once an article's similar cluster holds this many articles. */
  minSimilarCount?: number;
  /** Only articles from sources with at least this weight (articles without a source: 0). */
  minSourceWeight?: number;
  /** Fire when ≥ volumeCount matching articles were published within volumeMinutes. */
  volumeCount?: number;
  volumeMinutes?: number;
}

export type NoticeWay = 'site' | 'email' | 'sms' | 'weChat' | 'webhook';

/** How a rule's firings are delivered (warning_rule.delivery, JSON). */
export interface WarningDeliveryPolicy {
  /** Channels; empty or absent means in-app only. */
  noticeWays?: NoticeWay[];
  /** Push only between these Shanghai times (HH:mm); outside, deliveries wait for the start. */
  pushStartTime?: string;
  pushEndTime?: string;
  /** false: nothing is pushed on Saturdays and Sundays (it waits for Monday's window). */
  weekendPush?: boolean;
  /** A firing within this many minutes of the rule's previous one is recorded, not pushed. */
  minIntervalMinutes?: number;
}

/** Reads a JSON column, falling back to `{}` on anything that is not an object. */
export function parseJsonObject<T extends object>(text: string): T {
  try {
    const value: unknown = JSON.parse(text);
    return (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as T;
  } catch {
    return {} as T;
  }
}

export const LEVEL_NAMES: Record<WarningLevel, string> = {
  red: '红色预警',
  orange: '橙色预警',
  yellow: '黄色预警',
};
