import type { BriefingType } from '@guanlan/shared';
import { buildReportSnapshot, reportDocx } from '../../briefing/index.js';
import type { AnalysisDb, ArticleScope } from '../../analysis/index.js';
import { BriefingTemplateRepo, toTemplate } from './briefing-template.repo.js';
import { eventSummaryTable } from './report-sources.js';

/** One of the organisation's templates as the calls answer it (another organisation's is 4004). */
export async function loadTemplate(adb: AnalysisDb, orgId: number, templateId: number) {
  return toTemplate(await new BriefingTemplateRepo(adb.db).get(orgId, templateId));
}

export interface TemplatedReportInput {
  orgId: number;
  templateId: number;
  title: string;
  briefingType: BriefingType;
  scope: ArticleScope;
  subject: string;
  topicNames: string[];
  now: number;
}

/**
 * A Word report of any scope laid out by one of the organisation's templates — how
 * downSpecialBriefing honours a chosen template with the same generator the report list uses.
 * Another organisation's template is 4004.
 */
export async function templatedReportDocx(
  adb: AnalysisDb,
  i: TemplatedReportInput,
): Promise<Buffer> {
  const template = await loadTemplate(adb, i.orgId, i.templateId);
  const range = { start: i.scope.startTime, end: i.scope.endTime };
  const snapshot = await buildReportSnapshot(
    adb,
    {
      scope: i.scope,
      subject: i.subject,
      analystArticles: { columns: [], rows: [] },
      events: await eventSummaryTable(adb, i.orgId, range, i.now),
      generatedAt: i.now,
    },
    () => Promise.resolve(),
  );
  return reportDocx({
    title: i.title,
    briefingType: i.briefingType,
    startTime: range.start,
    endTime: range.end,
    topicNames: i.topicNames,
    template,
    snapshot,
    editorNote: '',
  });
}
