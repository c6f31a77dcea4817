import { formatCn } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import { LEVEL_NAMES } from '../warning-rule-format.js';

/** One warned article as channels show it. */
export interface WarningMessageArticle {
  id: number;
  title: string;
  url: string;
  siteName: string;
  publishTime: number;
  sentiment: string;
}

/** What every channel renders: the firing, its rule and its articles (newest first). */
export interface WarningMessage {
  deliveryId: number;
  firingId: number;
  orgId: number;
  level: WarningLevel;
  ruleName: string;
  reason: string;
  firedAt: number;
  articles: WarningMessageArticle[];
  /** Absolute base of the web app for links in e-mails and robot messages ('' = relative). */
  appBase: string;
}

const SENTIMENT_NAMES: Record<string, string> = {
  positive: '正面',
  negative: '负面',
  neutral: '中性',
  irrelevant: '与我无关',
};

export function detailLink(base: string, articleId: number): string {
  return `${base}/articleDetails?articleId=${articleId}&fromType=warning`;
}

export function subjectOf(m: WarningMessage): string {
  const first = m.articles[0]?.title ?? m.reason;
  return `【${LEVEL_NAMES[m.level]}】${m.ruleName}：${first}`;
}

/** Plain-text lines (robots, SMS): heading, reason, then one block per article. */
export function textLines(m: WarningMessage): string[] {
  const lines = [`【观澜舆情 ${LEVEL_NAMES[m.level]}】${m.ruleName}`, m.reason, ''];
  m.articles.forEach((a, i) => {
    lines.push(`${i + 1}. ${a.title}`);
    lines.push(
      `   ${a.siteName || '未知来源'} · ${formatCn(a.publishTime)} · ${SENTIMENT_NAMES[a.sentiment] ?? a.sentiment}`,
    );
    lines.push(`   ${a.url}`);
  });
  lines.push('', `预警时间：${formatCn(m.firedAt)}`);
  return lines;
}

/** Markdown lines (企业微信, 钉钉): the same content with links. */
export function markdownLines(m: WarningMessage): string[] {
  const lines = [`### 【${LEVEL_NAMES[m.level]}】${m.ruleName}`, `> ${m.reason}`, ''];
  m.articles.forEach((a, i) => {
    lines.push(`${i + 1}. [${a.title.replace(/[[\]]/g, '')}](${a.url})`);
    lines.push(
      `   ${a.siteName || '未知来源'} · ${formatCn(a.publishTime)} · ${SENTIMENT_NAMES[a.sentiment] ?? a.sentiment}`,
    );
  });
  lines.push('', `预警时间：${formatCn(m.firedAt)}`);
  return lines;
}

/** HTML body of the e-mail. */
export function htmlBody(m: WarningMessage): string {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const items = m.articles
    .map(
      (a) =>
        `<li><a href="${esc(a.url)}">${esc(a.title)}</a><br><small>${esc(a.siteName || '未知来源')} · ${formatCn(a.publishTime)} · ${SENTIMENT_NAMES[a.sentiment] ?? ''} · <a href="${esc(detailLink(m.appBase, a.id))}">在观澜中查看</a></small></li>`,
    )
    .join('');
  return `<h3>【${LEVEL_NAMES[m.level]}】${esc(m.ruleName)}</h3><p>${esc(m.reason)}</p><ol>${items}</ol><p><small>预警时间：${formatCn(m.firedAt)}（观澜舆情自动发送，请勿回复）</small></p>`;
}
