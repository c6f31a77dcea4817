import {
  analysisFamily,
  loadExclusions,
  toArticleScope,
  ScopedAnalyses,
} from '../../analysis/index.js';
import type {
  AnalysisSubject,
  AnalysisDb,
  ListChoice,
  RunOptions,
  ScopeInput,
} from '../../analysis/index.js';
import {
  DOCX_MIME,
  analysisBriefingDocx,
  briefingFileName,
  briefingTables,
} from '../../briefing/index.js';
import { templatedReportDocx } from '../briefing/index.js';
import type { Clock } from '../../platform/clock.js';
import { FileResult } from '../../platform/http/file-result.js';
import type { SpecialService } from './special.service.js';

/** Every analysis of a special with the Chinese title of its chart and Excel twin. */
const ANALYSES = analysisFamily('专题');

export type SpecialAnalysis = keyof typeof ANALYSES;

/** An analysis call's input: the scope plus the special (absent = all specials) and size. */
export type AnalysisInput = ScopeInput & RunOptions & { specialId?: number | undefined };

/** The briefing download's input: the scope plus an optional report template. */
export type BriefingInput = AnalysisInput & { templateId?: number | undefined };

/** The list and export inputs: the scope plus order, paging and export options. */
export type ListInput = AnalysisInput & ListChoice;

/**
 * Analyses of one special (or all specials of the organisation) through the shared engine:
 * scope = the organisation + the special's rule hits + the call's filters (DESIGN §1).
 */
export class SpecialAnalysisService extends ScopedAnalyses<AnalysisInput, typeof ANALYSES> {
  constructor(
    adb: AnalysisDb,
    private readonly specials: SpecialService,
    private readonly ruleIdsOf: (orgId: number) => Promise<number[]>,
    clock: Clock,
  ) {
    super(adb, clock, ANALYSES, '专题文章');
  }

  /** The special (or 全部专题) and its scope; another organisation's special answers 4004. */
  protected async subject(orgId: number, input: AnalysisInput): Promise<AnalysisSubject> {
    const now = this.clock.now();
    const exclude = await loadExclusions(this.adb.db, orgId, input.specialId);
    const extra = exclude ? { exclude } : {};
    if (input.specialId === undefined) {
      const ruleIds = await this.ruleIdsOf(orgId);
      return { name: '全部专题', scope: toArticleScope(orgId, input, now, { ruleIds, ...extra }) };
    }
    const special = await this.specials.get(orgId, input.specialId);
    const ruleIds = special.rule_id === null ? [] : [special.rule_id];
    return { name: special.name, scope: toArticleScope(orgId, input, now, { ruleIds, ...extra }) };
  }

  /**
   * 专题简报: the special's current analyses (trend, sentiment, carriers, regions, hot words,
   * media, key negative articles) as a Word briefing named `<专题名>_专题简报_<YYYYMMDDHHmm>.docx`;
   * with a report template, laid out by that template through the report generator.
   */
  async briefing(orgId: number, input: BriefingInput): Promise<FileResult> {
    const { name, scope } = await this.subject(orgId, input);
    if (input.templateId !== undefined) {
      const now = this.clock.now();
      const body = await templatedReportDocx(this.adb, {
        orgId,
        templateId: input.templateId,
        title: `${name}专题简报`,
        briefingType: 'special',
        scope,
        subject: input.specialId === undefined ? '全部专题' : `专题“${name}”`,
        topicNames: input.specialId === undefined ? [] : [name],
        now,
      });
      return new FileResult(briefingFileName(name, '专题简报', now), DOCX_MIME, body);
    }
    const tables = await briefingTables(this.adb, scope);
    const now = this.clock.now();
    const body = await analysisBriefingDocx({
      name,
      kind: '专题简报',
      subject: `专题“${name}”`,
      startTime: scope.startTime,
      endTime: scope.endTime,
      generatedAt: now,
      tables,
    });
    return new FileResult(briefingFileName(name, '专题简报', now), DOCX_MIME, body);
  }
}
