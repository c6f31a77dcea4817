import {
  articleList,
  carrierSpreadOrder,
  carrierStatistics,
  eventContext,
  eventPhases,
  hotWords,
  influence,
  mediaLeaders,
  regionDistribution,
  sentimentDistribution,
  viewpoints,
  volumeTrend,
} from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, Table } from '../../analysis/index.js';
import { DOCX_MIME, briefingFileName, eventBriefingDocx } from '../../briefing/index.js';
import type { Clock } from '../../platform/clock.js';
import { FileResult } from '../../platform/http/file-result.js';
import type { AnalysisInput, EventAnalysisService } from './event-analysis.service.js';
import { loadTemplate } from '../briefing/index.js';

/** How many media and key negative articles, and how many hot words, the report lists. */
const TOP = 10;
const TOP_WORDS = 20;

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
    const [trend, sentiment, carriers, regions, words, media, negatives] = await Promise.all([
      volumeTrend(adb, scope),
      sentimentDistribution(adb, scope),
      carrierStatistics(adb, scope),
      regionDistribution(adb, scope),
      hotWords(adb, scope, { size: TOP_WORDS }),
      mediaLeaders(adb, scope, { size: TOP }),
      this.keyNegatives(scope),
    ]);
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
      tables: { trend, sentiment, carriers, regions, hotWords: words, media, negatives },
      event: { influence: impact, context, phases, spreadOrder, viewpoints: views, dispose },
      ...(template ? { headerText: template.headerText, footerText: template.footerText } : {}),
    });
    return new FileResult(briefingFileName(event.name, '事件分析报告', now), DOCX_MIME, body);
  }

  /** The most engaging negative articles, one per similar cluster. */
  private async keyNegatives(scope: ArticleScope): Promise<Table> {
    if (scope.sentiments && !scope.sentiments.includes('negative')) {
      return { columns: [], rows: [] };
    }
    return articleList(
      this.adb,
      { ...scope, sentiments: ['negative'] },
      { pageSize: TOP, sort: 'hotDesc', mergeSimilar: true },
    );
  }
}
