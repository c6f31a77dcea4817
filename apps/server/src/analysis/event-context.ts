import { articleList } from './article-list.js';
import { bucketStart } from './buckets.js';
import { findPeaks } from './peaks.js';
import { engagement } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table, TableRow } from './table.js';
import type { Granularity } from './buckets.js';
import { volumeTrend } from './volume-trend.js';

/** Key articles on the timeline at most, and most engaging stories considered. */
const TIMELINE_MAX = 20;
const HOT_STORIES = 10;

/** 脉络: the first source, the timeline of key articles and the curve's peaks. */
export interface ContextTable extends Table {
  total: number;
  granularity: Granularity;
  firstSource: TableRow | null;
  peaks: Table;
}

/** Forwards + comments + likes of the given articles. */
async function engagementOf(adb: AnalysisDb, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await adb.db
    .selectFrom('article')
    .select(['id', engagement.as('engagement')])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.engagement)]));
}

const SIZE_MS: Record<Granularity, number> = { hour: 3_600_000, day: 86_400_000 };

/** A list row as a timeline node (the fields the context call sends). */
function node(r: TableRow, reason: string): TableRow {
  return {
    id: Number(r.id),
    title: String(r.title),
    siteName: String(r.siteName),
    carrier: String(r.carrier),
    carrierName: String(r.carrierName),
    sentiment: String(r.sentiment),
    sentimentName: String(r.sentimentName),
    publishTime: String(r.publishTime),
    timestamp: Number(r.publishTimeMs),
    url: String(r.url),
    similarCount: Number(r.similarCount),
    engagement: 0,
    reason,
  };
}

/**
 * 事件脉络 over the scope: the first source (earliest article, ties by id), the peaks of the
 * volume curve (findPeaks) with each peak bucket's most engaging article, and a timeline of key
 * articles — the first source, the peaks' articles and the most engaging stories (one per
 * similar cluster) — oldest first, each with why it is there (首发, 峰值, 高互动). The table is
 * the timeline (时间, 标题, 媒体, 载体, 节点) for the Excel twin.
 */
export async function eventContext(adb: AnalysisDb, scope: ArticleScope): Promise<ContextTable> {
  const [trend, first, hot] = await Promise.all([
    volumeTrend(adb, scope),
    articleList(adb, scope, { pageSize: 1, sort: 'timeAsc' }),
    articleList(adb, scope, { pageSize: HOT_STORIES, sort: 'hotDesc', mergeSimilar: true }),
  ]);
  const counts = trend.rows.map((r) => Number(r.count));
  const peaks = findPeaks(counts);
  const size = SIZE_MS[trend.granularity];
  const peakTops = await Promise.all(
    peaks.map((p) => {
      const start = Math.max(
        scope.startTime,
        bucketStart(Number(trend.rows[p.index]!.timestamp), trend.granularity),
      );
      const end = Math.min(scope.endTime, start + size - 1);
      return articleList(
        adb,
        { ...scope, startTime: start, endTime: end },
        { pageSize: 1, sort: 'hotDesc' },
      );
    }),
  );
  const nodes = new Map<number, TableRow>();
  const add = (r: TableRow | undefined, reason: string) => {
    if (!r) {
      return;
    }
    const id = Number(r.id);
    const old = nodes.get(id);
    if (old) {
      if (!String(old.reason).split('、').includes(reason)) {
        old.reason = `${String(old.reason)}、${reason}`;
      }
      return;
    }
    nodes.set(id, node(r, reason));
  };
  const firstSource = first.rows[0] ? node(first.rows[0], '首发') : null;
  add(first.rows[0], '首发');
  peakTops.forEach((t) => add(t.rows[0], '峰值'));
  hot.rows.forEach((r) => add(r, '高互动'));
  const timeline = [...nodes.values()]
    .sort((a, b) => Number(a.timestamp) - Number(b.timestamp) || Number(a.id) - Number(b.id))
    .slice(0, TIMELINE_MAX);
  const heat = await engagementOf(adb, [...nodes.keys()]);
  for (const r of [...timeline, ...(firstSource ? [firstSource] : [])]) {
    r.engagement = heat.get(Number(r.id)) ?? 0;
  }
  return {
    total: first.total,
    granularity: trend.granularity,
    firstSource,
    columns: [
      { key: 'publishTime', title: '时间' },
      { key: 'title', title: '标题' },
      { key: 'siteName', title: '媒体' },
      { key: 'carrierName', title: '载体' },
      { key: 'reason', title: '节点' },
    ],
    rows: timeline,
    peaks: {
      columns: [
        { key: 'time', title: '时间' },
        { key: 'count', title: '信息量' },
        { key: 'topTitle', title: '代表文章' },
      ],
      rows: peaks.map((p, i) => {
        const top = peakTops[i]?.rows[0];
        return {
          time: String(trend.rows[p.index]!.time),
          timestamp: Number(trend.rows[p.index]!.timestamp),
          count: p.count,
          topArticleId: top ? Number(top.id) : '',
          topTitle: top ? String(top.title) : '',
        };
      }),
    },
  };
}
