import { REPORT_PERIODS, SENTIMENTS, WARNING_LEVELS } from '@guanlan/shared';
import type { Sentiment, WarningLevel } from '@guanlan/shared';

/** An action on one or more articles of the topic workspace, as a menu key encodes it. */
export type ArticleAction =
  | { kind: 'sentiment'; sentiment: Sentiment }
  | { kind: 'favorite'; folderId: number }
  | { kind: 'unfavorite' }
  | { kind: 'warning' }
  | { kind: 'report'; period: ReportPeriod }
  | { kind: 'exclude' };

export type ReportPeriod = keyof typeof REPORT_PERIODS;

/** 修改情感 options in the order analysts use them; 与我无关 deletes the article for the unit. */
export const SENTIMENT_ACTIONS: readonly { sentiment: Sentiment; label: string }[] = [
  { sentiment: 'positive', label: SENTIMENTS.positive },
  { sentiment: 'neutral', label: SENTIMENTS.neutral },
  { sentiment: 'negative', label: SENTIMENTS.negative },
  { sentiment: 'irrelevant', label: SENTIMENTS.irrelevant },
];

/** 预警级别 options (SPEC §9) with their tag colours. */
export const WARNING_LEVEL_OPTIONS: readonly {
  value: WarningLevel;
  label: string;
  color: string;
}[] = [
  { value: 'red', label: WARNING_LEVELS.red, color: '#d4380d' },
  { value: 'orange', label: WARNING_LEVELS.orange, color: '#fa8c16' },
  { value: 'yellow', label: WARNING_LEVELS.yellow, color: '#d4b106' },
];

/** 加入报告 options (SPEC §9). */
export const REPORT_OPTIONS = (Object.keys(REPORT_PERIODS) as ReportPeriod[]).map((period) => ({
  period,
  label: REPORT_PERIODS[period],
}));

/** A folder the 收藏到 submenu offers. */
export interface FolderChoice {
  folderId: number;
  folderName: string;
}

/** The menu key of an action. */
export function actionKey(action: ArticleAction): string {
  switch (action.kind) {
    case 'sentiment':
      return `sentiment:${action.sentiment}`;
    case 'favorite':
      return `favorite:${action.folderId}`;
    case 'report':
      return `report:${action.period}`;
    case 'unfavorite':
    case 'warning':
    case 'exclude':
      return action.kind;
  }
}

/** The action of a menu key, or undefined for a submenu title or an unknown key. */
export function parseActionKey(key: string): ArticleAction | undefined {
  const [kind, arg = ''] = key.split(':');
  if (kind === 'sentiment') {
    const found = SENTIMENT_ACTIONS.find((s) => s.sentiment === arg);
    return found ? { kind, sentiment: found.sentiment } : undefined;
  }
  if (kind === 'favorite') {
    const folderId = Number(arg);
    return arg !== '' && Number.isInteger(folderId) && folderId >= 0
      ? { kind, folderId }
      : undefined;
  }
  if (kind === 'report') {
    const found = REPORT_OPTIONS.find((r) => r.period === arg);
    return found ? { kind, period: found.period } : undefined;
  }
  if (kind === 'unfavorite' || kind === 'warning' || kind === 'exclude') {
    return { kind };
  }
  return undefined;
}

/** A menu entry (antd Menu item shape) without React: labels are plain text. */
export interface ActionMenuItem {
  key: string;
  label: string;
  danger?: boolean;
  children?: ActionMenuItem[];
}

/**
 * The action menu of the workspace list, for one row or a selection: 修改情感, 收藏 (each
 * folder — 默认收藏夹 when folders are not loaded yet — then 取消收藏), 推送预警, 加入报告 and,
 * where the set's rule takes them (special topics), 加入排除词.
 */
export function actionMenu(
  folders: readonly FolderChoice[] | undefined,
  { exclude = true }: { exclude?: boolean } = {},
): ActionMenuItem[] {
  const choices = folders?.length ? folders : [{ folderId: 0, folderName: '默认收藏夹' }];
  return [
    {
      key: 'menu:sentiment',
      label: '修改情感',
      children: SENTIMENT_ACTIONS.map((s) => ({
        key: actionKey({ kind: 'sentiment', sentiment: s.sentiment }),
        label: s.label,
        ...(s.sentiment === 'irrelevant' ? { danger: true } : {}),
      })),
    },
    {
      key: 'menu:favorite',
      label: '收藏',
      children: [
        ...choices.map((f) => ({
          key: actionKey({ kind: 'favorite', folderId: f.folderId }),
          label: `收藏到「${f.folderName}」`,
        })),
        { key: actionKey({ kind: 'unfavorite' }), label: '取消收藏' },
      ],
    },
    { key: actionKey({ kind: 'warning' }), label: '推送预警' },
    {
      key: 'menu:report',
      label: '加入报告',
      children: REPORT_OPTIONS.map((r) => ({
        key: actionKey({ kind: 'report', period: r.period }),
        label: r.label,
      })),
    },
    ...(exclude ? [{ key: actionKey({ kind: 'exclude' }), label: '加入排除词' }] : []),
  ];
}

/**
 * Queries whose answers change when an article's sentiment (or deletion) changes: the
 * topic list and charts, the dashboard, the archive, themes, warnings and reports.
 */
const SENTIMENT_DEPENDENT = [
  '/api/special/',
  '/api/app/',
  '/api/index/',
  '/api/favorites/',
  '/api/theme/',
  '/api/warning/',
  '/api/briefing/',
];

/** Whether a TanStack query key belongs to a view a sentiment change affects. */
export function dependsOnSentiment(queryKey: readonly unknown[]): boolean {
  const first = queryKey[0];
  const path = typeof first === 'string' ? first : '';
  return SENTIMENT_DEPENDENT.some((prefix) => path.startsWith(prefix));
}

/** Exclusion words typed by the analyst: split on spaces, commas and new lines, no repeats. */
export function parseWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、;；]+/)
        .map((w) => w.trim())
        .filter((w) => w !== ''),
    ),
  ];
}

/** Why the exclusion words cannot be sent, or undefined when they can. */
export function wordsProblem(words: readonly string[]): string | undefined {
  if (words.length === 0) {
    return '请填写排除词';
  }
  if (words.length > 50) {
    return '一次最多添加50个排除词';
  }
  const long = words.find((w) => w.length > 50);
  return long ? `排除词「${long.slice(0, 10)}…」超过50个字符` : undefined;
}
