import { formatCn } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import { carrierLabel, sentimentLabel } from '../../analysis/index.js';
import type { ListedArticleRow, Table } from '../../analysis/index.js';
import { LEVEL_NAMES } from '../../notify/warning-rule-format.js';
import { toArticleItem, toListRow } from '../article/index.js';
import type { WarnedRow } from './warning-article.repo.js';

const LEVELS: readonly WarningLevel[] = ['red', 'orange', 'yellow'];
const levelOf = (level: string): WarningLevel => LEVELS.find((l) => l === level) ?? 'yellow';

/** The name a warning shows for its rule (artificial pushes may have none). */
function ruleNameOf(r: WarnedRow): string {
  if (r.rule_name !== null) {
    return r.rule_name;
  }
  if (r.rule_id !== null) {
    return '（规则已删除）';
  }
  return r.kind === 'artificial' ? '人工预警' : '机器预警';
}

/** An article row → the API article item (preview firings). */
export function toPlainArticle(r: ListedArticleRow) {
  return toArticleItem(toListRow(r));
}

/** A warned row → the API warned article: the article item plus its warning and read state. */
export function toWarnedArticle(r: WarnedRow) {
  return {
    ...toArticleItem(toListRow(r)),
    warningId: Number(r.warning_id),
    warningLevel: levelOf(r.level),
    warningType: r.kind === 'artificial' ? ('artificial' as const) : ('machine' as const),
    ruleName: ruleNameOf(r),
    warnedAt: formatCn(Number(r.warned_at)),
    isRead: r.read_at !== null,
  };
}

const EXPORT_COLUMNS = [
  { key: 'title', title: '标题' },
  { key: 'levelName', title: '预警级别' },
  { key: 'ruleName', title: '预警规则' },
  { key: 'warnedAt', title: '预警时间' },
  { key: 'siteName', title: '来源' },
  { key: 'carrierName', title: '载体' },
  { key: 'sentimentName', title: '情感' },
  { key: 'publishTime', title: '发布时间' },
  { key: 'author', title: '作者' },
  { key: 'url', title: '链接' },
  { key: 'summary', title: '摘要' },
];

/** Warned rows → the table the .xlsx export renders. */
export function toWarnedExportTable(rows: WarnedRow[]): Table {
  return {
    columns: EXPORT_COLUMNS,
    rows: rows.map((r) => ({
      ...toListRow(r),
      levelName: LEVEL_NAMES[levelOf(r.level)],
      ruleName: ruleNameOf(r),
      warnedAt: formatCn(Number(r.warned_at)),
      carrierName: carrierLabel(r.carrier),
      sentimentName: sentimentLabel(r.sentiment),
    })),
  };
}
