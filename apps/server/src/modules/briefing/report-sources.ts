import type { DateRange } from '@guanlan/shared';
import { formatCn } from '@guanlan/shared';
import type { Kysely } from 'kysely';
import {
  carrierLabel,
  loadExclusions,
  sentimentDistribution,
  sentimentLabel,
} from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, Table } from '../../analysis/index.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BriefingArticleRepo } from './briefing-article.repo.js';

/** At most this many events are summarised in a report. */
const TOP_EVENTS = 10;

export interface ReportTopics {
  names: string[];
  ruleIds: number[];
  /** Every special of the organisation (none was chosen): 全部专题. */
  all: boolean;
}

/**
 * The topics a report covers: the chosen specials of the organisation, or all of them when
 * none is chosen. `strict` (saving) refuses ids that are not the organisation's; generation
 * skips topics deleted since.
 */
export async function reportTopics(
  db: Kysely<DB>,
  orgId: number,
  specialIds: readonly number[],
  strict = false,
): Promise<ReportTopics> {
  let q = db
    .selectFrom('special')
    .select(['id', 'name', 'rule_id'])
    .where('org_id', '=', orgId)
    .orderBy('position')
    .orderBy('id');
  if (specialIds.length > 0) {
    q = q.where('id', 'in', specialIds);
  }
  const rows = await q.execute();
  if (strict && rows.length !== new Set(specialIds).size && specialIds.length > 0) {
    throw new AppError('NOT_FOUND', '所选专题不存在或已删除');
  }
  return {
    names: rows.map((r) => r.name),
    ruleIds: rows.filter((r) => r.rule_id !== null).map((r) => Number(r.rule_id)),
    all: specialIds.length === 0,
  };
}

/**
 * How a report's summary names its topics: 专题“A”, 专题“A”“B”, 专题“A”“B”“C”等5个专题, or
 * 全部专题（A、B、C等） when none was chosen.
 */
export function subjectOf(names: readonly string[], all: boolean): string {
  if (all) {
    const few = names.slice(0, 3).join('、');
    return names.length === 0 ? '全部专题' : `全部专题（${few}${names.length > 3 ? '等' : ''}）`;
  }
  if (names.length === 0) {
    return '所选专题';
  }
  const quoted = names
    .slice(0, 3)
    .map((n) => `“${n}”`)
    .join('');
  return names.length > 3 ? `专题${quoted}等${names.length}个专题` : `专题${quoted}`;
}

/**
 * The report's scope: the topics' hits in the period, with the organisation's filters; for
 * every special (全部专题) the organisation's any-hit rows stand for their rules.
 */
export async function reportScope(
  db: Kysely<DB>,
  orgId: number,
  topics: Pick<ReportTopics, 'ruleIds' | 'all'>,
  range: DateRange,
): Promise<ArticleScope> {
  const exclude = await loadExclusions(db, orgId);
  return {
    orgId,
    ruleIds: topics.ruleIds,
    ...(topics.all ? { allOfKind: 'special' } : {}),
    startTime: range.start,
    endTime: range.end,
    ...(exclude ? { exclude } : {}),
  };
}

type WaitingRow = Awaited<ReturnType<BriefingArticleRepo['all']>>[number];

const ANALYST_COLUMNS = [
  { key: 'rank', title: '序号' },
  { key: 'title', title: '标题' },
  { key: 'category', title: '分类' },
  { key: 'siteName', title: '来源' },
  { key: 'carrierName', title: '载体' },
  { key: 'sentimentName', title: '情感' },
  { key: 'publishTime', title: '发布时间' },
  { key: 'summary', title: '摘要' },
  { key: 'url', title: '链接' },
];

/** The analyst-added articles as a table, in their order, with the analyst's edits. */
export function analystArticlesTable(rows: readonly WaitingRow[]): Table {
  return {
    columns: ANALYST_COLUMNS,
    rows: rows.map((r, i) => ({
      rank: i + 1,
      articleId: r.article_id,
      title: r.edited_title ?? r.title,
      category: r.category ?? '',
      siteName: r.site_name ?? '',
      carrierName: carrierLabel(r.carrier),
      sentiment: r.sentiment,
      sentimentName: sentimentLabel(r.sentiment),
      publishTime: formatCn(r.publish_time),
      summary: (r.edited_summary ?? r.summary).slice(0, 300),
      url: r.url,
    })),
  };
}

const EVENT_COLUMNS = [
  { key: 'eventName', title: '事件名称' },
  { key: 'state', title: '状态' },
  { key: 'window', title: '事件时间' },
  { key: 'count', title: '本期信息量' },
  { key: 'negative', title: '负面信息' },
  { key: 'negativePercent', title: '负面占比' },
];

/** Events of the organisation active in the period, busiest first, with their numbers in it. */
export async function eventSummaryTable(
  adb: AnalysisDb,
  orgId: number,
  range: DateRange,
  now: number,
): Promise<Table> {
  const events = await adb.db
    .selectFrom('event')
    .select(['id', 'name', 'rule_id', 'start_time', 'end_time'])
    .where('org_id', '=', orgId)
    .where('enabled', '=', 1)
    .where('start_time', '<=', range.end)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>=', range.start)]))
    .execute();
  const rows = await Promise.all(
    events.map(async (e) => {
      const sentiment = await sentimentDistribution(adb, {
        orgId,
        ruleIds: e.rule_id === null ? [] : [Number(e.rule_id)],
        startTime: Math.max(range.start, e.start_time),
        endTime: Math.min(range.end, e.end_time ?? range.end),
      });
      const of = (code: string) =>
        Number(sentiment.rows.find((r) => r.sentiment === code)?.count ?? 0);
      const count = of('positive') + of('neutral') + of('negative');
      const negative = of('negative');
      const ended = e.end_time !== null && e.end_time < now;
      return {
        eventId: e.id,
        eventName: e.name,
        state: ended ? '已结束' : '进行中',
        window: `${formatCn(e.start_time).slice(0, 16)} 至 ${e.end_time === null ? '今' : formatCn(e.end_time).slice(0, 16)}`,
        count,
        negative,
        negativePercent: count === 0 ? '0%' : `${Math.round((negative * 10000) / count) / 100}%`,
      };
    }),
  );
  rows.sort((a, b) => b.count - a.count || a.eventId - b.eventId);
  return { columns: EVENT_COLUMNS, rows: rows.slice(0, TOP_EVENTS) };
}
