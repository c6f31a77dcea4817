import {
  carrierStatistics,
  carrierTrend,
  hotWords,
  mediaLeaders,
  regionDistribution,
  sentimentDistribution,
  sentimentTrend,
} from '../../analysis/index.js';
import type {
  AnalysisDb,
  ArticleScope,
  ScopeInput,
  Table,
  TrendTable,
} from '../../analysis/index.js';
import type { DashboardRepo } from './dashboard.repo.js';
import type { DashboardScopes, Viewer } from './dashboard-scope.js';

type Run = (adb: AnalysisDb, scope: ArticleScope, size: number | undefined) => Promise<Table>;

/** The dashboard's table panels, each one engine analysis (the same tables as the specials'). */
const TABLES = {
  carrierStatistics: (adb, s) => carrierStatistics(adb, s),
  motionDistribution: (adb, s) => sentimentDistribution(adb, s),
  hotWords: (adb, s, size) => hotWords(adb, s, size ? { size } : {}),
  mediaLeaders: (adb, s, size) => mediaLeaders(adb, s, size ? { size } : {}),
} satisfies Record<string, Run>;

const TRENDS = {
  emotionTrend: (adb: AnalysisDb, s: ArticleScope) => sentimentTrend(adb, s),
  carrierTrend,
};

export type DashboardTable = keyof typeof TABLES;
export type DashboardTrend = keyof typeof TRENDS;
export type ChartInput = ScopeInput & { size?: number | undefined };

const RANKING_COLUMNS = [
  { key: 'rank', title: '排名' },
  { key: 'specialName', title: '专题名称' },
  { key: 'count', title: '信息量' },
  { key: 'negative', title: '负面信息' },
];

/** The dashboard's chart panels over the account's monitoring scope (DashboardScopes). */
export class DashboardChartService {
  constructor(
    private readonly adb: AnalysisDb,
    private readonly scopes: DashboardScopes,
    private readonly repo: DashboardRepo,
  ) {}

  async table(v: Viewer, kind: DashboardTable, input: ChartInput): Promise<Table> {
    const scope = await this.scopes.chartScope(v, input);
    return TABLES[kind](this.adb, scope, input.size);
  }

  async trend(v: Viewer, kind: DashboardTrend, input: ChartInput): Promise<TrendTable> {
    const scope = await this.scopes.chartScope(v, input);
    return TRENDS[kind](this.adb, scope);
  }

  /** The China map and the Beijing map tables. */
  async regions(v: Viewer, input: ChartInput) {
    const scope = await this.scopes.chartScope(v, input);
    const [province, beijing] = await Promise.all([
      regionDistribution(this.adb, scope),
      regionDistribution(this.adb, scope, 'beijing'),
    ]);
    return { province, beijing };
  }

  /**
   * 专题信息量排行: the source's specials by articles in the range (then by negative articles,
   * then tree order), top `size`, each with its negative count. Specials without hits count 0.
   */
  async specialRanking(v: Viewer, input: ChartInput): Promise<Table> {
    const { specials } = await this.scopes.sourceSpecials(v);
    const scope = await this.scopes.chartScope(v, input);
    const ruleIds = scope.ruleIds ?? [];
    const counts = new Map(
      (await this.repo.countsByRule(scope, ruleIds)).map((c) => [c.ruleId, c]),
    );
    const ranked = specials
      .map((s, order) => {
        const c = s.ruleId === null ? undefined : counts.get(s.ruleId);
        return { s, order, count: c?.count ?? 0, negative: c?.negative ?? 0 };
      })
      .sort((a, b) => b.count - a.count || b.negative - a.negative || a.order - b.order)
      .slice(0, input.size ?? 10);
    return {
      columns: RANKING_COLUMNS,
      rows: ranked.map((r, i) => ({
        rank: i + 1,
        specialId: r.s.id,
        specialName: r.s.name,
        count: r.count,
        negative: r.negative,
      })),
    };
  }
}
