import {
  analysisFamily,
  articleCount,
  carrierSpreadOrder,
  disposeEffect,
  eventContext,
  eventPhases,
  influence,
  loadExclusions,
  mediaLeaders,
  opinionLeaders,
  regionDistribution,
  reprintTree,
  viewpoints,
  volumeTrend,
  ScopedAnalyses,
} from '../../analysis/index.js';
import type {
  AnalysisSubject,
  AnalysisDb,
  ArticleScope,
  ListChoice,
  NamedAnalysis,
  RunOptions,
  ScopeInput,
  Table,
  TrendTable,
} from '../../analysis/index.js';
import type { Clock } from '../../platform/clock.js';
import type { DisposeRow } from './event-dispose.repo.js';
import type { EventWithJob } from './event.repo.js';
import type { EventService } from './event.service.js';
import { eventScope } from './event-window.js';

/** Before/after window of a disposal action on the curve. */
export const DISPOSE_WINDOW_MS = 24 * 3_600_000;

export type { RunOptions } from '../../analysis/index.js';

/** Every table analysis of an event: the shared family plus the event's own views. */
const ANALYSES = {
  ...analysisFamily('事件'),
  context: { title: '事件脉络', run: (adb, s) => eventContext(adb, s) },
  spreadOrder: { title: '跨载体传播顺序', run: (adb, s) => carrierSpreadOrder(adb, s) },
  growingTrend: { title: '事件发展趋势', run: (adb, s) => eventPhases(adb, s) },
  influence: { title: '事件影响力指数', run: (adb, s) => influence(adb, s) },
  consensus: { title: '舆论观点', run: (adb, s) => viewpoints(adb, s) },
} satisfies Record<string, NamedAnalysis>;

export type EventAnalysis = keyof typeof ANALYSES;

/** An analysis call's input: the scope plus the event and size. */
export type AnalysisInput = ScopeInput & RunOptions & { eventId: number };

/** The list and export inputs: the scope plus order, paging and export options. */
export type ListInput = AnalysisInput & ListChoice;

/** The disposal records with their effect on the curve, and the curve. */
export interface DisposeView {
  records: (DisposeRow & {
    before: number;
    after: number;
    changeRate: number | null;
    effect: string;
  })[];
  curve: TrendTable;
}

/**
 * Analyses of one event through the shared engine: scope = the organisation + the event's
 * rule hits (monitor_rule kind `event`) inside the event's window + the call's filters.
 */
export class EventAnalysisService extends ScopedAnalyses<AnalysisInput, typeof ANALYSES> {
  constructor(
    adb: AnalysisDb,
    private readonly events: EventService,
    private readonly disposes: { list(orgId: number, eventId: number): Promise<DisposeRow[]> },
    clock: Clock,
  ) {
    super(adb, clock, ANALYSES, '事件文章');
  }

  protected async subject(orgId: number, input: AnalysisInput): Promise<AnalysisSubject> {
    const { event, scope } = await this.scope(orgId, input);
    return { name: event.name, scope };
  }

  /** The event and its scope; another organisation's event answers 4004. */
  async scope(
    orgId: number,
    input: AnalysisInput,
  ): Promise<{ event: EventWithJob; scope: ArticleScope }> {
    const event = await this.events.get(orgId, input.eventId);
    const exclude = await loadExclusions(this.adb.db, orgId);
    const scope = eventScope(orgId, event, input, this.clock.now(), exclude ? { exclude } : {});
    return { event, scope };
  }

  /** How many articles an event holds in its whole window (lists and the 事件库). */
  async count(orgId: number, event: EventWithJob): Promise<number> {
    const scope = eventScope(orgId, event, {}, this.clock.now());
    return articleCount(this.adb, scope);
  }

  /** 参与主体: key media, key accounts (top 10 each) and the provinces. */
  async participant(orgId: number, input: AnalysisInput) {
    const { scope } = await this.scope(orgId, input);
    const [media, accounts, regions] = await Promise.all([
      mediaLeaders(this.adb, scope),
      opinionLeaders(this.adb, scope),
      regionDistribution(this.adb, scope),
    ]);
    return { media, accounts, regions };
  }

  /** 传播扩散: cross-carrier order and the largest cluster's reprint tree. */
  async diffuse(orgId: number, input: AnalysisInput) {
    const { scope } = await this.scope(orgId, input);
    const [carriers, tree] = await Promise.all([
      carrierSpreadOrder(this.adb, scope),
      reprintTree(this.adb, scope),
    ]);
    return { carriers, tree };
  }

  /** Typed runs of the new analyses (context, phases, influence, viewpoints). */
  async context(orgId: number, input: AnalysisInput) {
    return eventContext(this.adb, (await this.scope(orgId, input)).scope);
  }

  async growingTrend(orgId: number, input: AnalysisInput) {
    return eventPhases(this.adb, (await this.scope(orgId, input)).scope);
  }

  async influence(orgId: number, input: AnalysisInput) {
    return influence(this.adb, (await this.scope(orgId, input)).scope);
  }

  async consensus(orgId: number, input: AnalysisInput) {
    return viewpoints(this.adb, (await this.scope(orgId, input)).scope);
  }

  /** 处置情况: the records with the volume 24 h before and after each, and the curve. */
  async dispose(orgId: number, input: AnalysisInput): Promise<DisposeView> {
    const { scope } = await this.scope(orgId, input);
    const rows = await this.disposes.list(orgId, input.eventId);
    const actions = rows.map((r) => ({
      id: Number(r.id),
      time: Number(r.dispose_time),
      department: r.department,
      content: r.content,
    }));
    const [effect, curve] = await Promise.all([
      disposeEffect(this.adb, scope, actions, DISPOSE_WINDOW_MS),
      volumeTrend(this.adb, scope),
    ]);
    return {
      records: rows.map((r, i) => {
        const e = effect.rows[i]!;
        return {
          ...r,
          before: Number(e.before),
          after: Number(e.after),
          changeRate: e.changeRate === '' ? null : Number(e.changeRate),
          effect: String(e.effect),
        };
      }),
      curve,
    };
  }

  /** The disposal effect as a table (the briefing and Excel render it). */
  async disposeTable(orgId: number, input: AnalysisInput): Promise<Table> {
    const { scope } = await this.scope(orgId, input);
    const rows = await this.disposes.list(orgId, input.eventId);
    const actions = rows.map((r) => ({
      id: Number(r.id),
      time: Number(r.dispose_time),
      department: r.department,
      content: r.content,
    }));
    return disposeEffect(this.adb, scope, actions, DISPOSE_WINDOW_MS);
  }
}
