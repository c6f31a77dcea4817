/** Link builders of SPEC §2 "Links", shared by every list that opens an article or a briefing. */

export interface ArticleLinkParams {
  fromId: string | number;
  fromType: string | number;
  articleId: string | number;
  /** Any date-time text; only its date part (first 10 characters) travels. */
  publishTime: string;
}

/** `/articleDetails?fromId=…&fromType=…&articleId=…&publishTime=YYYY-MM-DD`. */
export function articleDetailsLink(params: ArticleLinkParams): string {
  const query = new URLSearchParams({
    fromId: String(params.fromId),
    fromType: String(params.fromType),
    articleId: String(params.articleId),
    publishTime: params.publishTime.slice(0, 10),
  });
  return `/articleDetails?${query.toString()}`;
}

export interface BriefingLinkItem {
  briefingId?: string | number | null;
  briefingStartTime?: string | null;
  templateType?: number | null;
}

/** Label shown instead of the time range of a briefing that has not been generated yet. */
export const BRIEFING_PENDING_TEXT = '待生成报告';

/**
 * The report page of a briefing: template type 1 opens the general edition (/paperDetail),
 * other templates the media edition (/paperDetail2). A briefing without id has no link.
 */
export function briefingLink(item: BriefingLinkItem): string | undefined {
  if (item.briefingId === undefined || item.briefingId === null || item.briefingId === '') {
    return undefined;
  }
  const page = item.templateType === 1 ? '/paperDetail' : '/paperDetail2';
  return `${page}?id=${encodeURIComponent(String(item.briefingId))}`;
}

/** Whether a briefing still waits for generation (no start time yet). */
export function isBriefingPending(item: BriefingLinkItem): boolean {
  return !item.briefingStartTime;
}
