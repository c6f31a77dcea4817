import { formatCn } from '@guanlan/shared';
import type {
  EventConsensus,
  EventContext,
  EventDiffuse,
  EventDispose,
  EventGrowingTrend,
  EventInfluence,
} from '@guanlan/shared';
import type {
  ContextTable,
  GrowingTrendTable,
  InfluenceTable,
  ReprintTree,
  Table,
  TableRow,
  ViewpointsTable,
} from '../../analysis/index.js';
import type { DisposeView } from './event-analysis.service.js';

type Sentiment = EventContext['timeline']['rows'][number]['sentiment'];
const SENTIMENTS = ['positive', 'negative', 'neutral', 'irrelevant'] as const;
const sentimentOf = (v: unknown): Sentiment => SENTIMENTS.find((s) => s === v) ?? 'neutral';

function contextRow(r: TableRow): EventContext['timeline']['rows'][number] {
  return {
    id: Number(r.id),
    title: String(r.title),
    siteName: String(r.siteName),
    carrier: String(r.carrier),
    carrierName: String(r.carrierName),
    sentiment: sentimentOf(r.sentiment),
    sentimentName: String(r.sentimentName),
    publishTime: String(r.publishTime),
    timestamp: Number(r.timestamp),
    url: String(r.url),
    similarCount: Number(r.similarCount),
    engagement: Number(r.engagement),
    reason: String(r.reason),
  };
}

/** The context analysis → 事件脉络. */
export function toContext(t: ContextTable): EventContext {
  return {
    total: t.total,
    granularity: t.granularity,
    firstSource: t.firstSource ? contextRow(t.firstSource) : null,
    timeline: { columns: t.columns, rows: t.rows.map(contextRow) },
    peaks: {
      columns: t.peaks.columns,
      rows: t.peaks.rows.map((p) => ({
        time: String(p.time),
        timestamp: Number(p.timestamp),
        count: Number(p.count),
        topArticleId: p.topArticleId === '' ? null : Number(p.topArticleId),
        topTitle: String(p.topTitle),
      })),
    },
  };
}

/** The phases analysis → 发展趋势. */
export function toGrowingTrend(t: GrowingTrendTable): EventGrowingTrend {
  return {
    granularity: t.granularity,
    columns: t.columns,
    rows: t.rows.map((r) => ({
      time: String(r.time),
      timestamp: Number(r.timestamp),
      count: Number(r.count),
      positive: Number(r.positive),
      neutral: Number(r.neutral),
      negative: Number(r.negative),
      phase: r.phase as EventGrowingTrend['rows'][number]['phase'],
      phaseName: String(r.phaseName),
    })),
    phases: t.phases,
    currentPhase: t.currentPhase,
  };
}

/** The influence analysis → 影响力指数. */
export function toInfluence(t: InfluenceTable): EventInfluence {
  return {
    index: t.index,
    level: t.level,
    parts: t.parts,
    formula: t.formula,
    articleCount: t.articleCount,
    siteCount: t.siteCount,
    negativeCount: t.negativeCount,
  };
}

/** Disposal records with their effect → 处置情况. */
export function toDispose(v: DisposeView, windowHours: number): EventDispose {
  return {
    windowHours,
    records: v.records.map((r) => ({
      disposeId: Number(r.id),
      disposeTime: formatCn(Number(r.dispose_time)),
      disposeTimestamp: Number(r.dispose_time),
      department: r.department,
      content: r.content,
      author: r.author_name,
      createTime: formatCn(Number(r.created_at)),
      before: r.before,
      after: r.after,
      changeRate: r.changeRate,
      effect: r.effect as EventDispose['records'][number]['effect'],
    })),
    curve: v.curve,
  };
}

/** The viewpoints analysis → 舆论观点. */
export function toConsensus(t: ViewpointsTable): EventConsensus {
  return {
    total: t.total,
    viewpoints: t.viewpoints.map((v) => ({
      ...v,
      articles: v.articles.map((a) => ({ ...a, sentiment: sentimentOf(a.sentiment) })),
    })),
  };
}

/** The spread-order table and reprint tree → 传播扩散. */
export function toDiffuse(v: { carriers: Table; tree: ReprintTree | null }): EventDiffuse {
  return {
    carriers: {
      columns: v.carriers.columns,
      rows: v.carriers.rows.map((r) => ({
        order: Number(r.order),
        carrier: String(r.carrier),
        carrierName: String(r.carrierName),
        firstTime: String(r.firstTime),
        firstTimestamp: Number(r.firstTimestamp),
        firstArticleId: Number(r.firstArticleId),
        firstTitle: String(r.firstTitle),
        firstSiteName: String(r.firstSiteName),
        count: Number(r.count),
        delayHours: Number(r.delayHours),
      })),
    },
    tree: v.tree,
  };
}
