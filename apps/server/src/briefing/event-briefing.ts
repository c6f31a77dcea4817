import type { Table } from '../analysis/index.js';
import { analysisBriefing } from './analysis-briefing.js';
import type { AnalysisBriefingInput } from './analysis-briefing.js';
import { packBriefing } from './docx/document.js';
import { bodyText } from './docx/blocks.js';
import {
  contextSection,
  disposeSection,
  influenceSection,
  phasesSection,
  spreadSection,
  viewpointsSection,
} from './sections/event.js';

/** The event analyses an event report adds to the standard briefing tables. */
export interface EventBriefingTables {
  influence: Table & { index: number; level: string; formula: string };
  context: Table;
  /** The phases as rows: phaseName, startTime, endTime, count, peak. */
  phases: Table;
  spreadOrder: Table;
  viewpoints: Table;
  dispose: Table;
}

export interface EventBriefingInput extends AnalysisBriefingInput {
  description: string;
  event: EventBriefingTables;
  /** A chosen report template's page header and closing line. */
  headerText?: string;
  footerText?: string;
}

/**
 * 事件分析报告: the standard analysis briefing (概况, 走势, 情感, 载体, 地域, 热词, 重点负面,
 * 媒体) with the event's own sections — 事件影响力 and 事件脉络 after the overview, 发展阶段
 * after the trend, then 传播扩散, 舆论观点 and 处置情况 before 研判建议.
 */
export async function eventBriefingDocx(input: EventBriefingInput): Promise<Buffer> {
  const base = await analysisBriefing(input);
  const [overview, trend, ...rest] = base.sections;
  const advice = rest.pop()!;
  const e = input.event;
  const intro = input.description.trim()
    ? [{ title: '事件简介', blocks: [bodyText(input.description.trim())] }]
    : [];
  return packBriefing({
    ...base,
    ...(input.headerText ? { headerText: input.headerText } : {}),
    ...(input.footerText ? { footerText: input.footerText } : {}),
    sections: [
      ...intro,
      overview!,
      influenceSection(e.influence),
      contextSection(e.context),
      trend!,
      phasesSection(e.phases),
      ...rest,
      spreadSection(e.spreadOrder),
      viewpointsSection(e.viewpoints),
      disposeSection(e.dispose),
      advice,
    ],
  });
}
