import type { Clock } from '../platform/clock.js';
import { AppError } from '../platform/http/app-error.js';
import type { FileResult } from '../platform/http/file-result.js';
import { TREND_ANALYSES } from './analysis-family.js';
import type { NamedAnalysis, RunOptions } from './analysis-family.js';
import { exportedArticles, listOptions } from './article-export.js';
import type { ListChoice } from './article-export.js';
import { articleList } from './article-list.js';
import type { ArticleListTable } from './article-list.js';
import { xlsxDownload } from './excel.js';
import { regionDistribution } from './region-distribution.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { ScopeInput } from './scope-input.js';
import type { Table } from './table.js';
import type { TrendTable } from './trend-counts.js';

/** What a module analyses for one call: the subject's display name and its article scope. */
export interface AnalysisSubject {
  name: string;
  scope: ArticleScope;
}

/**
 * The analysis calls every monitoring module answers over its own subject (a special, an event,
 * later abroad and multilingual sets): each analysis of its family as a table and as its Excel
 * twin `<名称>_<标题>_<时间>.xlsx`, the trends, the two region maps, the article list and its
 * export. A module says only how a call's input becomes its subject.
 */
export abstract class ScopedAnalyses<
  I extends ScopeInput & RunOptions,
  A extends Record<string, NamedAnalysis>,
> {
  constructor(
    protected readonly adb: AnalysisDb,
    protected readonly clock: Clock,
    private readonly analyses: A,
    /** The export's title and sheet, e.g. 专题文章. */
    private readonly articlesTitle: string,
  ) {}

  /** The subject of a call; another organisation's answers 4004. */
  protected abstract subject(orgId: number, input: I): Promise<AnalysisSubject>;

  /** The table of one analysis (the JSON call answers it as is). */
  async table(orgId: number, kind: keyof A, input: I): Promise<Table> {
    const { scope } = await this.subject(orgId, input);
    return this.analyses[kind]!.run(this.adb, scope, input);
  }

  /** A trend table (by hour for ranges ≤ 3 days, else by day). */
  async trend(orgId: number, kind: keyof typeof TREND_ANALYSES, input: I): Promise<TrendTable> {
    const { scope } = await this.subject(orgId, input);
    return TREND_ANALYSES[kind](this.adb, scope);
  }

  /** The China map and the Beijing map tables. */
  async regions(orgId: number, input: I) {
    const { scope } = await this.subject(orgId, input);
    const [province, beijing] = await Promise.all([
      regionDistribution(this.adb, scope),
      regionDistribution(this.adb, scope, 'beijing'),
    ]);
    return { province, beijing };
  }

  /** The Excel twin: the same table as .xlsx named `<名称>_<标题>_<时间>.xlsx`. */
  async excel(orgId: number, kind: keyof A, input: I): Promise<FileResult> {
    const { name, scope } = await this.subject(orgId, input);
    const { title, run } = this.analyses[kind]!;
    const table = await run(this.adb, scope, input);
    return this.file(table, `${name}_${title}`, title);
  }

  /** One page of the subject's articles. */
  async articles(orgId: number, input: I & ListChoice): Promise<ArticleListTable> {
    const { scope } = await this.subject(orgId, input);
    return articleList(this.adb, scope, listOptions(input));
  }

  /** Exports the newest N articles, or only the selected ones (exportCount 0). */
  async exportArticles(orgId: number, input: I & ListChoice): Promise<FileResult> {
    const { name, scope } = await this.subject(orgId, input);
    const table = await exportedArticles(this.adb, scope, input);
    if (!table) {
      throw new AppError('VALIDATION', '当前条件下没有可导出的文章');
    }
    return this.file(table, `${name}_${this.articlesTitle}`, this.articlesTitle);
  }

  protected file(table: Table, fileTitle: string, sheetName: string): Promise<FileResult> {
    return xlsxDownload(table, { sheetName, title: fileTitle }, this.clock.now());
  }
}
