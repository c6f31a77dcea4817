import { sql } from 'kysely';
import { formatCn } from '@guanlan/shared';
import { scopedFacts } from './scope-facts.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';

/** A disposal action (处置记录) placed on the curve. */
export interface DisposeAction {
  id: number;
  time: number;
  department: string;
  content: string;
}

/** Within ±10% the curve is 持平 after an action. */
const FLAT_PERCENT = 10;

/**
 * The effect of a change from `before` to `after` articles: the change in percent (one
 * decimal; null when before is 0) and 下降 / 上升 / 持平 (within ±10%, or nothing either side).
 */
export function effectOf(before: number, after: number) {
  const changeRate = before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10;
  if (before === after || (changeRate !== null && Math.abs(changeRate) <= FLAT_PERCENT)) {
    return { changeRate, effect: '持平' as const };
  }
  return { changeRate, effect: after > before ? ('上升' as const) : ('下降' as const) };
}

/**
 * 处置效果: for each action, the scope's articles in the `windowMs` before it ([t − w, t)) and
 * after it ([t, t + w)), both clipped to the scope's range, with the change and its effect.
 * Rows in the order given; columns 处置时间, 处置部门, 处置内容, 处置前, 处置后, 变化(%), 效果.
 */
export async function disposeEffect(
  adb: AnalysisDb,
  scope: ArticleScope,
  actions: readonly DisposeAction[],
  windowMs: number,
): Promise<Table> {
  const count = async (from: number, to: number) => {
    const start = Math.max(from, scope.startTime);
    const end = Math.min(to, scope.endTime);
    if (start > end) {
      return 0;
    }
    const row = await scopedFacts(adb, { ...scope, startTime: start, endTime: end })
      .select(sql<number>`COUNT(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const rows = await Promise.all(
    actions.map(async (a) => {
      const [before, after] = await Promise.all([
        count(a.time - windowMs, a.time - 1),
        count(a.time, a.time + windowMs - 1),
      ]);
      const { changeRate, effect } = effectOf(before, after);
      return {
        id: a.id,
        disposeTime: formatCn(a.time),
        department: a.department,
        content: a.content,
        before,
        after,
        changeRate: changeRate ?? '',
        effect,
      };
    }),
  );
  return {
    columns: [
      { key: 'disposeTime', title: '处置时间' },
      { key: 'department', title: '处置部门' },
      { key: 'content', title: '处置内容' },
      { key: 'before', title: '处置前信息量' },
      { key: 'after', title: '处置后信息量' },
      { key: 'changeRate', title: '变化(%)' },
      { key: 'effect', title: '效果' },
    ],
    rows,
  };
}
