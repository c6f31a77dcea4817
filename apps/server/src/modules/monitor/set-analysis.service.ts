import {
  analysisFamily,
  countryDistribution,
  languageDistribution,
  toArticleScope,
  toExclusions,
  ScopedAnalyses,
} from '../../analysis/index.js';
import type {
  AnalysisSubject,
  AnalysisDb,
  ArticleScope,
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
import { parseExtra } from './set-kind.js';
import type { SetExtra } from './set-kind.js';
import { COUNTRY_MAP_NAMES } from './abroad/website-directory.js';
import type { SetService } from './set.service.js';

/**
 * The shared family, plus the country distribution (境外 world map) and the language
 * distribution (多语种) every kind may answer.
 */
function family(prefix: string) {
  return {
    ...analysisFamily(prefix),
    countryDistribution: {
      title: `${prefix}国家分布`,
      run: (adb: AnalysisDb, s: ArticleScope) => countryDistribution(adb, s, COUNTRY_MAP_NAMES),
    },
    languageDistribution: {
      title: `${prefix}语种分布`,
      run: (adb: AnalysisDb, s: ArticleScope) => languageDistribution(adb, s),
    },
  };
}

type Family = ReturnType<typeof family>;

export type SetAnalysis = keyof Family;

/** An analysis call's input: the scope plus the set (absent = all sets) and size. */
export type AnalysisInput = ScopeInput & RunOptions & SetExtra & { specialId?: number | undefined };

/** The briefing download's input: the scope plus an optional report template. */
export type BriefingInput = AnalysisInput & { templateId?: number | undefined };

/** The list and export inputs: the scope plus order, paging and export options. */
export type ListInput = AnalysisInput & ListChoice;

/**
 * Analyses of one set of a kind (or all the kind's sets of the organisation) through the shared
 * engine: scope = the organisation + the set's rule hits + what its kind sees + the call's
 * filters (DESIGN §1). Titles, file names and the briefing are named by the kind.
 */
export class SetAnalysisService extends ScopedAnalyses<AnalysisInput, Family> {
  constructor(
    adb: AnalysisDb,
    private readonly specials: SetService,
    clock: Clock,
  ) {
    super(adb, clock, family(specials.kind.analysisPrefix), specials.kind.articlesTitle);
  }

  /** The set (or the kind's 全部) and its scope; another organisation's set answers 4004. */
  protected async subject(orgId: number, input: AnalysisInput): Promise<AnalysisSubject> {
    const now = this.clock.now();
    const { kind } = this.specials;
    // Filter boxes per set exist for specials only; other kinds use the organisation's own.
    const boxId = kind.code === 'special' ? input.specialId : undefined;
    // The set (or every set's rule) and the filter boxes in one statement: a round trip less.
    const rows = await this.specials.scopeRows(orgId, input.specialId, boxId);
    const exclude = toExclusions(rows.boxes);
    const extra = exclude ? { exclude } : {};
    if (input.specialId === undefined) {
      const ruleIds = rows.sets.flatMap((s) => (s.rule_id === null ? [] : [s.rule_id]));
      // 全部专题: every special's rule, which the organisation's any-hit rows stand for.
      const all = kind.code === 'special' ? { allOfKind: 'special' } : {};
      const scope = toArticleScope(orgId, input, now, { ruleIds, ...all, ...extra });
      return { name: kind.allName, scope: { ...scope, ...kind.scope({}, input) } };
    }
    const special = rows.sets[0]!;
    const ruleIds = special.rule_id === null ? [] : [special.rule_id];
    const scope = toArticleScope(orgId, input, now, { ruleIds, ...extra });
    const own = kind.scope(parseExtra(special.extra ?? undefined), input);
    return { name: special.name, scope: { ...scope, ...own } };
  }

  /**
   * The set's briefing (专题简报, 境外监测简报 …): the set's current analyses (trend, sentiment, carriers, regions, hot words,
   * media, key negative articles) as a Word briefing named `<专题名>_专题简报_<YYYYMMDDHHmm>.docx`;
   * with a report template, laid out by that template through the report generator.
   */
  async briefing(orgId: number, input: BriefingInput): Promise<FileResult> {
    const { name, scope } = await this.subject(orgId, input);
    const { briefingKind, setNoun, allName } = this.specials.kind;
    const subject = input.specialId === undefined ? allName : `${setNoun}“${name}”`;
    if (input.templateId !== undefined) {
      const now = this.clock.now();
      const body = await templatedReportDocx(this.adb, {
        orgId,
        templateId: input.templateId,
        title: `${name}${briefingKind}`,
        briefingType: 'special',
        scope,
        subject,
        topicNames: input.specialId === undefined ? [] : [name],
        now,
      });
      return new FileResult(briefingFileName(name, briefingKind, now), DOCX_MIME, body);
    }
    const tables = await briefingTables(this.adb, scope);
    const now = this.clock.now();
    const body = await analysisBriefingDocx({
      name,
      kind: briefingKind,
      subject,
      startTime: scope.startTime,
      endTime: scope.endTime,
      generatedAt: now,
      tables,
    });
    return new FileResult(briefingFileName(name, briefingKind, now), DOCX_MIME, body);
  }
}
