import { formatCn } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import type { NoticeWay } from '../../notify/warning-rule-format.js';
import { maskPhone } from '../auth/index.js';
import type { DeliveryRow, FiringRow } from './warning-log.repo.js';

type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** Chinese names of delivery states (推送记录). */
export const STATUS_NAMES: Record<DeliveryStatus, string> = {
  pending: '待发送',
  sent: '已发送',
  failed: '发送失败',
  skipped: '未推送',
};

const STATUSES = Object.keys(STATUS_NAMES) as DeliveryStatus[];
const WAYS: readonly NoticeWay[] = ['site', 'email', 'sms', 'weChat', 'webhook'];
const LEVELS: readonly WarningLevel[] = ['red', 'orange', 'yellow'];

const keep = (text: string, n: number) => `${[...text].slice(0, n).join('')}***`;

/** `ab***@example.com`: enough to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) {
    return keep(email, 2);
  }
  const local = email.slice(0, at);
  return `${keep(local, local.length > 2 ? 2 : 1)}${email.slice(at)}`;
}

/** A robot address without its secret: query values and long path tokens are cut short. */
export function maskWebhook(address: string): string {
  if (!URL.canParse(address)) {
    return keep(address, 12);
  }
  const u = new URL(address);
  const path = u.pathname
    .split('/')
    .map((seg) => (seg.length >= 16 ? keep(seg, 4) : seg))
    .join('/');
  const query = [...u.searchParams.entries()]
    .map(([k, v]) => `${k}=${v.length > 4 ? keep(v, 4) : v}`)
    .join('&');
  return `${u.protocol}//${u.host}${path}${query ? `?${query}` : ''}`;
}

/** The recipient as the push log shows it, masked by channel. */
export function maskTarget(channel: string, target: string): string {
  switch (channel) {
    case 'site':
      return '本单位全部账号';
    case 'email':
      return maskEmail(target);
    case 'sms':
      return maskPhone(target);
    case 'webhook':
      return maskWebhook(target);
    default:
      return target.length > 8 ? keep(target, 4) : target;
  }
}

/** A delivery row → the API delivery (masked target, Chinese status). */
export function toDelivery(d: DeliveryRow) {
  const status = STATUSES.find((s) => s === d.status) ?? 'pending';
  return {
    channel: WAYS.find((w) => w === d.channel) ?? 'site',
    target: maskTarget(d.channel, d.target),
    noticeName: d.notice_name,
    status,
    statusName: STATUS_NAMES[status],
    attempts: Number(d.attempts),
    detail: d.detail,
    sentAt: d.sent_at === null ? null : formatCn(Number(d.sent_at)),
  };
}

function articleIdsOf(f: FiringRow): number[] {
  try {
    const ids = JSON.parse(f.article_ids) as unknown;
    return Array.isArray(ids) ? ids.map(Number) : [];
  } catch {
    return [];
  }
}

/** The first article of each firing (for loading their titles). */
export function firstArticleIds(firings: FiringRow[]): number[] {
  return firings.map((f) => articleIdsOf(f)[0]).filter((id): id is number => id !== undefined);
}

/** A firing with its deliveries → the API push-log item. */
export function toFiring(f: FiringRow, deliveries: DeliveryRow[], titles: Map<number, string>) {
  const ids = articleIdsOf(f);
  const first = ids[0];
  return {
    firingId: Number(f.id),
    warningRuleId: Number(f.rule_id),
    ruleName: f.rule_name ?? (Number(f.rule_id) === 0 ? '人工预警' : '（规则已删除）'),
    warningLevel: LEVELS.find((l) => l === f.level) ?? 'yellow',
    reason: f.reason,
    firedAt: formatCn(Number(f.created_at)),
    articleCount: ids.length,
    firstArticleTitle: first === undefined ? null : (titles.get(first) ?? null),
    deliveries: deliveries.filter((d) => Number(d.firing_id) === Number(f.id)).map(toDelivery),
  };
}
