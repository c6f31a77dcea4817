import { SEARCH_AREAS, SENTIMENTS, formatCn } from '@guanlan/shared';
import type { Sentiment } from '@guanlan/shared';
import { carrierLabel } from '../../analysis/index.js';
import type {
  NoticeWay,
  WarningConditions,
  WarningDeliveryPolicy,
} from '../../notify/warning-rule-format.js';
import type { StoredWords } from '../special/index.js';

/** Chinese names of the notice ways. */
export const WAY_NAMES: Record<NoticeWay, string> = {
  site: '站内消息',
  email: '邮件',
  sms: '短信',
  weChat: '微信',
  webhook: '机器人Webhook',
};

/** What the summary describes of one rule. */
export interface SummaryInput {
  kind: string;
  mode: string;
  area: string;
  words: StoredWords;
  conditions: WarningConditions;
  delivery: WarningDeliveryPolicy;
  specialNames: string[];
  noticeNames: string[];
  lastFiredAt: number | null;
  fired7d: number;
}

const cut = (text: string, max = 60) =>
  [...text].length > max ? `${[...text].slice(0, max).join('')}…` : text;

function wordParts(input: SummaryInput): string[] {
  const w = input.words;
  if (input.mode === 'advanced') {
    return w.expression.trim() ? [`表达式「${cut(w.expression.trim())}」`] : [];
  }
  const boxes: [string, string][] = [
    ['地域词', w.regionWords],
    ['主体词', w.subjectWords],
    ['事件词', w.eventWords],
    ['排除词', w.excludeWords],
  ];
  return boxes.filter(([, v]) => v.trim()).map(([label, v]) => `${label}「${cut(v.trim())}」`);
}

function conditionParts(input: SummaryInput): string[] {
  const c = input.conditions;
  const parts = wordParts(input);
  if (parts.length > 0 && input.area !== 'all' && input.area in SEARCH_AREAS) {
    parts.push(`匹配范围：${SEARCH_AREAS[input.area as keyof typeof SEARCH_AREAS]}`);
  }
  if (input.specialNames.length > 0) {
    parts.push(`监测专题：${input.specialNames.join('、')}`);
  }
  if (c.sentiments?.length) {
    parts.push(`情感：${c.sentiments.map((s: Sentiment) => SENTIMENTS[s] ?? s).join('、')}`);
  }
  if (c.carriers?.length) {
    parts.push(`载体：${c.carriers.map(carrierLabel).join('、')}`);
  }
  if (c.minSourceWeight) {
    parts.push(`来源权重≥${c.minSourceWeight}`);
  }
  if (c.volumeCount && c.volumeMinutes) {
    parts.push(`${c.volumeMinutes}分钟内≥${c.volumeCount}篇时预警`);
  } else if (c.minSimilarCount) {
    parts.push(`相似信息≥${c.minSimilarCount}篇时预警`);
  }
  return parts;
}

function deliveryParts(input: SummaryInput): string[] {
  const d = input.delivery;
  const ways = d.noticeWays?.length ? d.noticeWays : (['site'] as NoticeWay[]);
  const parts = [
    `推送方式：${ways.map((w) => WAY_NAMES[w] ?? w).join('、')}`,
    `接收人：${input.noticeNames.length ? input.noticeNames.join('、') : '未设置'}`,
  ];
  if (d.pushStartTime && d.pushEndTime) {
    parts.push(`推送时段：${d.pushStartTime}–${d.pushEndTime}`);
  }
  if (d.weekendPush === false) {
    parts.push('周末不推送');
  }
  if (d.minIntervalMinutes) {
    parts.push(`推送间隔≥${d.minIntervalMinutes}分钟`);
  }
  return parts;
}

/**
 * One Chinese line describing a rule for the rule list: what it watches (words, specials,
 * sentiments, carriers, thresholds), how and to whom it pushes, when it last fired and how
 * often in the last 7 days.
 */
export function ruleSummary(input: SummaryInput): string {
  const head =
    input.kind === 'artificial' ? ['人工预警（分析人员手动推送）'] : conditionParts(input);
  const fired = [
    input.lastFiredAt === null ? '尚未触发预警' : `最近预警：${formatCn(input.lastFiredAt)}`,
    `近7天预警${input.fired7d}次`,
  ];
  return [...head, ...deliveryParts(input), ...fired].join('；');
}
