import dayjs from 'dayjs';
import {
  ABROAD_CARRIERS,
  CHAT_CARRIER,
  CHAT_CARRIER_LABEL,
  DOMESTIC_CARRIERS,
  SENTIMENTS,
} from '@guanlan/shared';

const CARRIER_NAMES: Record<string, string> = {
  ...ABROAD_CARRIERS,
  ...DOMESTIC_CARRIERS,
  [CHAT_CARRIER]: CHAT_CARRIER_LABEL,
};

/** The Chinese label of a carrier code, domestic or abroad (unknown codes shown as they are). */
export function carrierLabel(code: string | undefined): string {
  if (!code) {
    return '—';
  }
  return CARRIER_NAMES[code] ?? code;
}

/** Sentiment tags of the article lists: 正面 green, 中性 grey, 负面 red. */
export const SENTIMENT_TAGS: Record<string, { label: string; color: string }> = {
  positive: { label: SENTIMENTS.positive, color: 'green' },
  neutral: { label: SENTIMENTS.neutral, color: 'default' },
  negative: { label: SENTIMENTS.negative, color: 'red' },
};

/** A publish time as `YYYY-MM-DD HH:mm`. */
export function formatPublishTime(value: string): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : value;
}

/** Link to the article detail page (SPEC §2 query parameters: where it was opened from). */
export function articleDetailsHref(
  from: { fromType: string; fromId?: number },
  articleId: number,
  publishTime: string,
): string {
  const params = new URLSearchParams({
    ...(from.fromId !== undefined ? { fromId: String(from.fromId) } : {}),
    fromType: from.fromType,
    articleId: String(articleId),
    publishTime: publishTime.slice(0, 10),
  });
  return `/articleDetails?${params.toString()}`;
}
