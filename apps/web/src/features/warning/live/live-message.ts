import { isWarningLevel } from '../warning-level';
import type { WarningLevel } from '../warning-level';

/** A warning pushed by the server the moment it fires (deliver-warning job, in-app channel). */
export interface WarningPush {
  type: 'warning';
  firingId: number;
  /** The first warned article's row in the warning list; null when none was stored. */
  warningId: number | null;
  level: WarningLevel;
  levelName: string;
  ruleName: string;
  reason: string;
  title: string;
  articleId: number | null;
  articleIds: number[];
  link: string;
  firedAt: string;
}

/** What the websocket sends, parsed; anything else is ignored. */
export type LiveMessage =
  { type: 'ready' } | { type: 'pong' } | { type: 'token'; accessToken: string } | WarningPush;

type Fields = Record<string, unknown>;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const idOrNull = (v: unknown): number | null => (isId(v) ? v : null);

function parseWarning(f: Fields): WarningPush | undefined {
  if (!isId(f.firingId) || !isWarningLevel(f.level)) {
    return undefined;
  }
  const articleIds = Array.isArray(f.articleIds) ? f.articleIds.filter(isId) : [];
  return {
    type: 'warning',
    firingId: f.firingId,
    warningId: idOrNull(f.warningId),
    level: f.level,
    levelName: text(f.levelName),
    ruleName: text(f.ruleName),
    reason: text(f.reason),
    title: text(f.title) || text(f.reason),
    articleId: idOrNull(f.articleId),
    articleIds,
    link: text(f.link),
    firedAt: text(f.firedAt),
  };
}

/**
 * Parses one websocket text frame. Unknown types, broken JSON and warnings without a firing
 * id or a known level give undefined, so a newer server never breaks an older page.
 */
export function parseLiveMessage(data: unknown): LiveMessage | undefined {
  if (typeof data !== 'string') {
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return undefined;
  }
  const f = raw as Fields;
  switch (f.type) {
    case 'ready':
      return { type: 'ready' };
    case 'pong':
      return { type: 'pong' };
    case 'token':
      return typeof f.accessToken === 'string' && f.accessToken !== ''
        ? { type: 'token', accessToken: f.accessToken }
        : undefined;
    case 'warning':
      return parseWarning(f);
    default:
      return undefined;
  }
}

/** Where 查看详情 leads: the first article's detail, else the warning list. */
export function warningDetailHref(push: Pick<WarningPush, 'articleId' | 'warningId'>): string {
  if (push.articleId === null) {
    return '/warningList';
  }
  const params = new URLSearchParams({ articleId: String(push.articleId), fromType: 'warning' });
  if (push.warningId !== null) {
    params.set('fromId', String(push.warningId));
  }
  return `/articleDetails?${params.toString()}`;
}

/** The socket address with the session token appended (the configured address may have a query). */
export function liveAddress(base: string, token: string | undefined): string | undefined {
  if (!token) {
    return undefined;
  }
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}token=${encodeURIComponent(token)}`;
}

/**
 * The reason without the article title it ends with (the server writes `命中预警规则「X」：标题`),
 * since the title is shown right beside it. Other reasons (thresholds, …) stay whole.
 */
export function reasonBesideTitle(reason: string, title: string): string {
  for (const colon of ['：', ':']) {
    const suffix = `${colon}${title}`;
    if (title !== '' && reason.endsWith(suffix)) {
      return reason.slice(0, -suffix.length).trim();
    }
  }
  return reason;
}

/** The small line under a live warning's title: a reason that adds something, time, count. */
export function toastDetail(
  push: Pick<WarningPush, 'reason' | 'title' | 'ruleName' | 'firedAt' | 'articleIds'>,
): string {
  const reason = reasonBesideTitle(push.reason, push.title);
  const parts = [
    reason === `命中预警规则「${push.ruleName}」` ? '' : reason,
    push.firedAt,
    push.articleIds.length > 1 ? `共 ${push.articleIds.length} 篇` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}
