import type { NoticeInput, NoticeItem } from './hooks/useWarningNotices';
import type { Delivery } from './hooks/useWarningLog';
import type { RuleInfo } from './hooks/useWarningRules';

export type NoticeWay = RuleInfo['noticeWays'][number];
export type WebhookType = NonNullable<NoticeItem['webhookType']>;
export type DeliveryStatus = Delivery['status'];

/** 推送方式 in the order the form lists them. */
export const NOTICE_WAY_LABELS: Record<NoticeWay, string> = {
  site: '站内',
  email: '邮件',
  sms: '短信',
  weChat: '微信',
  webhook: 'Webhook',
};

export const NOTICE_WAY_OPTIONS = (Object.keys(NOTICE_WAY_LABELS) as NoticeWay[]).map((value) => ({
  value,
  label: NOTICE_WAY_LABELS[value],
}));

/** Ways that reach a recipient's own address, so they need at least one 接收人. */
export const WAYS_NEEDING_NOTICES: readonly NoticeWay[] = ['email', 'sms', 'weChat', 'webhook'];

/** 机器人类型 of a webhook recipient. */
export const WEBHOOK_TYPE_LABELS: Record<WebhookType, string> = {
  generic: '通用',
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
};

export const WEBHOOK_TYPE_OPTIONS = (Object.keys(WEBHOOK_TYPE_LABELS) as WebhookType[]).map(
  (value) => ({ value, label: WEBHOOK_TYPE_LABELS[value] }),
);

/** antd Tag colours of a delivery's status: sent green, failed red, pending blue. */
export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  sent: 'success',
  failed: 'error',
  pending: 'processing',
  skipped: 'default',
};

/** 已读 / 未读 filter of the warning list. */
export const READ_STATE_OPTIONS = [
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
] as const;
export type ReadStateFilter = 'all' | (typeof READ_STATE_OPTIONS)[number]['value'];

/** The readState input of a read filter (absent = both). */
export function readStateInput(filter: ReadStateFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'read';
}

/** Link from a warned article to its detail page (SPEC §2 query parameters). */
export function warningArticleHref(item: {
  id: number;
  warningId: number;
  publishTime: string;
}): string {
  const params = new URLSearchParams({
    fromId: String(item.warningId),
    fromType: 'warning',
    articleId: String(item.id),
    publishTime: item.publishTime.slice(0, 10),
  });
  return `/articleDetails?${params.toString()}`;
}

/** Where a recipient is reached, e.g. `邮件 a@b.cn · 短信 138…`, for the recipients table. */
export function noticeChannels(notice: NoticeItem): string[] {
  const parts: string[] = [];
  if (notice.email) {
    parts.push(`邮件：${notice.email}`);
  }
  if (notice.phone) {
    parts.push(`短信：${notice.phone}`);
  }
  if (notice.weChatOpenId) {
    parts.push(`微信：${notice.weChatOpenId}`);
  }
  if (notice.webhookUrl) {
    const type = notice.webhookType ? WEBHOOK_TYPE_LABELS[notice.webhookType] : '通用';
    parts.push(`${type}机器人：${notice.webhookUrl}`);
  }
  return parts;
}

/** `成功 2 · 失败 1` for a firing's deliveries, in a fixed order. */
export function deliverySummary(deliveries: readonly Pick<Delivery, 'status' | 'statusName'>[]) {
  const order: DeliveryStatus[] = ['sent', 'failed', 'pending', 'skipped'];
  return order
    .map((status) => {
      const same = deliveries.filter((d) => d.status === status);
      return same.length > 0 && same[0] ? `${same[0].statusName} ${same.length}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

/** The recipient form as the modal holds it (blank strings for empty fields). */
export interface NoticeFormValues {
  noticeName: string;
  accountId: number | undefined;
  email: string;
  phone: string;
  weChatOpenId: string;
  webhookUrl: string;
  webhookType: WebhookType;
}

const blankToUndefined = (s: string | undefined): string | undefined => {
  const t = (s ?? '').trim();
  return t === '' ? undefined : t;
};

/** saveWarningNotice input: blanks left out; a robot type only goes with a webhook address. */
export function toNoticeInput(values: NoticeFormValues, noticeId?: number): NoticeInput {
  const webhookUrl = blankToUndefined(values.webhookUrl);
  return {
    noticeId,
    noticeName: values.noticeName.trim(),
    accountId: values.accountId,
    email: blankToUndefined(values.email),
    phone: blankToUndefined(values.phone),
    weChatOpenId: blankToUndefined(values.weChatOpenId),
    webhookUrl,
    webhookType: webhookUrl ? values.webhookType : undefined,
  };
}

/** A stored recipient back into the modal's form. */
export function noticeFormOf(notice: NoticeItem | undefined): NoticeFormValues {
  return {
    noticeName: notice?.noticeName ?? '',
    accountId: notice?.accountId ?? undefined,
    email: notice?.email ?? '',
    phone: notice?.phone ?? '',
    weChatOpenId: notice?.weChatOpenId ?? '',
    webhookUrl: notice?.webhookUrl ?? '',
    webhookType: notice?.webhookType ?? 'generic',
  };
}
