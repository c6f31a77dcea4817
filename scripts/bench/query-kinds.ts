/**
 * bench:query, one set per monitoring kind (境外, 多语种, 短视频, 重点监测): each made through
 * the HTTP API with the busiest special's words, its hits written as the back-fill would (the
 * special's stored hits that pass the kind's rule filter: abroad articles, Chinese, video; the
 * bench server runs no job runner), then the kind's charts and list timed like the special's.
 */
import {
  abroadAnalysisCalls,
  abroadCalls,
  intensiveMonitorCalls,
  multilingualAnalysisCalls,
  multilingualCalls,
  shortVideoCalls,
  specialCalls,
} from '@guanlan/shared';
import type { CallDef } from '@guanlan/shared';
import { dataOf } from './query-http.js';
import type { CallRun, Caller, Measure } from './query-http.js';
import { openBenchDb } from './query-pg.js';

/** Copies a special's hits to a set's rule where the article passes the kind's filter. */
async function copyHits(fromSetRule: number, toRule: number, where: string): Promise<number> {
  const database = openBenchDb();
  try {
    const { sql } = await import('kysely');
    await sql
      .raw(
        `INSERT INTO rule_hit (rule_id, article_id, org_id, publish_time, carrier, sentiment,
           cluster_key, site_name, author_name, author_followers, engagement, region_mask, district_mask,
           language)
         SELECT ${toRule}, h.article_id, h.org_id, h.publish_time, h.carrier, h.sentiment,
           h.cluster_key, h.site_name, h.author_name, h.author_followers, h.engagement,
           h.region_mask, h.district_mask, h.language
         FROM rule_hit h JOIN article a ON a.id = h.article_id
         WHERE h.rule_id = ${fromSetRule} AND ${where}
         ON CONFLICT DO NOTHING`,
      )
      .execute(database.db);
    if (database.engine === 'postgres') {
      // What the insert-driven autovacuum of the monthly partitions does after a back-fill, now
      // (the calls follow within seconds; autovacuum is off on the shared bench server): without
      // statistics PostgreSQL expects one hit of the new rule and walks all of the set's hits
      // by cluster for the list's count (250–600 ms at 1 M); without the vacuum the new rows'
      // pages are not all-visible and the busy topic's index-only scans turn to heap reads.
      await sql`VACUUM ANALYZE rule_hit`.execute(database.db);
    }
    const n = await database.db
      .selectFrom('rule_hit')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rule_id', '=', toRule)
      .executeTakeFirstOrThrow();
    return Number(n.n);
  } finally {
    await database.close();
  }
}

async function ruleOf(table: 'monitor_set', id: number): Promise<number> {
  const database = openBenchDb();
  try {
    const row = await database.db
      .selectFrom(table)
      .select('rule_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.rule_id);
  } finally {
    await database.close();
  }
}

/** Times each kind's analyses over one set; answers the results in measuring order. */
export async function benchKinds<R>(
  call: Caller,
  special: { specialId: number; ruleId: number },
  range: Record<string, unknown>,
  measure: Measure<R>,
  callRun: CallRun,
  log: (text: string) => void,
): Promise<R[]> {
  const form = dataOf(
    await call<Record<string, unknown>>(specialCalls.findColumnSpecial, {
      specialId: special.specialId,
    }),
    '专题详情',
  );
  const words = {
    ruleMode: form.ruleMode,
    subjectWords: form.subjectWords,
    regionWords: form.regionWords,
    eventWords: form.eventWords,
    excludeWords: form.excludeWords,
    expression: form.expression,
  };
  const kinds = [
    {
      code: 'abroad',
      c: abroadCalls,
      group: 'saveAbroadGroup',
      set: 'saveAbroadSet',
      where: 'a.is_abroad = 1',
      extra: {},
    },
    {
      code: 'multilingual',
      c: multilingualCalls,
      group: 'saveMultilingualGroup',
      set: 'saveMultilingualSet',
      where: "a.language = 'zh'",
      extra: { languages: ['zh'] },
    },
    {
      code: 'shortVideo',
      c: shortVideoCalls,
      group: 'saveShortVideoGroup',
      set: 'saveShortVideoSet',
      where: "a.carrier = 'video'",
      extra: {},
    },
  ] as const;
  const setIds: Record<string, number> = {};
  // The cached database keeps earlier runs' sets: each run names its own.
  const run = Date.now().toString(36);
  for (const k of kinds) {
    const calls = k.c as unknown as Record<string, CallDef>;
    const { groupId } = dataOf(
      await call<{ groupId: number }>(calls[k.group]!, { groupName: `基准-${k.code}-${run}` }),
      k.group,
    );
    const { setId } = dataOf(
      await call<{ setId: number }>(calls[k.set]!, {
        groupId,
        setName: `基准-${k.code}-${run}`,
        ...words,
        ...k.extra,
      }),
      k.set,
    );
    setIds[k.code] = setId;
    const hits = await copyHits(special.ruleId, await ruleOf('monitor_set', setId), k.where);
    log(`  ${k.code} 方案 ${setId}：命中 ${hits.toLocaleString('en-US')} 篇`);
  }
  // 重点监测: two busy sites of the corpus, one with the special's words as its keyword.
  const { groupId } = dataOf(
    await call<{ groupId: number }>(intensiveMonitorCalls.saveIntensiveMonitorGroup, {
      groupName: `基准-重点监测-${run}`,
    }),
    '重点监测分组',
  );
  for (const site of ['新京报', '新浪微博']) {
    await call(intensiveMonitorCalls.saveIntensiveMonitor, {
      groupId,
      monitorName: `${site}-${run}`,
      carrier: site === '新浪微博' ? 'microBlog' : 'news',
      siteName: site,
    });
  }
  const a = { ...range, setId: setIds.abroad };
  const m = { ...range, setId: setIds.multilingual };
  const v = { ...range, setId: setIds.shortVideo };
  const runs: [string, CallDef, Record<string, unknown>][] = [
    ['abroadCarrierStatistics', abroadCalls.findAbroadCarrierDataStatistics, a],
    ['abroadEmotionTrend', abroadAnalysisCalls.emotionTrendAbroad, a],
    ['abroadRegions', abroadAnalysisCalls.regionDistributionAbroad, a],
    ['abroadHotWords', abroadAnalysisCalls.hotWordsCloudAbroad, a],
    ['abroadList', abroadCalls.findAbroadArticle, a],
    ['multilingualList', multilingualCalls.findMultilingualArticle, m],
    ['multilingualLanguages', multilingualAnalysisCalls.languageDistributionMultilingual, m],
    [
      'multilingualListMerged',
      multilingualCalls.findMultilingualArticle,
      { ...m, mergeSimilar: true },
    ],
    ['shortVideoStatistics', shortVideoCalls.findShortVideoCarrierDataStatistics, v],
    ['shortVideoList', shortVideoCalls.findShortVideoArticle, v],
    ['intensiveList', intensiveMonitorCalls.findIntensiveMonitorArticle, { ...range }],
    [
      'intensiveStatistics',
      intensiveMonitorCalls.findIntensiveMonitorCarrierDataStatistics,
      { ...range },
    ],
  ];
  const out: R[] = [];
  for (const [name, def, input] of runs) {
    out.push(await measure(name, def.title, callRun(def, input)));
  }
  return out;
}
