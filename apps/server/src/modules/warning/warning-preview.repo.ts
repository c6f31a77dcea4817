import { scopedArticles } from '../../analysis/index.js';
import type { AnalysisDb, ArticleScope, ListedArticleRow } from '../../analysis/index.js';

/** A stored article as the preview matches it. */
export interface ScanRow {
  id: number;
  title: string;
  content: string;
  carrier: string;
  sentiment: string;
  publish_time: number;
  cluster_id: number | null;
  weight: number | null;
}

/** Where a scan page starts: after this (publish time, id), newest first. */
export interface ScanCursor {
  publishTime: number;
  id: number;
}

/** Raw conditions the scan can apply in SQL (the model's sentiment, as the evaluator reads it). */
export interface ScanFilter {
  sentiments?: readonly string[] | undefined;
  minSourceWeight?: number | undefined;
}

/** Reads for the rule preview: stored articles of a scope, cluster timelines, list rows. */
export class WarningPreviewRepo {
  constructor(private readonly adb: AnalysisDb) {}

  /** One page of the scope's articles (organisation-visible), newest first, after `cursor`. */
  scan(
    scope: ArticleScope,
    filter: ScanFilter,
    cursor: ScanCursor | null,
    limit: number,
  ): Promise<ScanRow[]> {
    let q = scopedArticles(this.adb, scope).leftJoin('source', 'source.id', 'article.source_id');
    if (filter.sentiments?.length) {
      q = q.where('article.sentiment', 'in', filter.sentiments);
    }
    if (filter.minSourceWeight) {
      const min = filter.minSourceWeight;
      q = q.where((eb) => eb(eb.fn.coalesce('source.weight', eb.lit(0)), '>=', min));
    }
    if (cursor) {
      q = q.where((eb) =>
        eb.or([
          eb('article.publish_time', '<', cursor.publishTime),
          eb.and([
            eb('article.publish_time', '=', cursor.publishTime),
            eb('article.id', '<', cursor.id),
          ]),
        ]),
      );
    }
    return q
      .select([
        'article.id',
        'article.title',
        'article.content',
        'article.carrier',
        'article.sentiment',
        'article.publish_time',
        'article.cluster_id',
        'source.weight',
      ])
      .orderBy('article.publish_time', 'desc')
      .orderBy('article.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Publish times of every stored article of these clusters (cluster id → times). */
  async clusterTimes(clusterIds: readonly number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    for (let i = 0; i < clusterIds.length; i += 500) {
      const rows = await this.adb.db
        .selectFrom('article')
        .select(['cluster_id', 'publish_time'])
        .where('cluster_id', 'in', clusterIds.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        const id = Number(r.cluster_id);
        out.set(id, [...(out.get(id) ?? []), Number(r.publish_time)]);
      }
    }
    return out;
  }

  /** List rows of these articles (the model's sentiment unless the organisation corrected it). */
  async articles(orgId: number, ids: readonly number[]): Promise<ListedArticleRow[]> {
    if (ids.length === 0) {
      return [];
    }
    return this.adb.db
      .selectFrom('article')
      .leftJoin('org_article_state as oas', (join) =>
        join.onRef('oas.article_id', '=', 'article.id').on('oas.org_id', '=', orgId),
      )
      .select((eb) => [
        'article.id',
        'article.title',
        'article.summary',
        'article.url',
        'article.site_name',
        'article.carrier',
        eb.fn.coalesce('oas.sentiment', 'article.sentiment').as('sentiment'),
        'article.publish_time',
        'article.author_name',
        'article.is_demo',
      ])
      .where('article.id', 'in', ids)
      .execute();
  }
}
