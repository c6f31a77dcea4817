import type { Table } from '../../analysis/index.js';
import type { BriefingSection } from '../docx/document.js';
import { bodyText, emptyNote, labelled } from '../docx/blocks.js';
import { tableBlock } from '../docx/table.js';

/** A section that is its table, or 暂无数据, with an optional lead sentence. */
function tableSection(
  title: string,
  table: Table,
  lead?: string,
  weights?: readonly number[],
): BriefingSection {
  if (table.rows.length === 0) {
    return { title, blocks: [emptyNote()] };
  }
  return {
    title,
    blocks: [
      ...(lead ? [bodyText(lead)] : []),
      ...tableBlock(table, { limit: 30, ...(weights ? { weights } : {}) }),
    ],
  };
}

/** 事件影响力: the index, its level and parts (the influence table), and the formula. */
export function influenceSection(
  influence: Table & { index: number; level: string; formula: string },
): BriefingSection {
  return {
    title: '事件影响力',
    blocks: [
      labelled([
        { label: '影响力指数：', value: String(influence.index) },
        { label: '影响等级：', value: influence.level },
      ]),
      ...tableBlock(influence, { weights: [3, 2, 2, 2] }),
      bodyText(influence.formula),
    ],
  };
}

/** 事件脉络: the timeline of key articles (时间, 标题, 媒体, 载体, 节点). */
export function contextSection(context: Table): BriefingSection {
  return tableSection('事件脉络', context, undefined, [3, 6, 3, 2, 2]);
}

/** 发展阶段: one sentence per phase and the phases table. */
export function phasesSection(phases: Table): BriefingSection {
  const lead = phases.rows
    .map(
      (p) =>
        `${String(p.phaseName)}（${String(p.startTime)} 至 ${String(p.endTime)}，${Number(p.count)}条）`,
    )
    .join('；');
  return tableSection('发展阶段', phases, lead ? `事件经历${lead}。` : undefined);
}

/** 传播扩散: the cross-carrier spread order. */
export function spreadSection(order: Table): BriefingSection {
  const first = order.rows[0];
  const lead = first
    ? `事件最早出现在${String(first.carrierName)}（${String(first.firstSiteName)}，${String(first.firstTime)}），随后扩散至${order.rows.length}类载体。`
    : undefined;
  return tableSection('传播扩散', order, lead, [1, 2, 3, 6, 3, 2, 2]);
}

/** 舆论观点: the viewpoints with their share and representative article. */
export function viewpointsSection(views: Table): BriefingSection {
  return tableSection('舆论观点', views, undefined, [3, 4, 2, 2, 6]);
}

/** 处置情况: each disposal action with the volume before and after it. */
export function disposeSection(dispose: Table): BriefingSection {
  return tableSection(
    '处置情况',
    dispose,
    '处置前后信息量按处置时间前后各24小时统计。',
    [3, 2, 5, 2, 2, 2, 2],
  );
}
