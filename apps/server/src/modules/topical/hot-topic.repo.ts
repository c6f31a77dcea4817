import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  addSentiment,
  bucketExpr,
  clusterCondition,
  effectiveSentiment,
  emptyCounts,
  granularityOf,
  scopedArticles,
} from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, SentimentCounts } from '../../analysis/index.js';
import { PREPARED } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import type { ClusterFacts } from './topic-grouping.js';

const CLUSTER = sql<number>`COALESCE(article.cluster_id, article.id)`;

/** One topic's facts in a window. */
/** A topic's first article (热点话题's 首发). */
export interface FirstArticle {
  id: number;
  title: string;
  siteName: string;
  publishTime: number;
}

export interface TopicWindowRow {
  topicId: number;
  count: number;
  engagement: number;
  carriers: number;
  sourceWeight: number;
  firstTime: number;
}

/** A topic's articles in a scope: per trend bucket, and by effective sentiment. */
export interface TopicCounts {
  perBucket: Map<number, number>;
  sentiments: SentimentCounts;
}

/** The clusters of every topic, or of these topics: a subquery for clusterCondition. */
function topicClusters(topicIds?: readonly number[]) {
  const only = topicIds ? sql` WHERE topic_id IN (${sql.join(topicIds)})` : sql``;
  return sql<number>`(SELECT cluster_id FROM hot_topic_cluster${only})`;
}

/** Storage of hot topics: the clusters of a window, the cluster → topic map, window facts. */
export class HotTopicRepo {
  constructor(private readonly adb: AnalysisDb) {}

  private get db(): Kysely<DB> {
    return this.adb.db;
  }

  /** The largest clusters published in [start, end] with their top keywords. */
  async clusters(start: number, end: number, limit: number): Promise<ClusterFacts[]> {
    const sizes = await this.db
      .selectFrom('article')
      .select((eb) => [CLUSTER.as('c'), eb.fn.countAll<number>().as('n')])
      .where('publish_time', '>=', start)
      .where('publish_time', '<=', end)
      .groupBy(CLUSTER)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(CLUSTER)
      .limit(limit)
      .execute();
    if (sizes.length === 0) {
      return [];
    }
    const ids = sizes.map((r) => Number(r.c));
    const words = await this.db
      .selectFrom('article_keyword')
      .innerJoin('article', 'article.id', 'article_keyword.article_id')
      .select((eb) => [
        CLUSTER.as('c'),
        'article_keyword.word',
        eb.fn.sum<number>('article_keyword.weight').as('w'),
      ])
      .where(CLUSTER, 'in', ids)
      .where('article.publish_time', '>=', start)
      .where('article.publish_time', '<=', end)
      // The window's months of the keywords (partition pruning on PostgreSQL).
      .where('article_keyword.publish_time', '>=', start)
      .where('article_keyword.publish_time', '<=', end)
      .groupBy([CLUSTER, 'article_keyword.word'])
      .execute();
    const byCluster = new Map<number, { word: string; w: number }[]>();
    for (const r of words) {
      const list = byCluster.get(Number(r.c)) ?? [];
      list.push({ word: r.word, w: Number(r.w) });
      byCluster.set(Number(r.c), list);
    }
    return sizes.map((r) => ({
      clusterId: Number(r.c),
      size: Number(r.n),
      words: (byCluster.get(Number(r.c)) ?? [])
        .sort((a, b) => b.w - a.w || a.word.localeCompare(b.word))
        .map((x) => x.word),
    }));
  }

  /** The earliest article's title of a cluster. */
  async clusterTitle(clusterId: number): Promise<string> {
    const row = await this.db
      .selectFrom('article')
      .select('title')
      .where(CLUSTER, '=', clusterId)
      .orderBy('publish_time')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.title ?? '';
  }

  async known(clusterIds: readonly number[]): Promise<Map<number, number>> {
    if (clusterIds.length === 0) {
      return new Map();
    }
    const rows = await this.db
      .selectFrom('hot_topic_cluster')
      .selectAll()
      .where('cluster_id', 'in', clusterIds)
      .execute();
    return new Map(rows.map((r) => [Number(r.cluster_id), Number(r.topic_id)]));
  }

  /** Writes one group: its topic (new or updated) and its clusters' membership. */
  async saveGroup(
    topicId: number | null,
    group: readonly ClusterFacts[],
    title: string,
    now: number,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const keywords = JSON.stringify(group[0]!.words.slice(0, 5));
      let id = topicId;
      if (id === null) {
        const row = await trx
          .insertInto('hot_topic')
          .values({ title, keywords, first_seen: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      } else {
        await trx
          .updateTable('hot_topic')
          .set({ title, keywords, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      // Only clusters new to the topic are written: a regrouping every five minutes mostly
      // finds each cluster where it was, and rewriting them all left PostgreSQL a dead row per
      // cluster each time (6,786 dead against 414 live after ten bench runs).
      await trx
        .insertInto('hot_topic_cluster')
        .values(group.map((c) => ({ cluster_id: c.clusterId, topic_id: id })))
        .onConflict((oc) =>
          oc
            .column('cluster_id')
            .doUpdateSet((eb) => ({ topic_id: eb.ref('excluded.topic_id') }))
            .where('hot_topic_cluster.topic_id', '<>', id),
        )
        .execute();
      return id;
    });
  }

  async topic(topicId: number) {
    return this.db.selectFrom('hot_topic').selectAll().where('id', '=', topicId).executeTakeFirst();
  }

  async topicsByIds(ids: readonly number[]) {
    if (ids.length === 0) {
      return [];
    }
    return this.db.selectFrom('hot_topic').selectAll().where('id', 'in', ids).execute();
  }

  async clusterIdsOf(topicId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('hot_topic_cluster')
      .select('cluster_id')
      .where('topic_id', '=', topicId)
      .modifyEnd(PREPARED)
      .execute();
    return rows.map((r) => Number(r.cluster_id));
  }

  /**
   * The scope's articles of every topic (or of these topics), each with its topic (`htc`). The
   * topics' clusters drive, one index range each: the window holds far more articles.
   */
  private topicArticles(scope: ArticleScope, topicIds?: readonly number[]) {
    const q = scopedArticles(this.adb, scope)
      .where((eb) => clusterCondition(eb, scope, topicClusters(topicIds), this.adb.dialect.engine))
      .innerJoin('hot_topic_cluster as htc', (j) =>
        j.on(sql<boolean>`htc.cluster_id = COALESCE(article.cluster_id, article.id)`),
      );
    return topicIds ? q.where('htc.topic_id', 'in', topicIds) : q;
  }

  /** Per-topic facts of the articles in the scope (its time range) that belong to a topic. */
  async windowFacts(scope: ArticleScope): Promise<TopicWindowRow[]> {
    const rows = await this.topicArticles(scope)
      .leftJoin('source', 'source.id', 'article.source_id')
      .select((eb) => [
        'htc.topic_id as topicId',
        eb.fn.countAll<number>().as('n'),
        sql<number>`SUM(article.forwards + article.comments + article.likes)`.as('eng'),
        sql<number>`COUNT(DISTINCT article.carrier)`.as('carriers'),
        sql<number>`AVG(COALESCE(source.weight, 1))`.as('weight'),
        eb.fn.min('article.publish_time').as('first'),
      ])
      .groupBy('htc.topic_id')
      .execute();
    return rows.map((r) => ({
      topicId: Number(r.topicId),
      count: Number(r.n),
      engagement: Number(r.eng ?? 0),
      carriers: Number(r.carriers),
      sourceWeight: Number(r.weight ?? 1),
      firstTime: Number(r.first),
    }));
  }

  /**
   * The articles of these topics in the scope per topic, trend bucket (granularityOf the scope)
   * and effective sentiment, in one pass over the scope's articles: the ranking page's trends and
   * sentiment splits, which one pass per topic and chart (30 for a page of 10) made 875 ms over
   * all data at 1 M articles.
   */
  async pageCounts(
    scope: ArticleScope,
    topicIds: readonly number[],
  ): Promise<Map<number, TopicCounts>> {
    const out = new Map<number, TopicCounts>();
    if (topicIds.length === 0) {
      return out;
    }
    const bucket = bucketExpr(granularityOf(scope));
    const rows = await this.topicArticles(scope, topicIds)
      .select((eb) => [
        'htc.topic_id as topicId',
        bucket.as('bucket'),
        effectiveSentiment.as('sentiment'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['htc.topic_id', bucket, effectiveSentiment])
      .execute();
    for (const r of rows) {
      const topic = out.get(Number(r.topicId)) ?? {
        perBucket: new Map<number, number>(),
        sentiments: emptyCounts(),
      };
      const n = Number(r.n);
      topic.perBucket.set(Number(r.bucket), (topic.perBucket.get(Number(r.bucket)) ?? 0) + n);
      addSentiment(topic.sentiments, r.sentiment, n);
      out.set(Number(r.topicId), topic);
    }
    return out;
  }

  /**
   * Each topic's first article in the scope: the earliest (then lowest id) of its articles at
   * its first publish time (windowFacts' `firstTime`). One statement for the page: the topics'
   * clusters over the span of those times, keeping the rows at one of them; a lookup per topic
   * was two statements each, 40 round trips for a page of 20 on PostgreSQL.
   */
  async firstArticles(scope: ArticleScope, firstTimes: ReadonlyMap<number, number>) {
    const out = new Map<number, FirstArticle>();
    const times = [...new Set(firstTimes.values())];
    if (times.length === 0) {
      return out;
    }
    const rows = await this.topicArticles(
      { ...scope, startTime: Math.min(...times), endTime: Math.max(...times) },
      [...firstTimes.keys()],
    )
      .where('article.publish_time', 'in', times)
      .select([
        'htc.topic_id as topicId',
        'article.id',
        'article.title',
        'article.site_name',
        'article.publish_time',
      ])
      .execute();
    for (const r of rows) {
      const topicId = Number(r.topicId);
      const best = out.get(topicId);
      if (Number(r.publish_time) === firstTimes.get(topicId) && (!best || Number(r.id) < best.id)) {
        out.set(topicId, {
          id: Number(r.id),
          title: r.title,
          siteName: r.site_name ?? '',
          publishTime: Number(r.publish_time),
        });
      }
    }
    return out;
  }
}
