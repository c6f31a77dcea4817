import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { normaliseForMatch } from '../nlp/normalise.js';
import { ftsTokens } from '../search/fts-tokens.js';
import { insertStoredHits } from '../ingest/persist/hit-facts.js';
import { recountArticleHours } from '../ingest/persist/article-hours.js';

/**
 * A small fixed corpus for the analysis integration tests, inserted directly (no pipeline), so
 * every expectation can be worked out by hand from the table below. Test-only; it lives beside
 * the engine because it describes exactly what the engine reads.
 */

/** Epoch ms of a Shanghai wall-clock time. */
export function cn(y: number, mo: number, d: number, h = 0, mi = 0): number {
  return Date.UTC(y, mo - 1, d, h - 8, mi);
}

/** Shanghai midnight starting 2026-11-01. */
export const D0 = cn(2026, 11, 1);

type Key = 'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7' | 'a8' | 'a9';
type Rule = 'A1' | 'A2' | 'B1';

interface Spec {
  key: Key;
  time: number;
  carrier: string;
  sentiment: string;
  site: string | null;
  author: [name: string, followers: number | null] | null;
  /** forwards, comments, likes */
  eng: [number, number, number];
  /** Key of the cluster's first article; absent = own cluster. */
  cluster?: Key;
  /** Mentioned regions: [code, level]. */
  regions: [string, string][];
  publisher?: string;
  keywords: [string, number][];
  title: string;
  content: string;
  abroad?: boolean;
  language?: string;
  sourceId?: number;
  hits: Rule[];
}

/**
 * | key | Shanghai time     | carrier   | model sentiment | cluster | hits       |
 * | a1  | 10-31 23:59       | news      | positive        | a1      | A1 B1      |
 * | a2  | 11-01 00:00       | news      | negative        | a1      | A1 B1      |
 * | a3  | 11-01 01:30       | microBlog | negative        | a3      | A1 A2 B1   |
 * | a4  | 11-01 23:59       | weChat    | neutral         | a4      | A1 B1      |
 * | a5  | 11-02 02:00       | news      | neutral         | a5      | A2         |
 * | a6  | 11-02 03:00       | forum     | positive        | a5      | A2         |
 * | a7  | 11-03 05:00       | news      | negative        | a1      | A1         |
 * | a8  | 11-06 00:00       | video     | positive (en)   | a8      | A2         |
 * | a9  | 10-29 12:00       | news      | negative        | a9      | A1         |
 * Org A: a4 overridden to negative, a6 marked 与我无关. Org B: a1 overridden to negative.
 */
// prettier-ignore
export const SPECS: Spec[] = [
  {
    key: 'a1', time: cn(2026, 10, 31, 23, 59), carrier: 'news', sentiment: 'positive',
    site: '人民网', author: ['张三', 5000], eng: [10, 5, 5],
    regions: [['110000', 'province'], ['110108', 'county']], publisher: '110000',
    keywords: [['医院', 0.5], ['北京', 0.25], ['我们', 2]],
    title: '北京医院扩建工程启动', content: '海淀区一家医院开始扩建。', hits: ['A1', 'B1'],
  },
  {
    key: 'a2', time: cn(2026, 11, 1, 0, 0), carrier: 'news', sentiment: 'negative',
    site: '人民网', author: ['李四', null], eng: [1, 1, 1], cluster: 'a1',
    regions: [['110000', 'province'], ['110101', 'county']],
    keywords: [['医院', 0.5], ['投诉', 0.75]],
    title: '医院扩建引发周边居民投诉', content: '东城区居民投诉施工噪音。', hits: ['A1', 'B1'],
  },
  {
    key: 'a3', time: cn(2026, 11, 1, 1, 30), carrier: 'microBlog', sentiment: 'negative',
    site: '新浪微博', author: ['王五', 10000], eng: [100, 50, 50],
    regions: [['310000', 'province']], publisher: '310000',
    keywords: [['投诉', 0.5]],
    title: '网友投诉地铁拥挤', content: '上海地铁早高峰拥挤不堪。', hits: ['A1', 'A2', 'B1'],
  },
  {
    key: 'a4', time: cn(2026, 11, 1, 23, 59), carrier: 'weChat', sentiment: 'neutral',
    site: '健康时报', author: null, eng: [0, 0, 0],
    regions: [['440000', 'province'], ['440106', 'county']],
    keywords: [['医院', 0.25], ['健康', 0.5]],
    title: '健康科普：如何预约挂号', content: '广东多家医院开通线上预约。', hits: ['A1', 'B1'],
  },
  {
    key: 'a5', time: cn(2026, 11, 2, 2, 0), carrier: 'news', sentiment: 'neutral',
    site: '新华网', author: ['张三', 6000], eng: [20, 5, 5], sourceId: 77,
    regions: [['110000', 'province'], ['110108', 'county']], publisher: '110000',
    keywords: [['北京', 0.5], ['交通', 0.5]],
    title: '北京交通治理取得新进展', content: '海淀区优化信号灯配时。', hits: ['A2'],
  },
  {
    key: 'a6', time: cn(2026, 11, 2, 3, 0), carrier: 'forum', sentiment: 'positive',
    site: '天涯论坛', author: ['赵六', 100], eng: [2, 2, 2], cluster: 'a5',
    regions: [['110000', 'province']],
    keywords: [['交通', 0.25]],
    title: '北京交通变好了', content: '网友称赞海淀交通改善。', hits: ['A2'],
  },
  {
    key: 'a7', time: cn(2026, 11, 3, 5, 0), carrier: 'news', sentiment: 'negative',
    site: '人民网', author: ['张三', null], eng: [0, 0, 0], cluster: 'a1',
    regions: [['110000', 'province'], ['110108', 'county']], publisher: '110000',
    keywords: [['医院', 1]],
    title: '北京医院扩建进展', content: '医院扩建工程延期。', hits: ['A1'],
  },
  {
    key: 'a8', time: cn(2026, 11, 6, 0, 0), carrier: 'video', sentiment: 'positive',
    site: 'YouTube', author: ['Tom', 2000], eng: [5, 0, 0], abroad: true, language: 'en',
    regions: [], keywords: [['hospital', 0.5]],
    title: 'Beijing Hospital opens new wing', content: 'The hospital opened a new wing.',
    hits: ['A2'],
  },
  {
    key: 'a9', time: cn(2026, 10, 29, 12, 0), carrier: 'news', sentiment: 'negative',
    site: '人民网', author: ['张三', null], eng: [0, 0, 0],
    regions: [], keywords: [['旧闻', 0.5]],
    title: '旧闻回顾', content: '去年的新闻。', hits: ['A1'],
  },
];

export interface Corpus {
  orgA: number;
  orgB: number;
  rules: Record<Rule, number>;
  ids: Record<Key, number>;
}

async function insertRule(db: Kysely<DB>, orgId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('monitor_rule')
    .values({
      org_id: orgId,
      kind: 'special',
      owner_id: null,
      name,
      definition: '{}',
      area: 'all',
      filters: '{}',
      enabled: 1,
      version: 1,
      backfill_job_id: null,
      created_at: D0,
      updated_at: D0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertOrg(db: Kysely<DB>, name: string): Promise<number> {
  const row = await db
    .insertInto('organisation')
    .values({
      name,
      status: 'active',
      edition: 'government',
      contact_name: null,
      contact_phone: null,
      email: null,
      industry: null,
      region: null,
      remark: null,
      is_demo: 0,
      require_phone_bind: 0,
      max_ordinary_accounts: 5,
      max_sub_accounts: 50,
      created_at: D0,
      approved_at: D0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertArticle(db: Kysely<DB>, s: Spec): Promise<number> {
  const row = await db
    .insertInto('article')
    .values({
      url: `https://example.cn/${s.key}`,
      url_hash: `hash-${s.key}`,
      title: s.title,
      content: s.content,
      html: null,
      summary: s.content,
      site_name: s.site,
      source_id: s.sourceId ?? null,
      carrier: s.carrier,
      is_abroad: s.abroad ? 1 : 0,
      language: s.language ?? 'zh',
      publish_time: s.time,
      crawl_time: s.time,
      author_name: s.author?.[0] ?? null,
      author_id: null,
      author_followers: s.author?.[1] ?? null,
      author_verified: null,
      author_gender: null,
      author_region: null,
      publisher_province: s.publisher ?? null,
      publisher_city: null,
      sentiment: s.sentiment,
      sentiment_score: 0.9,
      keywords: '[]',
      entities: '{}',
      simhash: '0000000000000000',
      cluster_id: null,
      cover_url: null,
      reads: 0,
      forwards: s.eng[0],
      comments: s.eng[1],
      likes: s.eng[2],
      plays: 0,
      parent_id: null,
      parent_url: null,
      is_demo: s.key === 'a9' ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts two organisations, their rules, the nine articles and every side table row. */
export async function seedAnalysisCorpus(db: Kysely<DB>, dialect: Dialect): Promise<Corpus> {
  const orgA = await insertOrg(db, '甲单位');
  const orgB = await insertOrg(db, '乙单位');
  const rules = {
    A1: await insertRule(db, orgA, '甲专题一'),
    A2: await insertRule(db, orgA, '甲专题二'),
    B1: await insertRule(db, orgB, '乙专题'),
  };
  const ruleOrg = { A1: orgA, A2: orgA, B1: orgB };
  const ids = {} as Record<Key, number>;
  for (const s of SPECS) {
    ids[s.key] = await insertArticle(db, s);
  }
  for (const s of SPECS) {
    const id = ids[s.key];
    await db
      .updateTable('article')
      .set({ cluster_id: ids[s.cluster ?? s.key] })
      .where('id', '=', id)
      .execute();
    const regions = s.regions.map(([code, level]) => ({
      article_id: id,
      code,
      level,
      is_publisher: 0,
      publish_time: s.time,
    }));
    if (s.publisher) {
      regions.push({
        article_id: id,
        code: s.publisher,
        level: 'province',
        is_publisher: 1,
        publish_time: s.time,
      });
    }
    if (regions.length > 0) {
      await db.insertInto('article_region').values(regions).execute();
    }
    await db
      .insertInto('article_keyword')
      .values(
        s.keywords.map(([word, weight]) => ({
          article_id: id,
          word,
          weight,
          publish_time: s.time,
        })),
      )
      .execute();
    const tokens = ftsTokens(normaliseForMatch(`${s.title} ${s.content}`)).join(' ');
    await dialect.writeFts(db, [{ id, tokens }]);
  }
  const state = (orgId: number, key: Key, sentiment: string | null, isDeleted: number) => ({
    org_id: orgId,
    article_id: ids[key],
    sentiment,
    is_deleted: isDeleted,
    is_read: 0,
    updated_at: D0,
  });
  await db
    .insertInto('org_article_state')
    .values([
      state(orgA, 'a4', 'negative', 0),
      state(orgA, 'a6', null, 1),
      state(orgB, 'a1', 'negative', 0),
    ])
    .execute();
  // The hourly counts, as the article writer keeps them.
  await recountArticleHours(db);
  // Hits are written the way the back-fill writes them: with the organisation's judgements.
  for (const s of SPECS) {
    for (const rule of s.hits) {
      await insertStoredHits(db, { ruleId: rules[rule], orgId: ruleOrg[rule] }, [ids[s.key]]);
    }
  }
  return { orgA, orgB, rules, ids };
}
