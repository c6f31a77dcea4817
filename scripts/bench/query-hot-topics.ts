/**
 * bench:query, 热点话题: the ranking of hot topics over every collected article and over the
 * organisation's specials (the last 24 hours of the seed), then the hottest topic's article list
 * and carrier statistics over the topic window (3 days). The first ranking call also groups the
 * window's clusters into topics (refreshed every 5 minutes after); it is timed once, apart.
 */
import { DAY_MS, topicalCalls as t } from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { dataOf } from './query-http.js';
import type { CallRun, Caller, Measure } from './query-http.js';

interface Ranking {
  list: { topicalId: number; title: string; count: number }[];
  total: number;
}

export async function benchHotTopics<R>(
  call: Caller,
  seededAt: number,
  measure: Measure<R>,
  callRun: CallRun,
  log: (text: string) => void,
): Promise<R[]> {
  const day = { startTime: seededAt - DAY_MS, endTime: seededAt, pageNum: 1, pageSize: 10 };
  const all = { ...day, scope: 'all' };
  const t0 = performance.now();
  const first = dataOf(
    await call<Ranking>(t.findTopicalRankingList, all),
    t.findTopicalRankingList.title,
  );
  const top = first.list[0];
  log(
    `  热点话题：首次排行（含聚合话题）${Math.round(performance.now() - t0)} ms，近 24 小时 ${first.total} 个话题${top ? `，最热「${top.title.slice(0, 20)}」${top.count} 篇` : ''}`,
  );
  const out: R[] = [];
  const runs: [string, string, CallDef, Record<string, unknown>][] = [
    ['hotTopicRanking', '热点话题排行（全部数据）', t.findTopicalRankingList, all],
    [
      'hotTopicRankingOrg',
      '热点话题排行（本单位）',
      t.findTopicalRankingList,
      { ...day, scope: 'org' },
    ],
  ];
  if (top) {
    const window = {
      timeRange: 'custom',
      startTime: seededAt - 3 * DAY_MS,
      endTime: seededAt,
      topicalId: top.topicalId,
    };
    runs.push(
      ['hotTopicArticles', t.findTopicalArticle.title, t.findTopicalArticle, window],
      [
        'hotTopicCarriers',
        t.findTopicalCarrierDataStatistics.title,
        t.findTopicalCarrierDataStatistics,
        window,
      ],
    );
  }
  for (const [name, title, def, input] of runs) {
    out.push(await measure(name, title, callRun(def, input)));
  }
  return out;
}
