import { WARNING_LEVELS, formatCn } from '@guanlan/shared';
import type { WarningLevel } from '@guanlan/shared';
import type { TableRow } from '../../analysis/index.js';
import { toArticleItem } from '../article/index.js';
import type { RowPage } from './dashboard.repo.js';
import { PANELS } from './dashboard-settings.service.js';
import type { PanelKey } from './dashboard-settings.service.js';

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** 敏感信息 rows → article items with the organisation's read mark. */
export function toSensitivePage(page: RowPage & Paging) {
  return {
    list: page.rows.map((r) => ({ ...toArticleItem(r), isRead: Number(r.isRead ?? 0) === 1 })),
    total: page.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

const isLevel = (level: string): level is WarningLevel => level in WARNING_LEVELS;

/** Warned articles → article items plus the warning's id, level and time. */
export function toWarningPage(
  page: {
    rows: { row: TableRow; warningId: number; level: string; warnedAt: number }[];
    total: number;
  } & Paging,
) {
  return {
    list: page.rows.map((r) => {
      const level = isLevel(r.level) ? r.level : 'yellow';
      return {
        ...toArticleItem(r.row),
        warningId: r.warningId,
        warningLevel: level,
        warningLevelName: `${WARNING_LEVELS[level]}预警`,
        warningTime: formatCn(r.warnedAt),
      };
    }),
    total: page.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** Every panel: the visible ones in the account's order, then the hidden ones. */
export function toPanels(visible: readonly PanelKey[]) {
  const hidden = (Object.keys(PANELS) as PanelKey[]).filter((k) => !visible.includes(k));
  return {
    panels: [...visible, ...hidden].map((key, order) => ({
      key,
      name: PANELS[key],
      visible: visible.includes(key),
      order,
    })),
  };
}
