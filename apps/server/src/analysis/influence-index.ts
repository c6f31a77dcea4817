import { sql } from 'kysely';
import { effectiveSentiment, engagement, scopedArticles } from './scope.js';
import type { AnalysisDb, ArticleScope } from './scope.js';
import type { Table } from './table.js';

/**
 * How much one site of a carrier weighs as a source: mainstream news and newspapers most,
 * then the big platforms, then forums and the rest. A site's weight is this times its data
 * source's weight (数据源权重, 0–10, default 1), the larger over its carriers.
 */
export const CARRIER_WEIGHTS: Record<string, number> = {
  news: 1,
  electronicNewspaper: 1,
  weChat: 0.8,
  app: 0.8,
  microBlog: 0.6,
  video: 0.6,
  twitter: 0.6,
  facebook: 0.6,
  comprehensive: 0.5,
  blog: 0.4,
  forum: 0.4,
  postsBar: 0.4,
  interLocution: 0.4,
  other: 0.3,
};

/** What the index is computed from. */
export interface InfluenceFacts {
  /** Articles in the scope. */
  articles: number;
  /** One entry per distinct site: its carrier and its data source's weight (1 when none). */
  sites: readonly { carrier: string; sourceWeight: number }[];
  /** Forwards + comments + likes. */
  interactions: number;
  /** Reads + plays. */
  views: number;
}

export interface InfluencePart {
  key: 'volume' | 'sources' | 'engagement';
  name: string;
  value: number;
  score: number;
  max: number;
}

export interface InfluenceResult {
  index: number;
  level: '重大' | '较大' | '一般' | '轻微';
  parts: InfluencePart[];
  formula: string;
}

/** The formula in words, shown under the index. */
export const INFLUENCE_FORMULA =
  '影响力指数（0–100）= 信息量分 + 来源权重分 + 互动量分。' +
  '信息量分 = 40 × min(1, lg(1+N)/4)，N 为信息总量（1万篇满分）；' +
  '来源权重分 = 35 × min(1, lg(1+S)/lg(201))，S 为各站点权重之和（站点权重 = 载体权重 × 数据源权重，新闻/报刊 1、微信/客户端 0.8、微博/视频 0.6、综合 0.5、论坛/博客等 0.4、其他 0.3；S=200 满分）；' +
  '互动量分 = 25 × min(1, lg(1+E)/6)，E = 转发+评论+点赞+(阅读+播放)/100（100万满分）。' +
  '各项采用固定刻度，不同事件可直接比较；≥70 重大，≥45 较大，≥20 一般，其余轻微。';

const round1 = (x: number) => Math.round(x * 10) / 10;
const capped = (x: number) => Math.min(1, Math.max(0, x));

/**
 * 影响力指数 on fixed, absolute scales (so two events compare directly), each part saturating:
 *
 * - 信息量 (max 40): 40 · min(1, log10(1 + N) / 4) — 10 → 10.4, 100 → 20, 10 000+ → 40
 * - 来源权重 (max 35): 35 · min(1, log10(1 + S) / log10(201)), S = Σ site weights, a site's
 *   weight = CARRIER_WEIGHTS[carrier] × its data source's weight (largest over its carriers)
 * - 互动量 (max 25): 25 · min(1, log10(1 + E) / 6), E = interactions + views / 100
 *
 * Parts are rounded to one decimal and the index is their sum; 重大 ≥ 70, 较大 ≥ 45, 一般 ≥ 20.
 */
export function influenceIndex(facts: InfluenceFacts): InfluenceResult {
  const weight = facts.sites.reduce(
    (sum, s) => sum + (CARRIER_WEIGHTS[s.carrier] ?? CARRIER_WEIGHTS.other!) * s.sourceWeight,
    0,
  );
  const e = facts.interactions + facts.views / 100;
  const parts: InfluencePart[] = [
    {
      key: 'volume' as const,
      name: '信息量',
      value: facts.articles,
      max: 40,
      score: 40 * capped(Math.log10(1 + facts.articles) / 4),
    },
    {
      key: 'sources' as const,
      name: '来源权重',
      value: round1(weight),
      max: 35,
      score: 35 * capped(Math.log10(1 + weight) / Math.log10(201)),
    },
    {
      key: 'engagement' as const,
      name: '互动量',
      value: round1(e),
      max: 25,
      score: 25 * capped(Math.log10(1 + e) / 6),
    },
  ].map((p) => ({ ...p, score: round1(p.score) }));
  const index = round1(parts.reduce((sum, p) => sum + p.score, 0));
  const level = index >= 70 ? '重大' : index >= 45 ? '较大' : index >= 20 ? '一般' : '轻微';
  return { index, level, parts, formula: INFLUENCE_FORMULA };
}

/** The index with the counts behind it, and as a table (parts as rows) for the Excel twin. */
export interface InfluenceTable extends Table, InfluenceResult {
  articleCount: number;
  siteCount: number;
  negativeCount: number;
}

/**
 * 影响力指数 of the scope (see influenceIndex): counts and engagement in one aggregate, and
 * each site's largest weight from a group by site and carrier. Table rows: 指标, 数值, 得分, 满分.
 */
export async function influence(adb: AnalysisDb, scope: ArticleScope): Promise<InfluenceTable> {
  const [totals, sites] = await Promise.all([
    scopedArticles(adb, scope)
      .select([
        sql<number>`COUNT(*)`.as('n'),
        sql<number>`COALESCE(SUM(${engagement}), 0)`.as('interactions'),
        sql<number>`COALESCE(SUM(article.reads + article.plays), 0)`.as('views'),
        sql<number>`COALESCE(SUM(CASE WHEN ${effectiveSentiment} = 'negative' THEN 1 ELSE 0 END), 0)`.as(
          'negative',
        ),
      ])
      .executeTakeFirstOrThrow(),
    scopedArticles(adb, scope)
      .leftJoin('source', 'source.id', 'article.source_id')
      .where('article.site_name', 'is not', null)
      .where('article.site_name', '<>', '')
      .select([
        sql<string>`article.site_name`.as('site'),
        sql<string>`article.carrier`.as('carrier'),
        sql<number>`MAX(COALESCE(source.weight, 1))`.as('w'),
      ])
      .groupBy([sql`article.site_name`, sql`article.carrier`])
      .execute(),
  ]);
  // One entry per site: the carrier and source weight that weigh the most.
  const best = new Map<string, { carrier: string; sourceWeight: number; score: number }>();
  for (const r of sites) {
    const sourceWeight = Number(r.w);
    const score = (CARRIER_WEIGHTS[r.carrier] ?? CARRIER_WEIGHTS.other!) * sourceWeight;
    const old = best.get(r.site);
    if (!old || score > old.score) {
      best.set(r.site, { carrier: r.carrier, sourceWeight, score });
    }
  }
  const result = influenceIndex({
    articles: Number(totals.n),
    sites: [...best.values()],
    interactions: Number(totals.interactions),
    views: Number(totals.views),
  });
  return {
    ...result,
    articleCount: Number(totals.n),
    siteCount: best.size,
    negativeCount: Number(totals.negative),
    columns: [
      { key: 'name', title: '指标' },
      { key: 'value', title: '数值' },
      { key: 'score', title: '得分' },
      { key: 'max', title: '满分' },
    ],
    rows: [
      ...result.parts.map((p) => ({
        key: p.key,
        name: p.name,
        value: p.value,
        score: p.score,
        max: p.max,
      })),
      {
        key: 'index',
        name: `影响力指数（${result.level}）`,
        value: '',
        score: result.index,
        max: 100,
      },
    ],
  };
}
