import {
  carrierSpreadOrder,
  eventContext,
  eventPhases,
  influence,
  viewpoints,
} from '../../analysis/index.js';
import type { AnalysisDb, Table } from '../../analysis/index.js';
import {
  DOCX_MIME,
  briefingFileName,
  briefingTables,
  eventBriefingDocx,
} from '../../briefing/index.js';
import type { Clock } from '../../platform/clock.js';
import { FileResult } from '../../platform/http/file-result.js';
import type { AnalysisInput, EventAnalysisService } from './event-analysis.service.js';
import { loadTemplate } from '../briefing/index.js';

/**
 * 事件分析报告 (downEventBriefing): the event's whole analysis — overview, influence, context,
 * trend and phases, sentiment, carriers, regions, hot words, key negatives, media, spread,
 * viewpoints and disposal — as a Word document named `<事件名>_事件分析报告_<YYYYMMDDHHmm>.docx`.
 */
export class EventBriefingService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly analysis: EventAnalysisService,
    private readonly clock: Clock,
  ) {}

  async briefing(
    orgId: number,
    input: AnalysisInput & { templateId?: number | undefined },
  ): Promise<FileResult> {
    const { event, scope } = await this.analysis.scope(orgId, input);
    // An event report keeps its own sections; a chosen template gives its header and closing line.
    const template =
      input.templateId === undefined
        ? undefined
        : await loadTemplate(this.adb, orgId, input.templateId);
    const adb = this.adb;
    const tables = await briefingTables(adb, scope);
    const [impact, context, growing, spreadOrder, views, dispose] = await Promise.all([
      influence(adb, scope),
      eventContext(adb, scope),
      eventPhases(adb, scope),
      carrierSpreadOrder(adb, scope),
      viewpoints(adb, scope),
      this.analysis.disposeTable(orgId, input),
    ]);
    const phases: Table = {
      columns: [
        { key: 'phaseName', title: '阶段' },
        { key: 'startTime', title: '开始' },
        { key: 'endTime', title: '结束' },
        { key: 'count', title: '信息量' },
        { key: 'peak', title: '峰值' },
      ],
      rows: growing.phases.map((p) => ({ ...p })),
    };
    const now = this.clock.now();
    const body = await eventBriefingDocx({
      name: event.name,
      kind: '事件分析报告',
      subject: `事件“${event.name}”`,
      description: event.description,
      startTime: scope.startTime,
      endTime: scope.endTime,
      generatedAt: now,
      tables,
      event: { influence: impact, context, phases, spreadOrder, viewpoints: views, dispose },
      ...(template ? { headerText: template.headerText, footerText: template.footerText } : {}),
    });
    return new FileResult(briefingFileName(event.name, '事件分析报告', now), DOCX_MIME, body);
  }
}
