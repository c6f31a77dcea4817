import type { NoticeRow } from './warning-notice.repo.js';

const TYPES = ['generic', 'wecom', 'dingtalk', 'feishu'] as const;

/** A notice row → the API notice (its own addresses, unmasked: the form edits them). */
export function toNotice(n: NoticeRow) {
  return {
    noticeId: Number(n.id),
    noticeName: n.name,
    accountId: n.account_id === null ? null : Number(n.account_id),
    phone: n.phone,
    email: n.email,
    weChatOpenId: n.wechat_open_id,
    webhookUrl: n.webhook_url,
    webhookType: TYPES.find((t) => t === n.webhook_type) ?? null,
  };
}
