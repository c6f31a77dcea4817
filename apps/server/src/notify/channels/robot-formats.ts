import { LEVEL_NAMES } from '../warning-rule-format.js';
import { splitByBytes } from './split-message.js';
import { detailLink, markdownLines, subjectOf, textLines } from './warning-message.js';
import type { WarningMessage } from './warning-message.js';

export type WebhookType = 'generic' | 'wecom' | 'dingtalk' | 'feishu';

/**
 * Each robot's message limit in UTF-8 bytes (企业微信 markdown content 4096 bytes; 钉钉
 * markdown 20000 bytes; 飞书 request body 20 KB) with some headroom for the JSON around it.
 */
export const ROBOT_LIMITS: Record<Exclude<WebhookType, 'generic'>, number> = {
  wecom: 4096,
  dingtalk: 18_000,
  feishu: 18_000,
};

/** The request bodies to POST, in order: long messages are split to the robot's limit. */
export function robotBodies(type: WebhookType, m: WarningMessage): unknown[] {
  switch (type) {
    case 'wecom':
      return splitByBytes(markdownLines(m), ROBOT_LIMITS.wecom).map((content) => ({
        msgtype: 'markdown',
        markdown: { content },
      }));
    case 'dingtalk':
      return splitByBytes(markdownLines(m), ROBOT_LIMITS.dingtalk).map((text) => ({
        msgtype: 'markdown',
        markdown: { title: subjectOf(m).slice(0, 60), text },
      }));
    case 'feishu':
      return splitByBytes(textLines(m), ROBOT_LIMITS.feishu).map((text) => ({
        msg_type: 'text',
        content: { text },
      }));
    case 'generic':
      return [
        {
          event: 'warning',
          deliveryId: m.deliveryId,
          firingId: m.firingId,
          level: m.level,
          levelName: LEVEL_NAMES[m.level],
          ruleName: m.ruleName,
          reason: m.reason,
          firedAt: m.firedAt,
          articles: m.articles.map((a) => ({ ...a, detailUrl: detailLink(m.appBase, a.id) })),
        },
      ];
  }
}

/** A robot answers HTTP 200 even on errors; its JSON says whether the message was taken. */
export function robotAccepted(type: WebhookType, body: unknown): string | null {
  if (type === 'generic') {
    return null;
  }
  const b = (body ?? {}) as Record<string, unknown>;
  if (type === 'feishu') {
    const code = b.code ?? b.StatusCode;
    return code === 0 ? null : `飞书返回错误：${String(b.msg ?? b.StatusMessage ?? code)}`;
  }
  return b.errcode === 0
    ? null
    : `${type === 'wecom' ? '企业微信' : '钉钉'}返回错误：${String(b.errmsg ?? b.errcode)}`;
}

/** Guesses the robot from a webhook address (used when the notice does not say). */
export function webhookTypeOf(url: string, declared: string | null): WebhookType {
  if (declared === 'wecom' || declared === 'dingtalk' || declared === 'feishu') {
    return declared;
  }
  if (declared === 'generic') {
    return 'generic';
  }
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (host === 'qyapi.weixin.qq.com') {
    return 'wecom';
  }
  if (host === 'oapi.dingtalk.com') {
    return 'dingtalk';
  }
  if (host.endsWith('feishu.cn') || host.endsWith('larksuite.com')) {
    return 'feishu';
  }
  return 'generic';
}
